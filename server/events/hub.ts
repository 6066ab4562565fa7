/**
 * The live stream's hub of one process (ADR 020, "The live stream"): the open streams of
 * `GET /api/v1/me/events` by person, and what feeds them.
 *
 * Every stream remembers the last seq it sent, and everything it sends is read from the database
 * as `seq > last` (./reads.ts): nothing is missed, nothing sent twice, whatever rang or polled, on
 * whichever replica the event was written. The reads take turns (one at a time per process), each
 * for every person with something new at once, so rings that arrive together cost one query.
 * What says "something new":
 * - the doorbell (server/events/ring.ts through the change feed, onUserEvents): a write names the
 *   people it recorded events for, on this process at once, on the others through Redis;
 *   `everything` (Redis came back after an outage) re-reads every person served here;
 * - a poll of every served person's counter in one query: each second while changes do not reach
 *   this process from the others (no Redis, or Redis away), every five seconds otherwise, for
 *   events written by SQL alone (an order paid through Payme's transaction rings nothing).
 * Besides: a comment every 25 s keeps proxies from closing a quiet stream; every 30 s one query
 * ends the streams whose session has gone (signed out, revoked, expired); close() (SIGTERM) ends
 * them all, with a short retry hint so the browsers reconnect, spread over a few seconds, to
 * another replica. Streams are limited per person and per process.
 *
 * Timers and the doorbell's listener exist only while a stream is open: an idle hub costs nothing
 * and needs no closing (tests build many).
 */
import type { Request, Response } from 'express';
import { LIVE_EVENTS_READY, type LiveEvent } from '../../shared/api/events.js';
import { onUserEvents, type ChangeFeed } from '../cache/changes.js';
import type { Queryable } from '../db/adapter.js';
import type { Logger } from '../ops/logger.js';
import { currentSeqs, eventsAfter, liveSessions, type UserEvent } from './reads.js';

export interface EventHubOptions {
  db: Queryable;
  logger: Logger;
  /** The change feed, asked whether other replicas' rings reach this process (then the poll is slow). */
  changes?: ChangeFeed;
  /** Open streams this process holds at most (config EVENTS_MAX_STREAMS). */
  maxStreams?: number;
  /** Open streams of one person at most (tabs and devices together, on this process). */
  maxStreamsPerUser?: number;
  /** The poll while other replicas' rings do not reach this process. */
  pollMs?: number;
  /** The poll while they do: a safety net for events written by SQL alone. */
  safetyPollMs?: number;
  heartbeatMs?: number;
  sessionCheckMs?: number;
  /** The SSE `retry:` hint: how long a browser waits before reconnecting. */
  retryMs?: number;
}

export const EVENT_HUB_DEFAULTS = {
  maxStreams: 5000,
  maxStreamsPerUser: 10,
  pollMs: 1_000,
  safetyPollMs: 5_000,
  heartbeatMs: 25_000,
  sessionCheckMs: 30_000,
  retryMs: 3_000,
} as const;

/** Events read per person and query; a person with more gets the rest on the next turn. */
const READ_BATCH = 200;
/** A stream whose reader is this far behind (bytes queued in the process) is cut: it resumes on reconnection. */
const MAX_BUFFERED_BYTES = 1024 * 1024;
/** The timers' tick; the poll, heartbeat and session check run when their time has come. */
const TICK_MS = 250;
/** On shutdown the browsers are told to come back after 0.5–3 s, not all at once. */
const SHUTDOWN_RETRY_MS = [500, 3_000] as const;

export interface OpenStream {
  req: Request;
  res: Response;
  userId: number;
  sessionId: number;
  /** Last-Event-ID: resume after this seq; null: start after the person's newest event. */
  lastEventId: number | null;
}

/** Why a stream was not opened: the person's or the process's limit, or the process is shutting down. */
export type StreamRefusal = 'user-limit' | 'process-limit' | 'closing';

export interface EventHub {
  /**
   * Opens the stream (headers, the retry hint, the `ready` position, then events), or answers why
   * not, before anything is written. Rejects only when the database fails before the headers.
   */
  open(stream: OpenStream): Promise<StreamRefusal | null>;
  /** Streams open now (those still starting included). */
  readonly size: number;
  /** Ends every stream and refuses new ones (shutdown). */
  close(): void;
}

interface Stream {
  userId: number;
  sessionId: number;
  res: Response;
  /** The last seq sent (or the position the stream started after). */
  last: number;
}

interface Person {
  streams: Set<Stream>;
  /** Streams admitted whose position is still being read. */
  starting: number;
}

