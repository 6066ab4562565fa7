import { useCallback, useEffect, useRef, useState, type MouseEvent } from 'react';
import { useAppState } from '../../app-state.js';
import { api } from '../../platform/api.js';
import type { FirmDetailsStatus } from './FirmDetails.js';
import { replaceAddress } from '../lists/hrefs.js';
import type { FirmCardView, FirmPanelView, LawfirmsPageData } from '../../../shared/pages/directory/types.js';
import { firmPanelView } from '../../../shared/pages/directory/views.js';

export interface OpenFirm {
  id: number;
  /** What is known at once: the card, or the whole firm. */
  card: FirmPanelView | FirmCardView;
  detail: FirmPanelView | null;
  status: FirmDetailsStatus;
}

const fromLoader = (firm: FirmPanelView | null): OpenFirm | null => (firm ? { id: firm.id, card: firm, detail: firm, status: 'ready' } : null);

const plainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * The firm whose slide-over is open on /lawfirms: the one the loader names (`?firm=`), or the one
 * a visitor opened in place; its details come from the API (GET /api/v1/lawfirms/{id}). The
 * address follows (replaced, no navigation), and new loader data starts again from what it names.
 */
export function useOpenFirm(data: LawfirmsPageData, firmHref: (id: number) => string, closeHref: string) {
  const { locale } = useAppState();
  const [state, setState] = useState(() => ({ source: data, opened: fromLoader(data.firm) }));
  let opened = state.opened;
  if (state.source !== data) {
    opened = fromLoader(data.firm);
    setState({ source: data, opened });
  }
  const update = useCallback((change: (o: OpenFirm | null) => OpenFirm | null) => setState((s) => ({ ...s, opened: change(s.opened) })), []);
  const request = useRef<AbortController | null>(null);
  useEffect(() => () => request.current?.abort(), []);

  const fetchFirm = useCallback(
    (id: number) => {
      request.current?.abort();
      const controller = new AbortController();
      request.current = controller;
      update((o) => (o?.id === id ? { ...o, status: 'loading' } : o));
      api
        .getLawFirm({ id }, { lang: locale, signal: controller.signal })
        .then((firm) => update((o) => (o?.id === id ? { ...o, detail: firmPanelView(firm), status: 'ready' } : o)))
        .catch(() => {
          if (!controller.signal.aborted) update((o) => (o?.id === id ? { ...o, status: 'error' } : o));
        });
    },
    [locale, update],
  );

  /** A card's click: opens the firm in place (a modified click keeps the link's own behaviour). */
  const open = (firm: FirmCardView, event: MouseEvent<HTMLAnchorElement>) => {
    if (!plainClick(event)) return;
    event.preventDefault();
    update(() => ({ id: firm.id, card: firm, detail: null, status: 'loading' }));
    replaceAddress(locale, firmHref(firm.id));
    fetchFirm(firm.id);
  };

  const close = () => {
    request.current?.abort();
    update(() => null);
    replaceAddress(locale, closeHref);
  };

  return { opened, open, close, retry: () => (opened ? fetchFirm(opened.id) : undefined) };
}
