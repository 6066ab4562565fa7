import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useRevalidator } from 'react-router';
import { currentSnapshot, serverSnapshot, subscribe } from './state.js';

/**
 * A page rendered from the account's favourites (/home's count) reads its data again when this
 * browser's guest list has just been merged into the account (FavoritesSync does it after
 * hydration, so the server rendered the page before the merge). It only listens: it never loads
 * the list itself, so a page without hearts makes no extra call.
 */
export function useRevalidateOnMerge(): void {
  const { merges } = useSyncExternalStore(subscribe, currentSnapshot, serverSnapshot);
  const { revalidate } = useRevalidator();
  const seen = useRef(merges);
  useEffect(() => {
    if (seen.current === merges) return;
    seen.current = merges;
    void revalidate();
  }, [merges, revalidate]);
}
