import { useEffect, useState } from 'react';
import { favoriteKey, favoriteRefsQuery, type FavoriteRef } from '../../../../shared/api/account/favorite-kinds.js';
import type { Locale } from '../../../../shared/locales.js';
import { api } from '../../../platform/api.js';
import { favoriteView, type FavoriteView } from '../../../../shared/pages/account/favorites-views.js';

export interface GuestCards {
  status: 'loading' | 'ready' | 'error';
  /** Cards by favourite key ("service:12"); a favourite whose card is gone has none. */
  views: ReadonlyMap<string, FavoriteView>;
  retry(): void;
}

/**
 * The cards of a guest's favourites, from the public API in one call by id (refs: null until the
 * browser's list is read). Only refs not fetched yet are asked for, so an undo costs nothing.
 */
export function useGuestCards(refs: readonly FavoriteRef[] | null, locale: Locale): GuestCards {
  const [views, setViews] = useState<ReadonlyMap<string, FavoriteView>>(new Map());
  const [asked, setAsked] = useState<ReadonlySet<string>>(new Set());
  const [status, setStatus] = useState<GuestCards['status']>('loading');
  const [attempt, setAttempt] = useState(0);

  const missing = refs?.filter((ref) => !asked.has(favoriteKey(ref))) ?? null;
  const query = missing ? favoriteRefsQuery(missing) : null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is the trigger, not an input: retry() bumps it to read the same query again
  useEffect(() => {
    if (query === null) return;
    if (query === '') {
      setStatus('ready');
      return;
    }
    const controller = new AbortController();
    setStatus('loading');
    api
      .listFavoriteCards({ items: query }, { lang: locale, signal: controller.signal })
      .then((list) => {
        setViews((before) => new Map([...before, ...list.items.map((entry) => [favoriteKey(entry), favoriteView(entry)] as const)]));
        setAsked((before) => new Set([...before, ...query.split(',')]));
        setStatus('ready');
      })
      .catch(() => {
        if (!controller.signal.aborted) setStatus('error');
      });
    return () => controller.abort();
  }, [query, locale, attempt]);

  return { status, views, retry: () => setAttempt((n) => n + 1) };
}
