/**
 * client/platform/live-events.ts against a stand-in EventSource and document: one connection per
 * tab whoever listens, events in order once each, resumption after the browser gave up or a long
 * hidden spell, and the end of a session.
 */
import type { LiveEvent } from '../../../shared/api/events';
import { UNAUTHORIZED_EVENT } from '../../../client/platform/unauthorized';

type Handler = (event: { type: string; data?: string; lastEventId?: string }) => void;

class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static made: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  onmessage: Handler | null = null;
  onerror: Handler | null = null;
  private readonly handlers = new Map<string, Set<Handler>>();
  constructor(readonly url: string) {
    FakeEventSource.made.push(this);
  }
  addEventListener(type: string, handler: Handler) {
    this.handlers.set(type, (this.handlers.get(type) ?? new Set()).add(handler));
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  /** What the server sends. */
  emit(type: string, data: string, lastEventId = '') {
    this.readyState = FakeEventSource.OPEN;
    const event = { type, data, lastEventId };
    if (type === 'message') this.onmessage?.(event);
    for (const handler of this.handlers.get(type) ?? []) handler(event);
  }
  ready(seq: number) {
    this.emit('ready', JSON.stringify({ seq }), String(seq));
  }
  event(seq: number, kind = 'message', data: Record<string, unknown> = { conversationId: 1, messageId: seq }) {
    this.emit('message', JSON.stringify({ seq, kind, data }), String(seq));
  }
  /** The connection failed: the browser retries by itself (CONNECTING) or gave up (CLOSED). */
  fail(gaveUp: boolean) {
    this.readyState = gaveUp ? FakeEventSource.CLOSED : FakeEventSource.CONNECTING;
    this.onerror?.({ type: 'error' });
  }
}

const fakeDocument = {
  cookie: 'lang=ru; act_seen=first-person',
  visibilityState: 'visible' as 'visible' | 'hidden',
  handlers: new Set<() => void>(),
  addEventListener(_type: string, handler: () => void) {
    this.handlers.add(handler);
  },
  removeEventListener(_type: string, handler: () => void) {
    this.handlers.delete(handler);
  },
  show(state: 'visible' | 'hidden') {
    this.visibilityState = state;
    for (const handler of this.handlers) handler();
  },
};
const windowEvents: string[] = [];

type Module = typeof import('../../../client/platform/live-events');
let live: Module;
const latest = () => FakeEventSource.made.at(-1)!;
const open = () => FakeEventSource.made.filter((source) => source.readyState !== FakeEventSource.CLOSED);

beforeEach(() => {
  jest.useFakeTimers();
  FakeEventSource.made = [];
  fakeDocument.cookie = 'lang=ru; act_seen=first-person';
  fakeDocument.visibilityState = 'visible';
  fakeDocument.handlers.clear();
  windowEvents.length = 0;
  Object.assign(globalThis, {
    EventSource: FakeEventSource,
    document: fakeDocument,
    window: { dispatchEvent: (event: Event) => windowEvents.push(event.type) },
  });
  jest.isolateModules(() => {
    live = require('../../../client/platform/live-events') as Module;
  });
});

afterEach(() => {
  jest.useRealTimers();
  for (const name of ['EventSource', 'document', 'window']) delete (globalThis as Record<string, unknown>)[name];
});

