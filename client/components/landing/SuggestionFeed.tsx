import { useEffect, useMemo } from 'react';
import useSWR, { SWRConfig, type SWRConfiguration } from 'swr';
import type { Locale } from '../../../shared/locales.js';
import { CACHED_ANSWERS, MIN_QUERY_LENGTH, RecentMap, isAbort, suggestionFetcher, type SuggestionGroup } from './suggestions.js';

/** The search box's own SWR cache: the CACHED_ANSWERS most recently used answers. */
const RECENT_ANSWERS: SWRConfiguration = { provider: () => new RecentMap(CACHED_ANSWERS) };

/** What the search box shows: SWR's answer for the text that rested. */
export interface Feed {
  groups: SuggestionGroup[] | undefined;
  /** The word the groups were found for, when the typed one was corrected. */
  corrected: string | undefined;
  isLoading: boolean;
  failure: unknown;
}

export interface FeedProps {
  /** The debounced, trimmed text. */
  q: string;
  locale: Locale;
  onFeed: (feed: Feed) => void;
}

/**
 * The suggestions' data for the landing search (SiteSearch): SWR asks /api/v1/search, the
 * previous answer kept on screen while the next arrives, a superseded question cancelled, recent
 * answers kept. Loaded once the visitor reaches the box (SWR is not needed before), and then
 * kept mounted, so its cache lives as long as the page.
 */
export default function SuggestionFeed(props: FeedProps) {
  return (
    <SWRConfig value={RECENT_ANSWERS}>
      <Feeder {...props} />
    </SWRConfig>
  );
}

function Feeder({ q, locale, onFeed }: FeedProps) {
  const asking = q.length >= MIN_QUERY_LENGTH;
  const fetcher = useMemo(suggestionFetcher, []);
  const { data, isLoading, error } = useSWR(asking ? ([q, locale] as const) : null, fetcher, {
    keepPreviousData: true,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    dedupingInterval: 60_000,
    shouldRetryOnError: (cause) => !isAbort(cause),
  });
  useEffect(() => onFeed({ groups: data?.groups, corrected: data?.corrected, isLoading, failure: error }), [data, isLoading, error, onFeed]);
  return null;
}
