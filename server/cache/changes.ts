/**
 * Changes to shared data that per-process caches must hear about, on every replica.
 *
 * A write (a specialist saves their profile) publishes a change; every process — this one at
 * once, the others through Redis pub/sub when REDIS_URL is set — hands it to the listeners its
 * caches registered (server/loaders/catalogue/reads.ts), which drop what the change names. One
 * process without Redis needs nothing more than the local hand-over.
 *
 * The same feed rings the live stream's doorbell (ADR 020, "The live stream"): a write that recorded
 * events for some people publishes `{kind: 'user-events', userIds}` after its commit, and every
 * replica's stream hub (server/events/hub.ts) reads what is new for those of them it serves. The
 * doorbell carries no data (the events are read from the database) and is not a cache change:
 * it goes to onUserEvents' listeners only, so the caches never drop anything for a message.
 */
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import type { Logger } from '../ops/logger.js';

/**
 * What changed. `reviews`: a review was written, edited, answered or hidden, so the reviews of these
 * specialists, firms and services and their ratings read otherwise. `everything`: a replica may
 * have missed changes (Redis was away): drop it all.
 */
export type DataChange =
  | { kind: 'specialist'; nicknames: string[] }
  | { kind: 'reviews'; nicknames: string[]; lawFirmIds: number[]; serviceIds: number[] }
  | { kind: 'everything' };

/**
 * The live stream's doorbell: these people have new events (user_events) since their last ring.
 * A ring names at most USER_EVENTS_RING_MAX people (server/events/ring.ts splits longer lists).
 */
export type UserEventsChange = { kind: 'user-events'; userIds: number[] };
export const USER_EVENTS_RING_MAX = 1000;

/** What the feed carries: a change to cached data, or the doorbell. */
export type Change = DataChange | UserEventsChange;

const changeSchema = z.union([
  z.object({ kind: z.literal('specialist'), nicknames: z.array(z.string().max(64)).max(8) }),
  z.object({
    kind: z.literal('reviews'),
    nicknames: z.array(z.string().max(64)).max(8),
    lawFirmIds: z.array(z.number().int().positive()).max(8),
    serviceIds: z.array(z.number().int().positive()).max(8),
  }),
  z.object({ kind: z.literal('everything') }),
  z.object({ kind: z.literal('user-events'), userIds: z.array(z.number().int().positive()).min(1).max(USER_EVENTS_RING_MAX) }),
]);

type Listener = (change: DataChange) => void;
const listeners = new Set<Listener>();

/** A cache of this process registers here; returns the unsubscribe. */
export function onDataChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The doorbell's listener: a ring, or `everything` (a replica may have missed rings: check everyone). */
type UserEventsListener = (change: UserEventsChange | { kind: 'everything' }) => void;
const userEventsListeners = new Set<UserEventsListener>();

/** The live stream's hub of this process registers here; returns the unsubscribe. */
export function onUserEvents(listener: UserEventsListener): () => void {
  userEventsListeners.add(listener);
  return () => userEventsListeners.delete(listener);
}

function announceLocally(change: Change, logger?: Logger): void {
  const tell = (listener: () => void) => {
    try {
      listener();
    } catch (error) {
      logger?.error({ err: error, change }, 'cache: a change listener failed');
    }
  };
  if (change.kind === 'user-events' || change.kind === 'everything') {
    const ring = change;
    for (const listener of userEventsListeners) tell(() => listener(ring));
  }
  if (change.kind !== 'user-events') {
    const data = change;
    for (const listener of listeners) tell(() => listener(data));
  }
}

/** Where writes publish their changes. */
export interface ChangeFeed {
  /**
   * Resolves once every replica can know (Redis has handed the message to the subscribers), so a
   * write that awaits it before answering makes its change visible to the writer's next request,
   * wherever it lands. Never rejects: a change that cannot be sent expires with the cache entry.
   */
  publish(change: Change): Promise<void>;
  /**
   * True while a change published on another replica reaches this one (Redis subscribed). Absent
   * or false: only this process's own changes arrive, and whoever depends on others' must poll.
   */
  reachesReplicas?(): boolean;
  close(): Promise<void>;
}

/** One process: the change reaches this process's caches, nothing else. */
export const localChangeFeed: ChangeFeed = {
  publish: async (change) => announceLocally(change),
  reachesReplicas: () => false,
  close: async () => {},
};

export const CHANGES_CHANNEL = 'huquq:data-changes';

/**
 * Every replica: this process hears the change at once; the others through the channel (their
 * own messages are recognised by the sender id and skipped). A subscriber connection that comes
 * back after an outage may have missed messages, so it drops everything once.
 */
export function redisChangeFeed(redis: Redis, logger: Logger): ChangeFeed {
  const sender = randomUUID();
  // Its own connection (a subscribed one runs no other command), which waits for Redis rather than
  // failing fast: the subscription is queued until a connection exists, and renewed after one.
  const subscriber = redis.duplicate({ lazyConnect: false, enableOfflineQueue: true, maxRetriesPerRequest: null });
  let lostConnection = false;
  subscriber.on('error', () => {}); // the main connection already reports outages (server/security/redis.ts)
  subscriber.on('close', () => {
    lostConnection = true;
  });
  subscriber.on('ready', () => {
    // ioredis resubscribes on its own after a reconnection; what was published meanwhile is lost.
    if (lostConnection) announceLocally({ kind: 'everything' }, logger);
    lostConnection = false;
  });
  subscriber.on('message', (_channel: string, message: string) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(message);
    } catch {
      return;
    }
    const envelope = z.object({ from: z.string(), change: changeSchema }).safeParse(parsed);
    if (!envelope.success) {
      logger.warn({ component: 'cache' }, 'cache: ignored a malformed change message');
      return;
    }
    if (envelope.data.from === sender) return;
    logger.debug({ component: 'cache', change: envelope.data.change }, 'cache: change heard from another replica');
    announceLocally(envelope.data.change, logger);
  });
  subscriber
    .subscribe(CHANGES_CHANNEL)
    .catch((error: unknown) => logger.warn({ err: error, component: 'cache' }, 'cache: subscribing to changes failed; retrying on reconnection'));

  return {
    async publish(change) {
      announceLocally(change, logger);
      await redis.publish(CHANGES_CHANNEL, JSON.stringify({ from: sender, change })).catch((error: unknown) => {
        // Redis is away: the other replicas drop this entry when their cache time runs out, or
        // everything when their subscriber reconnects.
        logger.debug({ err: error, component: 'cache' }, 'cache: change not published');
      });
    },
    reachesReplicas: () => subscriber.status === 'ready',
    async close() {
      subscriber.disconnect();
    },
  };
}
