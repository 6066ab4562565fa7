/**
 * The landing search's suggestions: GET /api/v1/search (every kind at once), cut down to the
 * kinds the box offers, each suggestion with the page it opens.
 */
import type { SearchResult } from '../../../shared/api/types.js';
import type { Locale } from '../../../shared/locales.js';

export const SUGGESTION_KINDS = ['services', 'specialists', 'reference'] as const;
export type SuggestionKind = (typeof SUGGESTION_KINDS)[number];

/** Suggestions per kind. */
export const SUGGESTIONS_PER_KIND = 4;
/** Shortest text worth asking about. */
export const MIN_QUERY_LENGTH = 2;

export interface Suggestion {
  id: string;
  kind: SuggestionKind;
  /** Site path (the router adds the language). */
  to: string;
  label: string;
  detail: string;
}

export interface SuggestionGroup {
  kind: SuggestionKind;
  items: Suggestion[];
  total: number;
}

/** One answer for the box: its groups, and the word searched instead of a mistyped one, if any. */
export interface Suggestions {
  groups: SuggestionGroup[];
  corrected: string | undefined;
}

export function toSuggestions(result: SearchResult): Suggestions {
  return { groups: toSuggestionGroups(result), corrected: result.corrected };
}

export function toSuggestionGroups(result: SearchResult): SuggestionGroup[] {
  const { services, specialists, reference } = result.groups;
  const groups: SuggestionGroup[] = [
    {
      kind: 'services',
      total: services.total,
      items: services.items.map((s) => ({ id: `service-${s.id}`, kind: 'services', to: `/services/${s.id}`, label: s.title, detail: s.group.name })),
    },
    {
      kind: 'specialists',
      total: specialists.total,
      items: specialists.items.map((p) => ({
        id: `specialist-${p.nickname}`,
        kind: 'specialists',
        to: `/${p.nickname}`,
        label: `${p.firstName} ${p.lastName}`,
        detail: p.specializations[0]?.name ?? '',
      })),
    },
    {
      kind: 'reference',
      total: reference.total,
      items: reference.items.map((a) => ({ id: `reference-${a.id}`, kind: 'reference', to: `/reference/${a.id}`, label: a.title, detail: a.category.name })),
    },
  ];
  return groups.filter((g) => g.items.length > 0);
}

/** Answers a search box keeps (the least recently used go first): backspacing or retyping shows them at once. */
export const CACHED_ANSWERS = 30;

/** A Map that keeps its `limit` most recently used entries (the search box's SWR cache). */
export class RecentMap<K, V> extends Map<K, V> {
  constructor(private readonly limit: number) {
    super();
  }

  override get(key: K): V | undefined {
    if (!super.has(key)) return undefined;
    const value = super.get(key) as V;
    super.delete(key);
    super.set(key, value);
    return value;
  }

  override set(key: K, value: V): this {
    super.delete(key);
    super.set(key, value);
    for (const oldest of this.keys()) {
      if (this.size <= this.limit) break;
      super.delete(oldest);
    }
    return this;
  }
}

/** A superseded question, cancelled: not a failure to show or retry. */
export const isAbort = (error: unknown): boolean => error instanceof DOMException && error.name === 'AbortError';

/**
 * SWR's fetcher for one search box (the key is [q, lang]): asking a new question cancels the one
 * still in flight, so a visitor typing fast never waits behind answers to what they typed before.
 */
export function suggestionFetcher(): (key: readonly [string, Locale]) => Promise<Suggestions> {
  let inFlight: AbortController | undefined;
  return async ([q, lang]) => {
    inFlight?.abort();
    const controller = new AbortController();
    inFlight = controller;
    try {
      const params = new URLSearchParams({ q, lang, limit: String(SUGGESTIONS_PER_KIND), kinds: SUGGESTION_KINDS.join(',') });
      const response = await fetch(`/api/v1/search?${params.toString()}`, {
        credentials: 'same-origin',
        headers: { accept: 'application/json', 'x-requested-with': 'huquq' },
        signal: controller.signal,
      });
      if (!response.ok) throw new Error(`Search answered ${response.status}`);
      return toSuggestions((await response.json()) as SearchResult);
    } finally {
      if (inFlight === controller) inFlight = undefined;
    }
  };
}
