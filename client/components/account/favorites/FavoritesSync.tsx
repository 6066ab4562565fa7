import { useEffect } from 'react';
import { useAppState } from '../../../app-state.js';
import { useViewer } from '../../../platform/viewer.js';
import { followOtherTabs, hasGuestFavorites, syncFavorites } from './store.js';

/**
 * On every page: a signed-in visitor whose browser still holds the favourites they kept as a
 * guest gets them merged into the account (and cleared here), whichever page sign-in led back
 * to; a guest's hearts follow changes made in other tabs.
 */
export function FavoritesSync() {
  const viewer = useViewer();
  const { locale } = useAppState();
  useEffect(() => {
    if (viewer && hasGuestFavorites()) void syncFavorites('account', locale);
  }, [viewer, locale]);
  useEffect(() => followOtherTabs(), []);
  return null;
}
