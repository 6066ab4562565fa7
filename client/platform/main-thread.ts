/**
 * Manners for start-up work on the main thread, whose CPU on a phone is several times slower than
 * a laptop's: `yieldToMain` ends the current task, so input and painting may go first and no
 * task grows long; `whenIdle` keeps work no first screen needs (listeners for later intent,
 * polls, third-party scripts) until the browser has a moment with nothing else to do.
 */

/** How long idle work may wait on a page that is never idle. */
export const IDLE_TIMEOUT_MS = 2000;
/** Browsers without idle callbacks (Safari) run idle work after this delay. */
const IDLE_FALLBACK_MS = 50;

/** Resolves in a new task; after other queued tasks and input where the browser can prioritize (scheduler.yield). */
export function yieldToMain(): Promise<void> {
  const scheduler = (window as Partial<Pick<Window, 'scheduler'>>).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/** Runs `work` at an idle moment (at the latest after `timeout`); returns the cancel function. */
export function whenIdle(work: () => void, timeout = IDLE_TIMEOUT_MS): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => work(), { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(work, IDLE_FALLBACK_MS);
  return () => clearTimeout(timer);
}