describe('subscribeLiveEvents', () => {
  test('one EventSource per tab, opened by the first subscriber and closed when the last leaves', () => {
    expect(FakeEventSource.made).toHaveLength(0);
    const first = live.subscribeLiveEvents(() => {});
    const second = live.subscribeLiveEvents(() => {});
    expect(FakeEventSource.made).toHaveLength(1);
    expect(latest().url).toBe('/api/v1/me/events');
    first();
    first(); // twice is harmless
    expect(open()).toHaveLength(1);
    second();
    expect(open()).toHaveLength(0);
    expect(fakeDocument.handlers.size).toBe(0);
  });

  test('every listener hears every event in order, once, even when another listener throws', () => {
    const heard: LiveEvent[] = [];
    const alsoHeard: number[] = [];
    live.subscribeLiveEvents((event) => heard.push(event));
    live.subscribeLiveEvents(() => {
      throw new Error('a broken listener');
    });
    live.subscribeLiveEvents((event) => alsoHeard.push(event.seq));
    const source = latest();
    source.ready(4);
    source.event(5);
    source.event(5); // never twice
    source.event(4); // nor an old one
    source.event(6, 'read', { conversationId: 1, upTo: 6, side: 'client' });
    source.emit('message', 'not json', '7');
    source.emit('message', JSON.stringify({ seq: 8, kind: 'unknown', data: {} }), '8');
    expect(heard).toEqual([
      { seq: 5, kind: 'message', data: { conversationId: 1, messageId: 5 } },
      { seq: 6, kind: 'read', data: { conversationId: 1, upTo: 6, side: 'client' } },
    ]);
    expect(alsoHeard).toEqual([5, 6]);
    expect(() => jest.runOnlyPendingTimers()).toThrow('a broken listener'); // reported, not swallowed
  });

  test('when the browser reconnects by itself nothing is opened; when it gives up, a new connection resumes after the last event', () => {
    live.subscribeLiveEvents(() => {});
    const first = latest();
    first.ready(10);
    first.event(11);
    first.fail(false);
    jest.advanceTimersByTime(120_000);
    expect(FakeEventSource.made).toHaveLength(1);
    first.fail(true); // a 503 from a replica shutting down
    jest.advanceTimersByTime(1_500);
    expect(FakeEventSource.made).toHaveLength(2);
    expect(latest().url).toBe('/api/v1/me/events?lastEventId=11');
    // Failing again waits longer each time (up to a minute).
    latest().fail(true);
    jest.advanceTimersByTime(900);
    expect(FakeEventSource.made).toHaveLength(2);
    jest.advanceTimersByTime(2_200);
    expect(FakeEventSource.made).toHaveLength(3);
  });

  test('a page that saw no event resumes from the position the stream started at', () => {
    live.subscribeLiveEvents(() => {});
    latest().ready(42);
    latest().fail(true);
    jest.advanceTimersByTime(1_500);
    expect(latest().url).toBe('/api/v1/me/events?lastEventId=42');
  });

  test('a tab hidden five minutes lets its stream go, and catches up when shown', () => {
    live.subscribeLiveEvents(() => {});
    latest().ready(3);
    fakeDocument.show('hidden');
    jest.advanceTimersByTime(live.HIDDEN_PAUSE_MS - 1);
    expect(open()).toHaveLength(1);
    fakeDocument.show('visible'); // back in time: nothing changes
    fakeDocument.show('hidden');
    jest.advanceTimersByTime(live.HIDDEN_PAUSE_MS);
    expect(open()).toHaveLength(0);
    fakeDocument.show('visible');
    expect(open()).toHaveLength(1);
    expect(latest().url).toBe('/api/v1/me/events?lastEventId=3');
  });

  test('the end of the session signs the tab out and the stream stays closed', () => {
    live.subscribeLiveEvents(() => {});
    latest().emit('end', '{"reason":"session"}');
    expect(windowEvents).toEqual([UNAUTHORIZED_EVENT]);
    jest.advanceTimersByTime(600_000);
    expect(FakeEventSource.made).toHaveLength(1);
  });

  test('signed out, nothing is opened; another person signed in starts without the previous position', () => {
    fakeDocument.cookie = 'lang=ru';
    const leave = live.subscribeLiveEvents(() => {});
    jest.advanceTimersByTime(10_000);
    expect(FakeEventSource.made).toHaveLength(0);
    leave();
    fakeDocument.cookie = 'act_seen=first-person';
    const again = live.subscribeLiveEvents(() => {});
    latest().ready(7);
    again();
    fakeDocument.cookie = 'act_seen=second-person';
    live.subscribeLiveEvents(() => {});
    expect(latest().url).toBe('/api/v1/me/events');
  });
});
