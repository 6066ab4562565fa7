/**
 * The hearts' state as the page shows it (store.ts loads and changes it): small and without API
 * calls, so a card's heart renders and hydrates without the store's code.
 */
import { favoriteKey, type FavoriteRef } from '../../../../shared/api/account/favorite-kinds.js';

export type FavoritesMode = 'guest' | 'account';

export interface FavoritesSnapshot {
  /** Whose list is loaded; null until the page has loaded one. */
  mode: FavoritesMode | null;
  items: readonly FavoriteRef[];
  keys: ReadonlySet<string>;
  /** Grows with every merge of a guest's list into the account (the list page reloads then). */
  merges: number;
}

/** What the server renders and hydration starts from: nothing kept yet. */
export const EMPTY: FavoritesSnapshot = { mode: null, items: [], keys: new Set(), merges: 0 };

/** The current state (a live binding: only publish replaces it). */
export let snapshot: FavoritesSnapshot = EMPTY;
const listeners = new Set<() => void>();

export function publish(next: Partial<FavoritesSnapshot>): void {
  const items = next.items ?? snapshot.items;
  snapshot = { ...snapshot, ...next, items, keys: new Set(items.map(favoriteKey)) };
  for (const listener of listeners) listener();
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const currentSnapshot = (): FavoritesSnapshot => snapshot;
export const serverSnapshot = (): FavoritesSnapshot => EMPTY;
