import { Suspense, lazy, useEffect, useState, useSyncExternalStore } from 'react';
import { useAppState } from '../../app-state.js';
import { useT } from '../../i18n.js';
import { toasts, type Toast } from './store.js';

// Radix's toast code travels only to pages that show a notification.
const ToastView = lazy(() => import('./ToastView.js'));

const NONE: readonly Toast[] = [];

/**
 * The page's notification region. Nothing is rendered (nor loaded) until the first
 * notification; notifications flashed by the server for this page are shown on hydration.
 */
export function Toaster() {
  const list = useSyncExternalStore(toasts.subscribe, toasts.list, () => NONE);
  const [loaded, setLoaded] = useState(false);
  const { flash } = useAppState();
  const t = useT();

  // biome-ignore lint/correctness/useExhaustiveDependencies: the flash belongs to the page as it was loaded: shown once
  useEffect(() => {
    flash.forEach((item, index) => {
      toasts.add({
        id: `flash-${index}`,
        type: item.type,
        text: t(item.text, item.params),
        ...(item.title ? { title: t(item.title, item.params) } : {}),
      });
    });
  }, []);

  useEffect(() => {
    if (list.length > 0) setLoaded(true);
  }, [list.length]);

  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <ToastView
        list={list}
        store={toasts}
        labels={{ region: t('toast.region'), close: t('toast.close'), types: { warn: t('toast.warn'), error: t('toast.error'), success: t('toast.success') } }}
      />
    </Suspense>
  );
}
