import { useRef, useState } from 'react';
import { payloadUrl } from '../../../shared/routes.js';
import type { ListPage } from '../../../shared/pages/catalogue/types.js';

export interface GrowingList<T> {
  items: T[];
  /** The last page on screen. */
  last: number;
  /** A next page is loading. */
  busy: boolean;
  /** The next page failed to load (the "Show more" link stays for another try). */
  failed: boolean;
  /** Loads the page after `last` and appends it. */
  loadNext(): void;
}

interface Grown<T> {
  /** The loader's list these pages grew from. */
  source: ListPage<T>;
  items: T[];
  last: number;
}

/**
 * An infinitely scrolled list. The loader renders pages `first…page` of `?page=`; a next page is
 * fetched from the same loader (`_payload.json?…&from=n&page=n`, one page of trimmed cards) and
 * appended, and the address is replaced with `?page=n`, so a reload or a shared link shows every
 * page the visitor saw. The router is not involved in growing (it would fetch all the pages again);
 * its history entry is kept, and any navigation (a filter, Back) starts from the loader's data again.
 */
export function useGrowingList<T>(list: ListPage<T>, searchFor: (page: number) => string, idOf: (item: T) => string): GrowingList<T> {
  const [grown, setGrown] = useState<Grown<T>>({ source: list, items: list.items, last: list.page });
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const pending = useRef<AbortController | null>(null);

  let current = grown;
  if (grown.source !== list) {
    // New data from the router (filters changed, Back, a language switch): start from it.
    pending.current?.abort();
    current = { source: list, items: list.items, last: list.page };
    setGrown(current);
    setBusy(false);
    setFailed(false);
  }

  const loadNext = () => {
    if (pending.current || current.last >= list.pageCount) return;
    const next = current.last + 1;
    const controller = new AbortController();
    pending.current = controller;
    setBusy(true);
    setFailed(false);
    const search = `${searchFor(next)}${searchFor(next) ? '&' : '?'}from=${next}`;
    fetch(payloadUrl(window.location.pathname, search), { signal: controller.signal, credentials: 'same-origin', headers: { accept: 'application/json' } })
      .then(async (response) => {
        if (!response.ok) throw new Error(`${response.status}`);
        const body = (await response.json()) as { data?: { list?: ListPage<T> } };
        const page = body.data?.list;
        if (!page) throw new Error('no list');
        setGrown((state) => {
          if (state.source !== list) return state;
          const seen = new Set(state.items.map(idOf));
          return { ...state, items: [...state.items, ...page.items.filter((item) => !seen.has(idOf(item)))], last: next };
        });
        window.history.replaceState(window.history.state, '', `${window.location.pathname}${searchFor(next)}`);
      })
      .catch(() => {
        if (!controller.signal.aborted) setFailed(true);
      })
      .finally(() => {
        if (pending.current === controller) pending.current = null;
        if (!controller.signal.aborted) setBusy(false);
      });
  };

  return { items: current.items, last: current.last, busy, failed, loadNext };
}
