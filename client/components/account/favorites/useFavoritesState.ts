import { useEffect, useSyncExternalStore } from 'react';
import { useAppState } from '../../../app-state.js';
import { useViewer } from '../../../platform/viewer.js';
import { currentSnapshot, serverSnapshot, subscribe, type FavoritesSnapshot } from './state.js';

/**
 * The visitor's favourites as the hearts show them, without the store's code: "none kept" on the
 * server and while hydrating; then the store (loaded after hydration) reads the guest's browser
 * list or the account's. Changes go through store.ts, imported when they happen.
 */
export function useFavoritesState(): FavoritesSnapshot {
  const viewer = useViewer();
  const { locale } = useAppState();
  const signedIn = viewer !== null;
  useEffect(() => {
    void import('./store.js').then(({ syncFavorites }) => syncFavorites(signedIn ? 'account' : 'guest', locale));
  }, [signedIn, locale]);
  return useSyncExternalStore(subscribe, currentSnapshot, serverSnapshot);
}
