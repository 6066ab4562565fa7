import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useAppState } from '../app-state.js';
import { reportHit, startMetrica } from './analytics.js';

/** The Metrica counter: started after hydration, a hit for every client navigation. */
export function Analytics() {
  const { metricaId } = useAppState();
  const location = useLocation();
  const previous = useRef<string | null>(null);

  useEffect(() => startMetrica(metricaId), [metricaId]);
  useEffect(() => {
    const url = window.location.href;
    if (previous.current !== null && previous.current !== url) reportHit(url, previous.current);
    previous.current = url;
  }, [location.pathname, location.search]);

  // Without JavaScript, the counter's pixel counts the visit.
  return metricaId ? (
    <noscript>
      <img src={`https://mc.yandex.ru/watch/${metricaId}`} alt="" width={1} height={1} style={{ position: 'absolute', left: '-9999px' }} />
    </noscript>
  ) : null;
}
