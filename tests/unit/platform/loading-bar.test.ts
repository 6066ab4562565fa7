import { LOADING_DEFAULTS, createLoadingBar, estimatedProgress } from '../../../client/platform/loading/controller';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('loading indicator', () => {
  test('constants of docs/product.md §9', () => {
    expect(LOADING_DEFAULTS).toEqual({ duration: 2000, throttle: 200, height: 3, hideDelay: 500, resetDelay: 400 });
  });

  test('work shorter than the 200 ms throttle shows no bar at all', () => {
    const bar = createLoadingBar();
    const seen: boolean[] = [];
    bar.subscribe(() => seen.push(bar.state().visible));
    const end = bar.begin();
    jest.advanceTimersByTime(199);
    end();
    jest.advanceTimersByTime(5000);
    expect(seen).not.toContain(true);
    expect(bar.state()).toEqual({ visible: false, progress: 0 });
  });

  test('slow work shows the bar at 200 ms, progress grows but stays below 100 until done', () => {
    const bar = createLoadingBar();
    const end = bar.begin();
    jest.advanceTimersByTime(199);
    expect(bar.state().visible).toBe(false);
    jest.advanceTimersByTime(1);
    expect(bar.state()).toEqual({ visible: true, progress: 0 });
    jest.advanceTimersByTime(1000);
    const middle = bar.state().progress;
    expect(middle).toBeCloseTo(50, 0);
    jest.advanceTimersByTime(10_000);
    expect(bar.state().progress).toBeGreaterThan(middle);
    expect(bar.state().progress).toBeLessThan(100);
    end();
    expect(bar.state()).toEqual({ visible: true, progress: 100 });
  });

  test('finished, it stays at 100 for 500 ms, hides, and returns to 0 400 ms later', () => {
    const bar = createLoadingBar();
    const end = bar.begin();
    jest.advanceTimersByTime(300);
    end();
    jest.advanceTimersByTime(499);
    expect(bar.state()).toEqual({ visible: true, progress: 100 });
    jest.advanceTimersByTime(1);
    expect(bar.state()).toEqual({ visible: false, progress: 100 });
    jest.advanceTimersByTime(399);
    expect(bar.state().progress).toBe(100);
    jest.advanceTimersByTime(1);
    expect(bar.state()).toEqual({ visible: false, progress: 0 });
  });

  test('overlapping work shares one bar that ends with the last piece', async () => {
    const bar = createLoadingBar();
    const endA = bar.begin();
    const endB = bar.begin();
    jest.advanceTimersByTime(250);
    endA();
    expect(bar.state().progress).toBeLessThan(100);
    endB();
    expect(bar.state().progress).toBe(100);
  });

  test('track() covers a long request', async () => {
    const bar = createLoadingBar();
    let finish: () => void = () => {};
    const tracked = bar.track(new Promise<void>((resolve) => (finish = resolve)));
    jest.advanceTimersByTime(300);
    expect(bar.state().visible).toBe(true);
    finish();
    await tracked;
    expect(bar.state().progress).toBe(100);
  });

  test('the estimate is 50 at half the duration and approaches 100', () => {
    expect(estimatedProgress(2000, 0)).toBe(0);
    expect(estimatedProgress(2000, 500)).toBeCloseTo(29.5, 1);
    expect(estimatedProgress(2000, 1000)).toBeCloseTo(50, 5);
    expect(estimatedProgress(2000, 1e9)).toBe(99);
  });
});
