import type { DataRouter } from 'react-router';
import type { BuildWatcher } from './build-updates.js';
import type { LoadingBar } from './loading/controller.js';
import { isChunkLoadError, reloadOnce } from './reload-guard.js';

type WatchedRouter = Pick<DataRouter, 'subscribe' | 'state'>;

function hrefOf(location: { pathname: string; search: string; hash: string }): string {
  return location.pathname + location.search + location.hash;
}

/**
 * Follows a browser router: the loading bar runs while it navigates; after a newer build, the
 * next navigation becomes a full document load; a page chunk that failed to load reloads the
 * page it was for. Both reloads go through the 10-second guard. Returns the unsubscribe function.
 */
export function watchRouter(
  router: WatchedRouter,
  deps: { bar: LoadingBar; builds: Pick<BuildWatcher, 'isOutdated'> | null; reload?: (href: string) => boolean },
): () => void {
  const reload = deps.reload ?? ((href: string) => reloadOnce(href));
  let endLoading: (() => void) | null = null;
  return router.subscribe((state) => {
    const target = state.navigation.location;
    if (target && deps.builds?.isOutdated() && reload(hrefOf(target))) return;

    if (state.navigation.state !== 'idle') endLoading ??= deps.bar.begin();
    else if (endLoading) {
      endLoading();
      endLoading = null;
    }

    if (state.navigation.state === 'idle' && state.errors && Object.values(state.errors).some(isChunkLoadError)) {
      reload(hrefOf(state.location));
    }
  });
}
