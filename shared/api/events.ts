/**
 * The live stream of a signed-in visitor (ADR 020, "The live stream"): `GET /api/v1/me/events`,
 * Server-Sent Events of what happened to them (a message, a read receipt, a conversation, a quote,
 * a notification), each with its per-person `seq` as the SSE `id`, so a reconnection resumes after
 * the last one seen (`Last-Event-ID`, or `?lastEventId=` on a new connection).
 *
 * Shared by the server (server/events/) and the browser (client/platform/live-events.ts): the
 * path, the event's shape and its reading. No zod here: the browser's side stays a few hundred
 * bytes, loaded only by the components that listen.
 */

/** What an event is about; user_events.kind (migration 0031) allows exactly these. */
export const LIVE_EVENT_KINDS = ['message', 'read', 'conversation', 'quote', 'notification'] as const;
export type LiveEventKind = (typeof LIVE_EVENT_KINDS)[number];

/**
 * One event: `seq` counts per person (the stream's `id:`), `data` the ids it names
 * (message: {conversationId, messageId}; read: {conversationId, upTo, side}; conversation:
 * {conversationId}; quote: {conversationId, quoteId}; notification: {id, kind}).
 */
export type LiveEvent = { seq: number; kind: LiveEventKind; data: Record<string, unknown> };

/** The stream's path under /api/v1 (the server mounts it there; the browser prefixes /api/v1). */
export const LIVE_EVENTS_PATH = '/me/events';

/** The query parameter that resumes a new connection (EventSource sends Last-Event-ID only when it reconnects itself). */
export const LAST_EVENT_ID_PARAM = 'lastEventId';

/**
 * The SSE event name of the position a connection starts after (`id:` and `data: {"seq":N}`), sent
 * first on every connection: a page that has seen no event yet still knows where to resume.
 * Events themselves carry no event name (the default `message`).
 */
export const LIVE_EVENTS_READY = 'ready';

/** A seq as the stream writes it: a non-negative integer, at most 2^53 − 1. */
export function parseSeq(value: unknown): number | null {
  if (typeof value !== 'string' || !/^\d{1,16}$/.test(value)) return null;
  const seq = Number(value);
  return Number.isSafeInteger(seq) ? seq : null;
}

const KINDS: ReadonlySet<string> = new Set(LIVE_EVENT_KINDS);

/** An event's `data:` line as the browser receives it, or null when it is not one. */
export function parseLiveEvent(text: string): LiveEvent | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { seq, kind, data } = value as Record<string, unknown>;
  if (typeof seq !== 'number' || !Number.isSafeInteger(seq) || seq < 1) return null;
  if (typeof kind !== 'string' || !KINDS.has(kind)) return null;
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  return { seq, kind: kind as LiveEventKind, data: data as Record<string, unknown> };
}
