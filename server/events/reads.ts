/**
 * The live stream's SQL (ADR 020, "The live stream"): where a person's events stand, what came
 * after a position, and which sessions still hold. Each is one statement for every person a
 * process serves, however many streams are open, so a poll costs one query.
 *
 * Why reading `seq > last` is exact: record_user_event (migration 0031) takes the next seq under
 * the row lock of the person's counter, held to the commit, so a person's events commit in seq
 * order and without gaps; whatever a statement sees up to seq N, it sees all of it.
 */
import type { LiveEvent, LiveEventKind } from '../../shared/api/events.js';
import type { Queryable } from '../db/adapter.js';

/** The newest seq of each person (0: none yet), from their counter: a primary-key lookup. */
export async function currentSeqs(db: Queryable, userIds: readonly number[]): Promise<Map<number, number>> {
  const seqs = new Map<number, number>(userIds.map((id) => [id, 0]));
  if (userIds.length === 0) return seqs;
  const { rows } = await db.query<{ user_id: number; seq: number }>('SELECT user_id, seq FROM user_event_counters WHERE user_id = ANY ($1::bigint[])', [
    userIds,
  ]);
  for (const row of rows) seqs.set(Number(row.user_id), Number(row.seq));
  return seqs;
}

export interface UserEvent extends LiveEvent {
  userId: number;
}

/**
 * The events after each person's position, in seq order, at most `limit` per person (a person who
 * gets `limit` of them has more: ask again from the last one).
 */
export async function eventsAfter(db: Queryable, positions: ReadonlyMap<number, number>, limit: number): Promise<UserEvent[]> {
  if (positions.size === 0) return [];
  const { rows } = await db.query<{ user_id: number; seq: number; kind: LiveEventKind; data: Record<string, unknown> }>(
    `SELECT w.user_id, e.seq, e.kind, e.data
       FROM unnest($1::bigint[], $2::bigint[]) AS w (user_id, after)
      CROSS JOIN LATERAL (
        SELECT seq, kind, data FROM user_events
         WHERE user_id = w.user_id AND seq > w.after
         ORDER BY seq LIMIT $3) e
      ORDER BY w.user_id, e.seq`,
    [[...positions.keys()], [...positions.values()], limit],
  );
  return rows.map((row) => ({ userId: Number(row.user_id), seq: Number(row.seq), kind: row.kind, data: row.data }));
}

/** Of these sessions, those still live (not signed out, revoked or expired). */
export async function liveSessions(db: Queryable, sessionIds: readonly number[]): Promise<Set<number>> {
  if (sessionIds.length === 0) return new Set();
  const { rows } = await db.query<{ id: number }>('SELECT id FROM sessions WHERE id = ANY ($1::bigint[]) AND expires_at > now()', [sessionIds]);
  return new Set(rows.map((row) => Number(row.id)));
}
