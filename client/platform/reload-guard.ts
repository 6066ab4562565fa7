/**
 * Full reloads asked for by the platform (a newer build, a chunk that failed to load) are
 * limited to one per path within 10 seconds (docs/product.md §4, §9), so a broken deployment cannot trap
 * the visitor in a reload loop. The last reload is remembered in session storage, which
 * survives the reload itself.
 */
export const RELOAD_GUARD_MS = 10_000;
const KEY = 'huquq:reload';

export interface ReloadDeps {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  now(): number;
  assign(href: string): void;
}

const browser = (): ReloadDeps => ({
  storage: window.sessionStorage,
  now: () => Date.now(),
  assign: (href) => window.location.assign(href),
});

/** Loads `href` as a new document unless it was reloaded within the guard; says whether it did. */
export function reloadOnce(href: string, deps: ReloadDeps = browser()): boolean {
  const path = href.replace(/#.*$/, '');
  try {
    const last = JSON.parse(deps.storage.getItem(KEY) ?? 'null') as { path?: unknown; at?: unknown } | null;
    if (last && last.path === path && typeof last.at === 'number' && deps.now() - last.at < RELOAD_GUARD_MS) return false;
    deps.storage.setItem(KEY, JSON.stringify({ path, at: deps.now() }));
  } catch {
    return false; // no storage, no guard: better no reload than a loop
  }
  deps.assign(href);
  return true;
}

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;
const failedChunks = new WeakSet<object>();

/** Vite announces a failed preload of a chunk's dependencies before the import rejects. */
export function watchPreloadErrors(): void {
  window.addEventListener('vite:preloadError', (event) => {
    const payload = (event as Event & { payload?: unknown }).payload;
    if (payload && typeof payload === 'object') failedChunks.add(payload);
  });
}

/** A code chunk that could not be loaded: usually a deployment removed it. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return failedChunks.has(error) || CHUNK_ERROR.test(error.message);
}
