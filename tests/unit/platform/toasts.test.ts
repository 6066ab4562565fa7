import { TOAST_DEFAULTS, createToastStore, toastLifetime } from '../../../client/platform/toasts/store';

const clock = {
  now: () => Date.now(),
  setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
  clearTimeout: (h: unknown) => clearTimeout(h as ReturnType<typeof setTimeout>),
};

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('notifications', () => {
  test('defaults follow docs/product.md §9: 3000 ms, speed 300 ms, width 300, top-right, no maximum, close on click', () => {
    expect(TOAST_DEFAULTS).toEqual({ duration: 3000, speed: 300, width: 300, position: 'top-right', max: Infinity, closeOnClick: true });
    const store = createToastStore(clock);
    store.add({ type: 'success', text: 'Saved' });
    expect(store.list()[0]).toMatchObject({ type: 'success', title: null, text: 'Saved', duration: 3000, speed: 300, closeOnClick: true });
  });

  test('is destroyed after duration plus twice the speed, not a millisecond before', () => {
    const store = createToastStore(clock);
    store.add({ type: 'warn', text: 'Check' });
    expect(toastLifetime(store.list()[0]!)).toBe(3600);
    jest.advanceTimersByTime(3599);
    expect(store.list()).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(store.list()).toHaveLength(0);
  });

  test('its own duration and speed set its lifetime', () => {
    const store = createToastStore(clock);
    store.add({ type: 'error', text: 'Failed', duration: 1000, speed: 100 });
    jest.advanceTimersByTime(1199);
    expect(store.list()).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(store.list()).toHaveLength(0);
  });

  test('a click destroys it when close-on-click is on, and leaves it otherwise', () => {
    const store = createToastStore(clock);
    const closable = store.add({ type: 'success', text: 'a' });
    const sticky = store.add({ type: 'error', text: 'b', closeOnClick: false });
    store.click(closable);
    store.click(sticky);
    expect(store.list().map((t) => t.id)).toEqual([sticky]);
  });

  test('close removes one, clean removes all, and no timer fires afterwards', () => {
    const store = createToastStore(clock);
    const listener = jest.fn();
    store.subscribe(listener);
    const a = store.add({ type: 'success', text: 'a' });
    store.add({ type: 'warn', text: 'b' });
    store.add({ type: 'error', text: 'c' });
    store.close(a);
    expect(store.list()).toHaveLength(2);
    store.clean();
    expect(store.list()).toHaveLength(0);
    const calls = listener.mock.calls.length;
    jest.advanceTimersByTime(10_000);
    expect(listener.mock.calls.length).toBe(calls);
  });

  test('has no maximum: every notification is kept', () => {
    const store = createToastStore(clock);
    for (let i = 0; i < 50; i += 1) store.add({ type: 'success', text: String(i) });
    expect(store.list()).toHaveLength(50);
  });

  test('an id given again replaces the notification and restarts its lifetime', () => {
    const store = createToastStore(clock);
    store.add({ id: 'flash-0', type: 'success', text: 'first' });
    jest.advanceTimersByTime(3000);
    store.add({ id: 'flash-0', type: 'success', text: 'second' });
    jest.advanceTimersByTime(3000);
    expect(store.list().map((t) => t.text)).toEqual(['second']);
    jest.advanceTimersByTime(600);
    expect(store.list()).toHaveLength(0);
  });
});
