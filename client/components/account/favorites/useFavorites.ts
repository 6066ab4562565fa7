import { useEffect, useSyncExternalStore } from 'react';
import { useAppState } from '../../../app-state.js';
import { useViewer } from '../../../platform/viewer.js';
import { favorites, syncFavorites, type FavoritesSnapshot } from './store.js';

/**
 * The visitor's favourites for this page: "none kept" on the server and while hydrating, then
 * the guest's browser list or the account's, whichever the visitor is now.
 */
export function useFavorites(): FavoritesSnapshot {
  const viewer = useViewer();
  const { locale } = useAppState();
  const signedIn = viewer !== null;
  useEffect(() => {
    void syncFavorites(signedIn ? 'account' : 'guest', locale);
  }, [signedIn, locale]);
  return useSyncExternalStore(favorites.subscribe, favorites.snapshot, favorites.serverSnapshot);
}
