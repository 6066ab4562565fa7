/**
 * The quotes' day-before reminder (issue 31, ADR 021): a quote still offered whose validity ends
 * within 24 hours tells its client once (`quote_expiring`, through notify_user: in the site, and in
 * Telegram when they chose it). One statement per sweep: the quotes are claimed with FOR UPDATE
 * SKIP LOCKED and marked (expiry_notified_at) in the same statement that writes their notifications,
 * so two replicas sweeping at once remind each client once, and a reminder is never marked without
 * being written.
 */
import type { Queryable } from '../db/adapter.js';

/** How long before its end a quote is reminded of. */
export const EXPIRY_NOTICE_HOURS = 24;

/** Reminds the clients of up to `limit` quotes about to expire; returns how many. */
export async function remindExpiringQuotes(db: Queryable, limit = 100): Promise<number> {
  const { rows } = await db.query<{ id: number | null }>(
    `WITH due AS (
       SELECT q.id FROM quotes q
        WHERE q.status = 'offered' AND q.expiry_notified_at IS NULL
          AND q.valid_until > now() AND q.valid_until <= now() + make_interval(hours => $2)
        ORDER BY q.valid_until, q.id
        LIMIT $1
        FOR UPDATE SKIP LOCKED
     ), marked AS (
       UPDATE quotes q SET expiry_notified_at = now() FROM due WHERE q.id = due.id
       RETURNING q.id, q.conversation_id, q.title, q.price
     )
     SELECT notify_user(
              c.client_user_id, 'quote_expiring',
              jsonb_build_object('quoteId', m.id, 'conversationId', m.conversation_id, 'title', l10n_text(m.title, u.locale), 'price', m.price),
              '/home/messages/' || m.conversation_id) AS id
       FROM marked m
       JOIN conversations c ON c.id = m.conversation_id
       JOIN users u ON u.id = c.client_user_id`,
    [limit, EXPIRY_NOTICE_HOURS],
  );
  return rows.length;
}
