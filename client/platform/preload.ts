/**
 * Route preloading (docs/product.md §9: at most 4 at once). When a pointer rests on, or focus reaches, an
 * in-site link, its page module and _payload.json are fetched ahead; the loader then takes the
 * preloaded payload instead of asking again.
 */
const MAX_CONCURRENT = 4;
const FRESH_MS = 10_000;

/**
 * Marks a link whose click is handled in place (a "Show more" that appends the next page): its
 * address is only the fallback without JavaScript, and preloading it on intent
 * (link-preloading.ts) would have the server render every page up to it for nothing.
 */
export const NO_PRELOAD_ATTRIBUTE = 'data-no-preload';
export const NO_PRELOAD = { [NO_PRELOAD_ATTRIBUTE]: '' } as const;

interface Entry {
  at: number;
  promise: Promise<Response>;
}

const cache = new Map<string, Entry>();
const queue: Array<() => void> = [];
let running = 0;

function pump(): void {
  while (running < MAX_CONCURRENT && queue.length > 0) {
    const start = queue.shift();
    running += 1;
    start?.();
  }
}

function limited(task: () => Promise<Response>): Promise<Response> {
  return new Promise<Response>((resolve, reject) => {
    queue.push(() => {
      task()
        .then(resolve, reject)
        .finally(() => {
          running -= 1;
          pump();
        });
    });
    pump();
  });
}

/** Starts (or reuses) a preload of a payload URL. */
export function preloadPayload(url: string): void {
  const hit = cache.get(url);
  if (hit && Date.now() - hit.at < FRESH_MS) return;
  const promise = limited(() => fetch(url, { credentials: 'same-origin', headers: { accept: 'application/json' } }));
  promise.catch(() => cache.delete(url));
  cache.set(url, { at: Date.now(), promise });
}

/** A preloaded response for the URL, used once. */
export function takePreloaded(url: string): Promise<Response> | null {
  const hit = cache.get(url);
  cache.delete(url);
  if (!hit || Date.now() - hit.at >= FRESH_MS) return null;
  return hit.promise;
}

/**
 * Drops every preloaded payload: after a write, a page preloaded before it would show the state
 * before it (a revalidation would take the preload instead of asking again).
 */
export function forgetPreloads(): void {
  cache.clear();
}

/** Number of preloads running now (for tests and diagnostics). */
export function runningPreloads(): number {
  return running;
}
