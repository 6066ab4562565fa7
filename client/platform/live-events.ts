/**
 * The signed-in visitor's live events in this tab (ADR 020, "The live stream"): one EventSource on
 * GET /api/v1/me/events, opened by the first subscriber and closed when the last one leaves, shared
 * by everything on the page that listens (the bell's counts, a conversation's thread).
 *
 *   const unsubscribe = subscribeLiveEvents((event) => { if (event.kind === 'message') … });
 *
 * Nothing is missed, nothing comes twice: the tab remembers the last event's seq, EventSource
 * sends it back when it reconnects by itself (Last-Event-ID), and when the browser gave up (an
 * answer that was not the stream: a replica shutting down, a limit) or the stream was paused, a
 * new connection resumes with `?lastEventId=`; an event at or before the last one is dropped.
 * A tab hidden for five minutes lets its connection go and catches up when it is shown again.
 * The server ending the stream for a session that is over is the API's 401: the tab is signed out
 * (client/platform/viewer.tsx) and the stream stays closed.
 *
 * Imported only where it is needed (import() after hydration), never with a page's first load.
 */
import { LAST_EVENT_ID_PARAM, LIVE_EVENTS_PATH, LIVE_EVENTS_READY, parseLiveEvent, parseSeq, type LiveEvent } from '../../shared/api/events.js';
import { UNAUTHORIZED_EVENT } from './unauthorized.js';

export type { LiveEvent };

const STREAM_URL = `/api/v1${LIVE_EVENTS_PATH}`;
/** server/auth/cookies.ts SIGNED_IN_COOKIE: changes with every sign-in and sign-out. */
const SIGNED_IN_COOKIE = 'act_seen';
/** A tab hidden this long closes its stream (a server keeps fewer idle connections); shown again, it resumes. */
export const HIDDEN_PAUSE_MS = 5 * 60_000;
/** After the browser gave up on a connection: the first wait, doubled on each failure up to the last. */
const RETRY_FIRST_MS = 1_000;
const RETRY_MOST_MS = 60_000;

type Listener = (event: LiveEvent) => void;

const listeners = new Set<Listener>();
let source: EventSource | null = null;
/** The last event's seq (or the position the server said the stream starts after), and whose it is. */
let lastSeq: number | null = null;
let lastSeqOf = '';
let retryMs = RETRY_FIRST_MS;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let hiddenTimer: ReturnType<typeof setTimeout> | undefined;
let paused = false;
/** The session is over: no connection until a subscriber comes again (after signing in). */
let sessionEnded = false;

function signedInMarker(): string {
  const match = new RegExp(`(?:^|;\\s*)${SIGNED_IN_COOKIE}=([^;]*)`).exec(document.cookie);
  return match?.[1] ?? '';
}

function dispatch(event: LiveEvent): void {
  for (const listener of [...listeners]) {
    try {
      listener(event);
    } catch (error) {
      // One listener's failure is its own: the others still hear the event, and the console the error.
      setTimeout(() => {
        throw error;
      });
    }
  }
}

function closeSource(): void {
  source?.close();
  source = null;
}

function open(): void {
  clearTimeout(retryTimer);
  if (source || paused || sessionEnded || listeners.size === 0) return;
  const marker = signedInMarker();
  if (!marker) {
    // Signed out (in this tab or another): nothing to stream until someone signs in.
    retry();
    return;
  }
  // Another person signed in since: their events have seqs of their own.
  if (marker !== lastSeqOf) lastSeq = null;
  lastSeqOf = marker;
  const es = new EventSource(lastSeq === null ? STREAM_URL : `${STREAM_URL}?${LAST_EVENT_ID_PARAM}=${lastSeq}`);
  source = es;
  es.addEventListener(LIVE_EVENTS_READY, (message) => {
    // The server is the authority on where the stream starts (an id it does not know starts now).
    const seq = parseSeq((message as MessageEvent).lastEventId);
    if (seq !== null) lastSeq = seq;
    retryMs = RETRY_FIRST_MS;
  });
  es.onmessage = (message) => {
    const event = parseLiveEvent(String(message.data));
    if (!event || (lastSeq !== null && event.seq <= lastSeq)) return;
    lastSeq = event.seq;
    dispatch(event);
  };
  es.addEventListener('end', () => {
    closeSource();
    sessionEnded = true;
    window.dispatchEvent(new Event(UNAUTHORIZED_EVENT));
  });
  es.onerror = () => {
    // CONNECTING: the browser reconnects by itself, with Last-Event-ID. CLOSED: it gave up; we try again later.
    if (es.readyState !== EventSource.CLOSED || source !== es) return;
    source = null;
    retry();
  };
}

function retry(): void {
  clearTimeout(retryTimer);
  const wait = retryMs * (0.5 + Math.random());
  retryMs = Math.min(retryMs * 2, RETRY_MOST_MS);
  retryTimer = setTimeout(open, wait);
}

function onVisibilityChange(): void {
  clearTimeout(hiddenTimer);
  if (document.visibilityState === 'hidden') {
    hiddenTimer = setTimeout(() => {
      paused = true;
      clearTimeout(retryTimer);
      closeSource();
    }, HIDDEN_PAUSE_MS);
  } else if (paused) {
    paused = false;
    retryMs = RETRY_FIRST_MS;
    open();
  }
}

function start(): void {
  sessionEnded = false;
  paused = false;
  retryMs = RETRY_FIRST_MS;
  document.addEventListener('visibilitychange', onVisibilityChange);
  if (document.visibilityState === 'hidden') onVisibilityChange();
  open();
}

function stop(): void {
  document.removeEventListener('visibilitychange', onVisibilityChange);
  clearTimeout(retryTimer);
  clearTimeout(hiddenTimer);
  closeSource();
}

/**
 * Calls `listener` with every live event of the signed-in visitor from now on, in order, once each;
 * returns the unsubscribe. The first subscriber opens the tab's stream, the last one to leave closes it.
 */
export function subscribeLiveEvents(listener: (event: LiveEvent) => void): () => void {
  if (typeof EventSource === 'undefined' || typeof document === 'undefined') return () => {};
  const wrapped: Listener = (event) => listener(event);
  listeners.add(wrapped);
  if (listeners.size === 1) start();
  return () => {
    if (listeners.delete(wrapped) && listeners.size === 0) stop();
  };
}
