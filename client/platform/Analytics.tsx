import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useAppState } from '../app-state.js';

// The counter's code comes after hydration, and only to pages with a counter: no page needs it
// to show or to answer a click.
const loadAnalytics = () => import('./analytics.js');

/** The Metrica counter: started after hydration, a hit for every client navigation. */
export function Analytics() {
  const { metricaId } = useAppState();
  const location = useLocation();
  const previous = useRef<string | null>(null);

  useEffect(() => {
    if (metricaId) void loadAnalytics().then(({ startMetrica }) => startMetrica(metricaId));
  }, [metricaId]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the location is the trigger (a client navigation); the hit reports window.location, the address the browser shows
  useEffect(() => {
    const url = window.location.href;
    const from = previous.current;
    previous.current = url;
    if (metricaId && from !== null && from !== url) void loadAnalytics().then(({ reportHit }) => reportHit(url, from));
  }, [metricaId, location.pathname, location.search]);

  // Without JavaScript, the counter's pixel counts the visit.
  return metricaId ? (
    <noscript>
      <img src={`https://mc.yandex.ru/watch/${metricaId}`} alt="" width={1} height={1} style={{ position: 'absolute', left: '-9999px' }} />
    </noscript>
  ) : null;
}
