/**
 * A person's Telegram (migration 0031: telegram_links, telegram_link_tokens; ADR 021): the chat
 * the bot writes to and the kinds of notification sent there; the one-time tokens of the
 * t.me/<bot>?start=<token> links. A chat belongs to one person: linking it to another moves it.
 */
import type { Queryable } from '../../db/adapter.js';
import { inTransaction } from '../../sql/transaction.js';
import { NOTIFICATION_KINDS, type NotificationKind } from '../../../shared/api/notifications/contract.js';
import { isLocale, type Locale } from '../../../shared/locales.js';

export interface StoredLink {
  chatId: number;
  username: string | null;
  kinds: NotificationKind[];
}

interface LinkRow {
  chat_id: number | string;
  username: string | null;
  kinds: string[];
}

/** The kinds in the table's order, each once, unknown ones left out. */
export const orderedKinds = (kinds: readonly string[]): NotificationKind[] => NOTIFICATION_KINDS.filter((kind) => kinds.includes(kind));

const toLink = (row: LinkRow): StoredLink => ({ chatId: Number(row.chat_id), username: row.username, kinds: orderedKinds(row.kinds) });

export async function linkOfUser(db: Queryable, userId: number): Promise<StoredLink | null> {
  const { rows } = await db.query<LinkRow>('SELECT chat_id, username, kinds FROM telegram_links WHERE user_id = $1', [userId]);
  return rows[0] ? toLink(rows[0]) : null;
}

/** Keeps a new token's hash; the person's expired or used ones go. */
export async function createLinkToken(db: Queryable, userId: number, tokenHash: string, expiresAt: Date, locale: Locale): Promise<void> {
  await inTransaction(db, async (tx) => {
    // The bot writes in the language of the page they linked it from.
    await tx.query('UPDATE users SET locale = $2 WHERE id = $1', [userId, locale]);
    await tx.query('DELETE FROM telegram_link_tokens WHERE user_id = $1 AND (used_at IS NOT NULL OR expires_at <= now())', [userId]);
    await tx.query('INSERT INTO telegram_link_tokens (token_hash, user_id, expires_at) VALUES ($1, $2, $3)', [tokenHash, userId, expiresAt]);
  });
}

/** The chat the bot writes to (Telegram's username, when it gave one). */
export interface ChatOfPerson {
  chatId: number;
  username: string | null;
}

const cleanUsername = (username: string | null): string | null => (username && /^[A-Za-z0-9_]{1,64}$/.test(username) ? username : null);

/**
 * Links the chat to the person (their kinds kept when they relink another chat), in the caller's
 * transaction: a chat linked to someone else moves.
 */
async function linkChatIn(tx: Queryable, userId: number, chat: ChatOfPerson): Promise<void> {
  await tx.query('DELETE FROM telegram_links WHERE chat_id = $1 AND user_id <> $2', [chat.chatId, userId]);
  await tx.query(
    `INSERT INTO telegram_links (user_id, chat_id, username) VALUES ($1, $2, $3)
     ON CONFLICT (user_id) DO UPDATE SET chat_id = EXCLUDED.chat_id, username = EXCLUDED.username, linked_at = now()`,
    [userId, chat.chatId, cleanUsername(chat.username)],
  );
}

export function linkChat(db: Queryable, userId: number, chat: ChatOfPerson): Promise<void> {
  return inTransaction(db, (tx) => linkChatIn(tx, userId, chat));
}

/**
 * `/start <token>`: uses the token (once, before it expires) and links the chat to its person.
 * Null when the token is unknown, used or expired. Answers the person's site language.
 */
export function linkByToken(db: Queryable, tokenHash: string, chat: ChatOfPerson): Promise<{ userId: number; locale: Locale } | null> {
  return inTransaction(db, async (tx) => {
    const { rows } = await tx.query<{ user_id: number; locale: string }>(
      `UPDATE telegram_link_tokens t SET used_at = now() FROM users u
        WHERE t.token_hash = $1 AND t.used_at IS NULL AND t.expires_at > now() AND u.id = t.user_id
        RETURNING t.user_id, u.locale`,
      [tokenHash],
    );
    const row = rows[0];
    if (!row) return null;
    await linkChatIn(tx, Number(row.user_id), chat);
    return { userId: Number(row.user_id), locale: isLocale(row.locale) ? row.locale : 'uz' };
  });
}

/** `/stop`: the chat is unlinked from whoever had it; their language, or null when nobody did. */
export async function unlinkChat(db: Queryable, chatId: number): Promise<{ userId: number; locale: Locale } | null> {
  const { rows } = await db.query<{ user_id: number; locale: string }>(
    'DELETE FROM telegram_links l USING users u WHERE l.chat_id = $1 AND u.id = l.user_id RETURNING l.user_id, u.locale',
    [chatId],
  );
  const row = rows[0];
  return row ? { userId: Number(row.user_id), locale: isLocale(row.locale) ? row.locale : 'uz' } : null;
}

/** The site language of the person the chat is linked to, or null. */
export async function localeOfChat(db: Queryable, chatId: number): Promise<Locale | null> {
  const { rows } = await db.query<{ locale: string }>('SELECT u.locale FROM telegram_links l JOIN users u ON u.id = l.user_id WHERE l.chat_id = $1', [chatId]);
  const locale = rows[0]?.locale;
  return isLocale(locale) ? locale : null;
}

/** The person unlinks (true when there was a chat). */
export async function unlinkUser(db: Queryable, userId: number): Promise<boolean> {
  const { rowCount } = await db.query('DELETE FROM telegram_links WHERE user_id = $1', [userId]);
  return rowCount > 0;
}

/** The kinds sent to Telegram; null when no chat is linked. */
export async function setLinkKinds(db: Queryable, userId: number, kinds: readonly NotificationKind[]): Promise<StoredLink | null> {
  const { rows } = await db.query<LinkRow>('UPDATE telegram_links SET kinds = $2 WHERE user_id = $1 RETURNING chat_id, username, kinds', [
    userId,
    orderedKinds(kinds),
  ]);
  return rows[0] ? toLink(rows[0]) : null;
}
