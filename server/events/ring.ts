/**
 * The doorbell of the live stream (ADR 020, "The live stream"): after a write that recorded events
 * (record_user_event, notify_user) has committed, it names the people they are for, and every
 * replica's hub reads their new events from the database. Ringing before the commit would read
 * nothing new; not ringing at all only delays the events until the hubs' next poll (at most a
 * second without Redis, five seconds with it).
 *
 *   await ringUsers(ctx.changes, [clientUserId, specialistUserId]);
 */
import { USER_EVENTS_RING_MAX, type ChangeFeed } from '../cache/changes.js';

/** Rings for these people (nulls, repeats and non-ids dropped); resolves once every replica can hear it, never rejects. */
export async function ringUsers(changes: ChangeFeed, userIds: ReadonlyArray<number | null | undefined>): Promise<void> {
  const named = [...new Set(userIds)].filter((id): id is number => typeof id === 'number' && Number.isSafeInteger(id) && id > 0);
  for (let start = 0; start < named.length; start += USER_EVENTS_RING_MAX) {
    await changes.publish({ kind: 'user-events', userIds: named.slice(start, start + USER_EVENTS_RING_MAX) });
  }
}
