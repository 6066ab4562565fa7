/**
 * What the live stream and the Telegram links leave behind (issue 31): events older than
 * EVENT_DAYS (a stream away that long starts again from its page, which reads the database
 * anyway) and link tokens used or expired a day ago. Deleted in bounded batches so a round stays
 * short; any replica may run it, and two at once delete nothing twice.
 */
import type { Queryable } from '../db/adapter.js';

export const EVENT_DAYS = 7;
const BATCH = 5_000;

/** Removes up to a batch of old events and spent link tokens; returns how many rows went. */
export async function pruneOldRows(db: Queryable): Promise<number> {
  const events = await db.query(
    `DELETE FROM user_events e USING (
       SELECT user_id, seq FROM user_events WHERE created_at < now() - make_interval(days => $1) LIMIT $2
     ) old
     WHERE e.user_id = old.user_id AND e.seq = old.seq`,
    [EVENT_DAYS, BATCH],
  );
  const tokens = await db.query("DELETE FROM telegram_link_tokens WHERE coalesce(used_at, expires_at) < now() - interval '1 day'");
  return (events.rowCount ?? 0) + (tokens.rowCount ?? 0);
}
