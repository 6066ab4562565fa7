/**
 * The outbox's SQL (notification_deliveries, migration 0031; ADR 021): claim the due deliveries,
 * then record what became of each. A claim is one short statement: the due rows (pending, their
 * time come, no live lease) are locked with FOR UPDATE SKIP LOCKED, so two workers never take one
 * row, and leased (locked_until = now + lease), so a worker that dies after claiming leaves the row
 * to the others once the lease runs out; the send happens outside any transaction. Each claim
 * counts an attempt. Every later write names the lease it holds (locked_until as claimed, to the
 * millisecond): a worker whose lease ran out and was taken over changes nothing.
 */
import type { Queryable } from '../db/adapter.js';
import type { NotificationData, NotificationKind } from '../../shared/api/notifications/contract.js';
import { isLocale, type Locale } from '../../shared/locales.js';
import { inTransaction } from '../sql/transaction.js';

export interface ClaimedDelivery {
  id: number;
  /** This claim's attempt (1 for the first). */
  attempts: number;
  /** The lease this worker holds: every write below names it. */
  lease: Date;
  kind: NotificationKind;
  data: NotificationData;
  path: string;
  userId: number;
  locale: Locale;
  /** The person's linked chat, or null: they unlinked. */
  chatId: number | null;
  /** The kinds they receive in Telegram (empty when unlinked). */
  kinds: string[];
}

interface ClaimRow {
  id: number;
  attempts: number;
  locked_until: Date;
  kind: NotificationKind;
  data: NotificationData | null;
  path: string;
  user_id: number;
  locale: string;
  chat_id: number | string | null;
  kinds: string[] | null;
}

export async function claimDeliveries(db: Queryable, limit: number, leaseMs: number): Promise<ClaimedDelivery[]> {
  const { rows } = await db.query<ClaimRow>(
    `WITH due AS (
       SELECT id FROM notification_deliveries
        WHERE state = 'pending' AND next_attempt_at <= now() AND (locked_until IS NULL OR locked_until <= now())
        ORDER BY next_attempt_at, id
        LIMIT $1
        FOR UPDATE SKIP LOCKED
     ), claimed AS (
       UPDATE notification_deliveries d
          SET locked_until = date_trunc('milliseconds', now()) + make_interval(secs => $2::double precision / 1000), attempts = d.attempts + 1
         FROM due WHERE d.id = due.id
       RETURNING d.id, d.notification_id, d.attempts, d.locked_until
     )
     SELECT c.id, c.attempts, c.locked_until, n.kind, n.data, n.path, n.user_id, u.locale, l.chat_id, l.kinds
       FROM claimed c
       JOIN notifications n ON n.id = c.notification_id
       JOIN users u ON u.id = n.user_id
       LEFT JOIN telegram_links l ON l.user_id = n.user_id
      ORDER BY c.id`,
    [limit, leaseMs],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    attempts: Number(row.attempts),
    lease: row.locked_until,
    kind: row.kind,
    data: row.data ?? {},
    path: row.path,
    userId: Number(row.user_id),
    locale: isLocale(row.locale) ? row.locale : 'uz',
    chatId: row.chat_id === null ? null : Number(row.chat_id),
    kinds: row.kinds ?? [],
  }));
}

type Held = Pick<ClaimedDelivery, 'id' | 'lease'>;
const HELD = `id = $1 AND state = 'pending' AND locked_until = $2`;
const clip = (text: string) => text.slice(0, 500);

/** Sent: done for good. False when the lease was no longer this worker's. */
export async function markSent(db: Queryable, held: Held): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE notification_deliveries SET state = 'sent', sent_at = now(), locked_until = NULL, last_error = NULL WHERE ${HELD}`,
    [held.id, held.lease],
  );
  return rowCount > 0;
}

/**
 * Try again in `delayMs`. `attempted: false` (Telegram's flood control, or a send that never
 * happened) gives the claim's attempt back.
 */
export async function retryLater(db: Queryable, held: Held, delayMs: number, error: string, attempted = true): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE notification_deliveries
        SET next_attempt_at = now() + make_interval(secs => $3::double precision / 1000), locked_until = NULL, last_error = $4,
            attempts = attempts - $5
      WHERE ${HELD}`,
    [held.id, held.lease, delayMs, clip(error), attempted ? 0 : 1],
  );
  return rowCount > 0;
}

/** Given up ('failed': the attempts ran out) or not to be sent ('dropped': unlinked, kind turned off, chat gone). */
export async function markFinal(db: Queryable, held: Held, state: 'failed' | 'dropped', reason: string): Promise<boolean> {
  const { rowCount } = await db.query(`UPDATE notification_deliveries SET state = $3, locked_until = NULL, last_error = $4 WHERE ${HELD}`, [
    held.id,
    held.lease,
    state,
    clip(reason),
  ]);
  return rowCount > 0;
}

/** The chat blocked the bot (or is gone): it is unlinked from the person, and the delivery dropped. */
export function dropAndUnlink(db: Queryable, held: Held, userId: number, chatId: number, reason: string): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    const dropped = await markFinal(tx, held, 'dropped', reason);
    // Only that chat: a person who linked another one meanwhile keeps it.
    if (dropped) await tx.query('DELETE FROM telegram_links WHERE user_id = $1 AND chat_id = $2', [userId, chatId]);
    return dropped;
  });
}
