import { whenIdle } from './main-thread.js';
import { loadScript } from './script-loader.js';

/**
 * Yandex Metrica (docs/product.md §7, docs/protocols.md §6): the counter script is loaded with the page's
 * nonce when METRICA_ID is set, at the page's first idle moment; goals are reported only when
 * the id and the `ym` object exist. Otherwise the console says so once, and nothing else happens.
 */
export const METRICA_SCRIPT = 'https://mc.yandex.ru/metrika/tag.js';
export const METRICA_MISSING = 'Yandex Metrica ID is not provided';

type Ym = ((id: number, method: string, ...args: unknown[]) => void) & { a?: unknown[]; l?: number };

declare global {
  interface Window {
    ym?: Ym;
  }
}

/** Goal ids must not contain / \ & # ? = " (docs/protocols.md §6). */
const GOAL = /^[^/\\&#?="]{1,100}$/;

let counterId: number | null = null;
let warned = false;

/** Starts the counter (once per page load); hits of later navigations go through `reportHit`. */
export function startMetrica(id: string | null): void {
  if (!id || counterId !== null) return;
  counterId = Number(id);
  // Metrica's queue: calls made before tag.js arrives are replayed by it.
  const queue: Ym =
    window.ym ??
    Object.assign(
      (...args: unknown[]) => {
        queue.a ??= [];
        queue.a.push(args);
      },
      { l: Date.now() },
    );
  window.ym = queue;
  window.ym(counterId, 'init', { defer: true, clickmap: true, trackLinks: true, accurateTrackBounce: true });
  window.ym(counterId, 'hit', window.location.href, { referer: document.referrer });
  // The queue takes every call at once; the counter's own (large) script waits for an idle
  // moment, so it never competes with the page's start-up.
  whenIdle(() => {
    loadScript({ src: METRICA_SCRIPT }).catch((error: unknown) => {
      console.info('Yandex Metrica unavailable:', error instanceof Error ? error.message : error);
    });
  });
}

/** A page view after a client navigation. */
export function reportHit(url: string, referer: string): void {
  if (counterId !== null && typeof window.ym === 'function') window.ym(counterId, 'hit', url, { referer });
}

/** Reports a goal, e.g. reachGoal('add_to_basket', { order_price: 150000, currency: 'UZS' }). */
export function reachGoal(target: string, params?: Record<string, unknown>): boolean {
  if (counterId === null || typeof window.ym !== 'function') {
    if (!warned) {
      warned = true;
      console.info(METRICA_MISSING);
    }
    return false;
  }
  if (!GOAL.test(target)) throw new Error(`Goal id "${target}" may not contain / \\ & # ? = "`);
  window.ym(counterId, 'reachGoal', target, params);
  return true;
}
