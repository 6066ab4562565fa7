import { createContext, useContext } from 'react';
import type { FavoriteRef } from '../../../../shared/api/account/favorite-kinds.js';

/** Told when a heart drops a favourite, with where it stood (a page offers Undo: /favorites). */
export type FavoriteRemoved = (ref: FavoriteRef, place: number) => void;

export const FavoriteRemovalContext = createContext<FavoriteRemoved | null>(null);

export function useFavoriteRemoval(): FavoriteRemoved | null {
  return useContext(FavoriteRemovalContext);
}
