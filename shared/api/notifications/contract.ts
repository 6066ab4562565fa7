/**
 * Notifications (issue 31, ADR 020): what happened to a person, in the site (the bell,
 * /home/notifications) and, for the kinds they chose, in Telegram. A notification is written in
 * the transaction of the change that causes it (migration 0031 `notify_user`), as its kind and the
 * values its text is made from; the text is written in the reader's language when read.
 *
 * Endpoints (under /api/v1, the signed-in person's own):
 * - `GET  /me/notifications?page=&pageSize=` → `NotificationList` (newest first, with the unread count).
 * - `POST /me/notifications/read` `{ids}` or `{all: true}` → `{unread}`.
 * - `GET  /me/telegram` → `TelegramLink` (whether a chat is linked, the kinds chosen, the bot).
 * - `POST /me/telegram/link` → 201 `{url, expiresAt}`: t.me/<bot>?start=<one-time token>.
 * - `POST /me/telegram/webapp` `{initData}` → `TelegramLink` (opened inside Telegram: the Web App's
 *   initData, checked with the bot token's HMAC; 422 telegram_init_data when it does not check out).
 * - `PUT  /me/telegram` `{kinds}` → `TelegramLink`; `DELETE /me/telegram` → 204 (unlinked).
 * - `POST /api/telegram/webhook` (Telegram's, outside /api/v1): `X-Telegram-Bot-Api-Secret-Token` checked.
 */
import { z } from 'zod';
import { pagination } from '../params';
import { NOTIFICATION_KINDS, type NotificationKind } from '../../notifications/kinds';
import type { ListResult } from '../types';

export { NOTIFICATION_KINDS, type NotificationKind };

/**
 * The values a notification's text is made from, by kind (what `notify_user` is given): names as
 * the other side shows them, an order's number, a service's title in the language it was sent in.
 */
export interface NotificationData {
  conversationId?: number;
  /** Who wrote, sent or answered: the other side's name. */
  from?: string;
  /** The first characters of a message. */
  excerpt?: string;
  quoteId?: number;
  title?: string;
  /** Tiyin. */
  price?: number;
  orderId?: number;
  number?: string;
  reviewId?: number;
  stars?: number;
  claimId?: number;
  /** A moderator's note on a hidden review. */
  note?: string;
  /** Tiyin: a claim's duty estimate before and after a new base calculation amount. */
  before?: number;
  after?: number;
  /** An operator's reason for returning or rejecting a specialist's or a firm's application. */
  reason?: string;
  /** A law firm's name: its application decided, an invitation to it. */
  firm?: string;
}

export interface Notification {
  id: number;
  kind: NotificationKind;
  data: NotificationData;
  /** The page it opens, without the language prefix ("/home/messages/12"). */
  path: string;
  createdAt: string;
  readAt: string | null;
}

export interface NotificationList extends ListResult<Notification> {
  unread: number;
}

/** GET /me/notifications?page=&pageSize= */
export const notificationListQuery = z.object({ ...pagination });
/** POST /me/notifications/read: these, or all of them. */
export const notificationReadBody = z.union([
  z.object({ ids: z.array(z.number().int().min(1)).min(1).max(100) }).strict(),
  z.object({ all: z.literal(true) }).strict(),
]);
export type NotificationReadInput = z.input<typeof notificationReadBody>;

export interface TelegramLink {
  /** Telegram is configured on this site (a bot token); without it nothing below works. */
  available: boolean;
  /** The bot's username, for "t.me/<bot>". */
  bot: string | null;
  linked: boolean;
  /** The linked chat's @username, when Telegram gave one. */
  username: string | null;
  /** The kinds sent to Telegram. */
  kinds: NotificationKind[];
}

/** PUT /me/telegram */
export const telegramKindsBody = z.object({ kinds: z.array(z.enum(NOTIFICATION_KINDS)).max(NOTIFICATION_KINDS.length) }).strict();
/** POST /me/telegram/webapp: Telegram.WebApp.initData as the page received it. */
export const telegramWebAppBody = z.object({ initData: z.string().min(1).max(4096) }).strict();
