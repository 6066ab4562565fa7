import { useSyncExternalStore } from 'react';
import { useT } from '../../i18n.js';
import { LOADING_DEFAULTS, loadingBar, type LoadingState } from './controller.js';

const HIDDEN: LoadingState = { visible: false, progress: 0 };

/**
 * The bar at the top of the page during client navigations and long requests. With reduced
 * motion it does not grow: a still, full-width bar says that something loads.
 */
export function LoadingIndicator() {
  const { visible, progress } = useSyncExternalStore(loadingBar.subscribe, loadingBar.state, () => HIDDEN);
  const t = useT();
  return (
    <div
      className="pointer-events-none fixed inset-x-0 top-0 z-[70] transition-opacity duration-300"
      style={{ height: LOADING_DEFAULTS.height, opacity: visible ? 1 : 0 }}
      data-testid="loading-bar"
      data-visible={visible ? 'true' : 'false'}
      {...(visible
        ? { role: 'progressbar', 'aria-label': t('loading'), 'aria-valuemin': 0, 'aria-valuemax': 100, 'aria-valuenow': Math.round(progress) }
        : { 'aria-hidden': true })}
    >
      <div className="loading-bar-fill h-full bg-accent transition-[width] duration-100 ease-out" style={{ width: `${progress}%` }} />
    </div>
  );
}
