import { BasketSync } from '../components/orders/BasketSync.js';
import { FavoritesSync } from '../components/account/favorites/FavoritesSync.js';
import { UnreadSync } from '../components/notifications/UnreadSync.js';

/**
 * Loaded after hydration (PlatformMounts): the merge of a guest's favourites and basket into the
 * account after sign-in, following the changes other tabs make, and the unread counts from the live
 * stream. Nothing on the first screen waits for them, so their stores and API calls stay out of the entry.
 */
export default function SyncMounts() {
  return (
    <>
      <FavoritesSync />
      <BasketSync />
      <UnreadSync />
    </>
  );
}
