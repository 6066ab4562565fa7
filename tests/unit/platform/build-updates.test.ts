import { BUILD_POLL_MS, createBuildWatcher } from '../../../client/platform/build-updates';
import { RELOAD_GUARD_MS, reloadOnce, type ReloadDeps } from '../../../client/platform/reload-guard';
import { watchRouter } from '../../../client/platform/router-watch';
import { createLoadingBar } from '../../../client/platform/loading/controller';

function memoryDeps(): ReloadDeps & { assigned: string[] } {
  const items = new Map<string, string>();
  const assigned: string[] = [];
  return {
    storage: { getItem: (k) => items.get(k) ?? null, setItem: (k, v) => void items.set(k, v) },
    now: () => Date.now(),
    assign: (href) => void assigned.push(href),
    assigned,
  };
}

beforeEach(() => jest.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z') }));
afterEach(() => jest.useRealTimers());

describe('reload guard', () => {
  test('reloads a path at most once within 10 seconds', () => {
    const deps = memoryDeps();
    expect(RELOAD_GUARD_MS).toBe(10_000);
    expect(reloadOnce('/en/services', deps)).toBe(true);
    jest.advanceTimersByTime(9_999);
    expect(reloadOnce('/en/services', deps)).toBe(false);
    jest.advanceTimersByTime(1);
    expect(reloadOnce('/en/services', deps)).toBe(true);
    expect(deps.assigned).toEqual(['/en/services', '/en/services']);
  });

  test('another path is not held back by the guard', () => {
    const deps = memoryDeps();
    reloadOnce('/en/services', deps);
    expect(reloadOnce('/en/support', deps)).toBe(true);
  });

  test('without storage there is no guard, so no reload', () => {
    const deps = memoryDeps();
    deps.storage.getItem = () => {
      throw new Error('SecurityError');
    };
    expect(reloadOnce('/', deps)).toBe(false);
    expect(deps.assigned).toEqual([]);
  });
});

describe('build watcher', () => {
  const answers = (latest: unknown, meta: unknown = null) =>
    jest.fn(async (url: string) => (url.startsWith('/builds/latest.json?') ? latest : meta) as { id: string; timestamp: number } | null);

  test('polls builds/latest.json with a timestamp query every 15 minutes', async () => {
    const fetchBuild = answers({ id: 'a', timestamp: 1 });
    const stop = createBuildWatcher('a', fetchBuild).start();
    expect(fetchBuild).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(BUILD_POLL_MS);
    expect(fetchBuild).toHaveBeenCalledWith(`/builds/latest.json?${Date.now()}`);
    await jest.advanceTimersByTimeAsync(BUILD_POLL_MS);
    expect(fetchBuild).toHaveBeenCalledTimes(2);
    stop();
  });

  test('a newer build (later timestamp than this page build meta) makes the page outdated', async () => {
    const watcher = createBuildWatcher('a', answers({ id: 'b', timestamp: 200 }, { id: 'a', timestamp: 100 }));
    expect(await watcher.check()).toBe(true);
    expect(watcher.isOutdated()).toBe(true);
  });

  test('the same build, an older one, or no answer is not an update', async () => {
    expect(await createBuildWatcher('a', answers({ id: 'a', timestamp: 100 })).check()).toBe(false);
    expect(await createBuildWatcher('a', answers({ id: 'b', timestamp: 50 }, { id: 'a', timestamp: 100 })).check()).toBe(false);
    expect(await createBuildWatcher('a', answers(null)).check()).toBe(false);
  });

  test('when this page build meta is gone, another id counts as newer', async () => {
    expect(await createBuildWatcher('a', answers({ id: 'b', timestamp: 1 }, null)).check()).toBe(true);
  });
});

describe('router watch', () => {
  type Listener = (state: never) => void;
  function fakeRouter() {
    let listener: Listener = () => {};
    const router = {
      state: {} as never,
      subscribe: (l: Listener) => {
        listener = l;
        return () => undefined;
      },
    };
    const emit = (state: object) => listener(state as never);
    return { router, emit };
  }
  const loc = (pathname: string) => ({ pathname, search: '', hash: '', state: null, key: pathname });

  test('after a newer build the next navigation is a full load, once per path', () => {
    const deps = memoryDeps();
    const { router, emit } = fakeRouter();
    let outdated = false;
    const bar = createLoadingBar();
    watchRouter(router as never, { bar, builds: { isOutdated: () => outdated }, reload: (href) => reloadOnce(href, deps) });
    emit({ navigation: { state: 'loading', location: loc('/en/support') }, errors: null, location: loc('/en') });
    expect(deps.assigned).toEqual([]); // no newer build: a client navigation
    outdated = true;
    emit({ navigation: { state: 'loading', location: loc('/en/services') }, errors: null, location: loc('/en') });
    emit({ navigation: { state: 'loading', location: loc('/en/services') }, errors: null, location: loc('/en') });
    expect(deps.assigned).toEqual(['/en/services']);
  });

  test('a page chunk that failed to load reloads the page it was for, under the guard', () => {
    const deps = memoryDeps();
    const { router, emit } = fakeRouter();
    watchRouter(router as never, { bar: createLoadingBar(), builds: null, reload: (href) => reloadOnce(href, deps) });
    const failed = {
      navigation: { state: 'idle' },
      errors: { testc: new TypeError('Failed to fetch dynamically imported module: /assets/TestcPage-x.js') },
      location: loc('/en/testc'),
    };
    emit(failed);
    emit(failed);
    emit({ navigation: { state: 'idle' }, errors: { testc: new Error('loader failed') }, location: loc('/en/other') });
    expect(deps.assigned).toEqual(['/en/testc']);
  });

  test('the bar follows navigation; a fast one never shows it', () => {
    const { router, emit } = fakeRouter();
    const bar = createLoadingBar();
    watchRouter(router as never, { bar, builds: null });
    emit({ navigation: { state: 'loading', location: loc('/a') }, errors: null, location: loc('/') });
    jest.advanceTimersByTime(150);
    emit({ navigation: { state: 'idle' }, errors: null, location: loc('/a') });
    jest.advanceTimersByTime(1000);
    expect(bar.state().visible).toBe(false);
    emit({ navigation: { state: 'loading', location: loc('/b') }, errors: null, location: loc('/a') });
    jest.advanceTimersByTime(250);
    expect(bar.state().visible).toBe(true);
    emit({ navigation: { state: 'idle' }, errors: null, location: loc('/b') });
    expect(bar.state().progress).toBe(100);
  });
});