const frame = (event: LiveEvent) => `id: ${event.seq}\ndata: ${JSON.stringify({ seq: event.seq, kind: event.kind, data: event.data })}\n\n`;

export function createEventHub(options: EventHubOptions): EventHub {
  const settings = { ...EVENT_HUB_DEFAULTS, ...definedOnly(options) };
  const { db, logger, changes } = options;
  const log = logger.child({ component: 'events' });
  const people = new Map<number, Person>();
  const dirty = new Set<number>();
  let total = 0;
  let closed = false;
  let reading = false;
  let readScheduled = false;
  let polling = false;
  let checkingSessions = false;
  let failing = false;
  let timer: NodeJS.Timeout | null = null;
  let stopListening: (() => void) | null = null;
  let lastPoll = 0;
  let lastHeartbeat = 0;
  let lastSessionCheck = 0;

  const lowest = (person: Person) => {
    let low = Number.POSITIVE_INFINITY;
    for (const stream of person.streams) low = Math.min(low, stream.last);
    return low;
  };

  /** A read failed or came back: said once each way, not once a second. */
  const databaseFailed = (error: unknown, what: string) => {
    if (!failing) log.warn({ err: error }, `events: ${what} failed; retrying every second`);
    failing = true;
  };
  const databaseAnswered = () => {
    if (failing) log.info('events: the database answers again');
    failing = false;
  };

  const write = (stream: Stream, chunk: string) => {
    const { res } = stream;
    if (res.writableEnded || res.destroyed) return;
    res.write(chunk);
    // A reader that stopped reading: cut it rather than queue without end; it resumes after its last event.
    if (res.writableLength > MAX_BUFFERED_BYTES) res.destroy();
  };

  const ring = (userIds: Iterable<number>) => {
    for (const userId of userIds) if (people.get(userId)?.streams.size) dirty.add(userId);
    if (dirty.size > 0) scheduleRead();
  };

  const scheduleRead = () => {
    if (reading || readScheduled) return;
    readScheduled = true;
    setImmediate(() => {
      readScheduled = false;
      void read();
    });
  };

  /** Reads what is new for every dirty person in one query and sends it, until nobody is dirty. */
  const read = async () => {
    if (reading) return;
    reading = true;
    let failed = false;
    try {
      while (dirty.size > 0) {
        const positions = new Map<number, number>();
        for (const userId of dirty) {
          const person = people.get(userId);
          if (person && person.streams.size > 0) positions.set(userId, lowest(person));
        }
        dirty.clear();
        if (positions.size === 0) break;
        let events: UserEvent[];
        try {
          events = await eventsAfter(db, positions, READ_BATCH);
          databaseAnswered();
        } catch (error) {
          databaseFailed(error, 'reading new events');
          for (const userId of positions.keys()) dirty.add(userId);
          failed = true;
          break;
        }
        deliver(events);
      }
    } finally {
      reading = false;
    }
    // Rings that came during a failed read wait for the next tick; others are read at once.
    if (!failed && dirty.size > 0) scheduleRead();
  };

  const deliver = (events: UserEvent[]) => {
    const counts = new Map<number, number>();
    let start = 0;
    while (start < events.length) {
      const userId = events[start]!.userId;
      let end = start;
      while (end < events.length && events[end]!.userId === userId) end += 1;
      counts.set(userId, end - start);
      const person = people.get(userId);
      for (const stream of person?.streams ?? []) {
        let chunk = '';
        for (let i = start; i < end; i += 1) {
          const event = events[i]!;
          if (event.seq > stream.last) {
            chunk += frame(event);
            stream.last = event.seq;
          }
        }
        if (chunk) write(stream, chunk);
      }
      start = end;
    }
    // A full batch: there is more after it.
    for (const [userId, count] of counts) if (count >= READ_BATCH) dirty.add(userId);
  };

  /** One query for every served person's newest seq; whoever is behind is read. */
  const poll = async () => {
    if (polling) return;
    polling = true;
    try {
      const served = [...people].filter(([, person]) => person.streams.size > 0);
      const seqs = await currentSeqs(
        db,
        served.map(([userId]) => userId),
      );
      databaseAnswered();
      for (const [userId, person] of served) if ((seqs.get(userId) ?? 0) > lowest(person)) dirty.add(userId);
      if (dirty.size > 0) scheduleRead();
    } catch (error) {
      databaseFailed(error, 'polling for events');
    } finally {
      polling = false;
    }
  };

  const checkSessions = async () => {
    if (checkingSessions) return;
    checkingSessions = true;
    try {
      const streams = [...people.values()].flatMap((person) => [...person.streams]);
      const live = await liveSessions(db, [...new Set(streams.map((stream) => stream.sessionId))]);
      for (const stream of streams) {
        if (live.has(stream.sessionId)) continue;
        // The session is over: the page is told (it signs the tab out, as after a 401) and not to come back.
        write(stream, `event: end\ndata: {"reason":"session"}\n\n`);
        stream.res.end();
      }
    } catch (error) {
      databaseFailed(error, 'checking sessions');
    } finally {
      checkingSessions = false;
    }
  };

  const tick = () => {
    const now = Date.now();
    const pollEvery = changes?.reachesReplicas?.() ? settings.safetyPollMs : settings.pollMs;
    if (now - lastPoll >= pollEvery - TICK_MS / 2) {
      lastPoll = now;
      void poll();
    }
    if (now - lastHeartbeat >= settings.heartbeatMs) {
      lastHeartbeat = now;
      for (const person of people.values()) for (const stream of person.streams) write(stream, ':\n\n');
    }
    if (now - lastSessionCheck >= settings.sessionCheckMs) {
      lastSessionCheck = now;
      void checkSessions();
    }
    if (dirty.size > 0) scheduleRead();
  };

  /** The first stream starts the timers and the doorbell's listener; the last one stops them. */
  const activate = () => {
    if (timer) return;
    const now = Date.now();
    lastPoll = now;
    lastHeartbeat = now;
    lastSessionCheck = now;
    timer = setInterval(tick, TICK_MS);
    timer.unref();
    stopListening = onUserEvents((change) => ring(change.kind === 'everything' ? people.keys() : change.userIds));
  };
  const deactivate = () => {
    if (total > 0 || !timer) return;
    clearInterval(timer);
    timer = null;
    stopListening?.();
    stopListening = null;
  };

  const personOf = (userId: number) => {
    let person = people.get(userId);
    if (!person) {
      person = { streams: new Set(), starting: 0 };
      people.set(userId, person);
    }
    return person;
  };
  const forget = (userId: number, person: Person) => {
    if (person.streams.size === 0 && person.starting === 0) people.delete(userId);
    deactivate();
  };

  return {
    get size() {
      return total;
    },

    async open({ req, res, userId, sessionId, lastEventId }) {
      if (closed) return 'closing';
      if (total >= settings.maxStreams) return 'process-limit';
      const person = personOf(userId);
      if (person.streams.size + person.starting >= settings.maxStreamsPerUser) {
        forget(userId, person);
        return 'user-limit';
      }
      // Counted from here, so that requests arriving together cannot pass the limits.
      total += 1;
      person.starting += 1;
      activate();
      let current: number;
      try {
        current = (await currentSeqs(db, [userId])).get(userId) ?? 0;
      } catch (error) {
        total -= 1;
        person.starting -= 1;
        forget(userId, person);
        throw error;
      }
      person.starting -= 1;
      const gone = req.destroyed || res.destroyed || res.writableEnded;
      if (closed || gone) {
        total -= 1;
        forget(userId, person);
        return closed && !gone ? 'closing' : null;
      }
      // An id from the future (a database restored from a backup) would wait for ever: start from now.
      const after = lastEventId === null || lastEventId > current ? current : lastEventId;
      const stream: Stream = { userId, sessionId, res, last: after };
      person.streams.add(stream);
      res.on('close', () => {
        if (!person.streams.delete(stream)) return;
        total -= 1;
        forget(userId, person);
      });
      req.socket.setNoDelay(true);
      req.socket.setTimeout(0);
      res.status(200);
      res.setHeader('Content-Type', 'text/event-stream');
      // no-transform: the compression middleware (and any proxy) passes the stream through unbuffered.
      res.setHeader('Cache-Control', 'no-store, no-transform');
      res.setHeader('X-Accel-Buffering', 'no');
      res.flushHeaders();
      write(stream, `retry: ${settings.retryMs}\nevent: ${LIVE_EVENTS_READY}\nid: ${after}\ndata: {"seq":${after}}\n\n`);
      // Whatever was committed before it was registered (and after Last-Event-ID) is read now.
      dirty.add(userId);
      scheduleRead();
      return null;
    },

    close() {
      closed = true;
      const [least, most] = SHUTDOWN_RETRY_MS;
      for (const person of people.values()) {
        for (const stream of person.streams) {
          write(stream, `retry: ${Math.round(least + Math.random() * (most - least))}\n\n`);
          stream.res.end();
        }
      }
    },
  };
}

/** The options that were given (an explicit undefined keeps the default). */
function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
