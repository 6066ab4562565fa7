import { useEffect, useSyncExternalStore } from 'react';
import { useAppState } from '../../app-state.js';
import { useViewer } from '../../platform/viewer.js';
import { basket, followOtherTabs, syncBasket, type BasketSnapshot } from './store.js';

/**
 * The visitor's basket for this page: empty on the server and while hydrating, then the guest's
 * browser basket or the account's (a guest's merged into it after sign-in).
 */
export function useBasket(): BasketSnapshot {
  const viewer = useViewer();
  const { locale } = useAppState();
  const signedIn = viewer !== null;
  useEffect(() => {
    void syncBasket(signedIn ? 'account' : 'guest', locale);
  }, [signedIn, locale]);
  return useSyncExternalStore(basket.subscribe, basket.snapshot, basket.serverSnapshot);
}

/** Follows the basket's changes made in other tabs (mounted once, by the header's link). */
export function useFollowOtherTabs(): void {
  useEffect(() => followOtherTabs(), []);
}
