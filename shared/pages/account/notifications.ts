/**
 * /home/notifications (issue 31): what its loader sends (server/loaders/account/notifications.ts)
 * and what its form without JavaScript ("Mark all as read", the route's action) answers when it is
 * refused. Each notification travels as its kind and values; the page writes its text in the
 * reader's language (shared/notifications/text.ts), as the Telegram worker does.
 */
import type { Notification } from '../../api/notifications/contract.js';
import type { GrowingList } from '../directory/types.js';
import type { PageMeta } from '../meta.js';

/** Notifications shown a page at a time (the list grows as the visitor scrolls, `?page=n`). */
export const NOTIFICATIONS_PAGE_SIZE = 20;

export interface NotificationsPageData {
  meta: PageMeta;
  /** Newest first; pages 1…n of `?page=n` (with `from=n`, page n alone). */
  list: GrowingList<Notification>;
  /** Unread among all of them, when the page was read. */
  unread: number;
  [key: string]: unknown;
}

/** "Mark all as read" posted without JavaScript and refused: over the form limit, or the API failed. */
export type MarkAllRefusal = { retryAfter: number } | { failed: true };
