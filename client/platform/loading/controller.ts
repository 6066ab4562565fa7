/**
 * The loading indicator's state (docs/product.md §4, §9), without React: progress goes from 0 towards 100
 * while something loads, jumps to 100 when it is done, then hides. Nothing shows for work that
 * ends within the throttle, so fast navigations never flash a bar.
 */
export const LOADING_DEFAULTS = {
  /** Time over which the estimated progress approaches 100. */
  duration: 2000,
  /** Work shorter than this shows no bar. */
  throttle: 200,
  /** Height of the bar in px. */
  height: 3,
  /** The finished bar stays this long at 100 before hiding. */
  hideDelay: 500,
  /** After hiding, progress returns to 0 after this long. */
  resetDelay: 400,
} as const;

const TICK_MS = 100;

export interface LoadingState {
  visible: boolean;
  progress: number;
}

export interface LoadingBar {
  /** Something started; returns the function that ends it. Overlapping work shares one bar. */
  begin(): () => void;
  /** Shows the bar for the life of a promise (a long request). */
  track<T>(work: Promise<T>): Promise<T>;
  state(): LoadingState;
  subscribe(listener: () => void): () => void;
}

/** Progress after `elapsed` ms: fast at first, then slower, never reaching 100 on its own. */
export function estimatedProgress(duration: number, elapsed: number): number {
  return Math.min(99, (2 / Math.PI) * 100 * Math.atan(((elapsed / duration) * 100) / 50));
}

type Timer = ReturnType<typeof setTimeout>;

export function createLoadingBar(options: Partial<typeof LOADING_DEFAULTS> = {}): LoadingBar {
  const { duration, throttle, hideDelay, resetDelay } = { ...LOADING_DEFAULTS, ...options };
  let current: LoadingState = { visible: false, progress: 0 };
  const listeners = new Set<() => void>();
  let active = 0;
  let startedAt = 0;
  let throttleTimer: Timer | undefined;
  let tickTimer: ReturnType<typeof setInterval> | undefined;
  let hideTimer: Timer | undefined;
  let resetTimer: Timer | undefined;

  const set = (next: LoadingState) => {
    if (next.visible === current.visible && next.progress === current.progress) return;
    current = next;
    for (const listener of listeners) listener();
  };
  const clearAll = () => {
    clearTimeout(throttleTimer);
    clearInterval(tickTimer);
    clearTimeout(hideTimer);
    clearTimeout(resetTimer);
    throttleTimer = tickTimer = hideTimer = resetTimer = undefined;
  };
  const show = () => {
    throttleTimer = undefined;
    startedAt = Date.now();
    set({ visible: true, progress: 0 });
    tickTimer = setInterval(() => set({ visible: true, progress: estimatedProgress(duration, Date.now() - startedAt) }), TICK_MS);
  };
  const start = () => {
    clearAll();
    if (current.visible) {
      // Work that starts while the finished bar is still on screen starts it over at once.
      set({ visible: true, progress: 0 });
      startedAt = Date.now();
      tickTimer = setInterval(() => set({ visible: true, progress: estimatedProgress(duration, Date.now() - startedAt) }), TICK_MS);
    } else {
      set({ visible: false, progress: 0 });
      throttleTimer = setTimeout(show, throttle);
    }
  };
  const finish = () => {
    const wasShown = current.visible;
    clearAll();
    if (!wasShown) {
      set({ visible: false, progress: 0 });
      return;
    }
    set({ visible: true, progress: 100 });
    hideTimer = setTimeout(() => {
      set({ visible: false, progress: 100 });
      resetTimer = setTimeout(() => set({ visible: false, progress: 0 }), resetDelay);
    }, hideDelay);
  };

  const bar: LoadingBar = {
    begin() {
      active += 1;
      if (active === 1) start();
      let ended = false;
      return () => {
        if (ended) return;
        ended = true;
        active -= 1;
        if (active === 0) finish();
      };
    },
    track(work) {
      const end = bar.begin();
      return work.finally(end);
    },
    state: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return bar;
}

/** The page's loading bar: client navigations and long requests. */
export const loadingBar: LoadingBar = createLoadingBar();
