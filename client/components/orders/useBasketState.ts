import { useEffect, useSyncExternalStore } from 'react';
import { useAppState } from '../../app-state.js';
import { useViewer } from '../../platform/viewer.js';
import { currentSnapshot, serverSnapshot, subscribe, type BasketSnapshot } from './state.js';

/**
 * The basket as the header's count and the cards' buttons show it, without the store's code:
 * empty on the server and while hydrating; then the store (loaded after hydration, not with the
 * entry) reads whose basket it is. Changes go through store.ts, imported when they happen.
 */
export function useBasketState(): BasketSnapshot {
  const viewer = useViewer();
  const { locale } = useAppState();
  const signedIn = viewer !== null;
  useEffect(() => {
    void import('./store.js').then(({ syncBasket }) => syncBasket(signedIn ? 'account' : 'guest', locale));
  }, [signedIn, locale]);
  return useSyncExternalStore(subscribe, currentSnapshot, serverSnapshot);
}
