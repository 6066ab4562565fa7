import { RecentMap, isAbort, suggestionFetcher, toSuggestions } from '../../client/components/landing/suggestions.js';
import type { SearchResult } from '../../shared/api/types.js';

describe('the search box keeps its most recent answers', () => {
  test('beyond the limit the least recently used answer goes, and reading one keeps it', () => {
    const cache = new RecentMap<string, number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect([...cache.keys()]).toEqual(['a', 'c']);
    expect(cache.get('b')).toBeUndefined();
    cache.set('a', 4);
    cache.set('d', 5);
    expect([...cache.entries()]).toEqual([
      ['a', 4],
      ['d', 5],
    ]);
  });
});

describe('a new question cancels the one in flight', () => {
  const realFetch = global.fetch;
  const empty: SearchResult = {
    q: 'x',
    groups: {
      services: { items: [], total: 0 },
      specialists: { items: [], total: 0 },
      lawfirms: { items: [], total: 0 },
      reference: { items: [], total: 0 },
      documentTemplates: { items: [], total: 0 },
      claimTemplates: { items: [], total: 0 },
      supportQuestions: { items: [], total: 0 },
    },
  };
  let signals: AbortSignal[];

  beforeEach(() => {
    signals = [];
    global.fetch = jest.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((resolve, reject) => {
          const signal = init.signal as AbortSignal;
          signals.push(signal);
          signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          setTimeout(() => resolve(new Response(JSON.stringify(empty), { status: 200 })), 10);
        }),
    ) as unknown as typeof fetch;
  });

  afterEach(() => {
    global.fetch = realFetch;
  });

  test('the superseded answer is cancelled as an abort, the latest arrives', async () => {
    const fetcher = suggestionFetcher();
    const first = fetcher(['раз', 'ru']);
    const second = fetcher(['разв', 'ru']);
    const failure: unknown = await first.catch((error: unknown) => error);
    expect(isAbort(failure)).toBe(true);
    await expect(second).resolves.toEqual({ groups: [], corrected: undefined });
    expect(signals.map((signal) => signal.aborted)).toEqual([true, false]);
    expect((global.fetch as jest.Mock).mock.calls[1]?.[0]).toBe(
      '/api/v1/search?q=%D1%80%D0%B0%D0%B7%D0%B2&lang=ru&limit=4&kinds=services%2Cspecialists%2Creference',
    );
  });

  test('a failed answer is not an abort', async () => {
    expect(isAbort(new Error('Search answered 500'))).toBe(false);
  });
});

describe('an answer for a corrected word', () => {
  test('passes the word searched instead on to the box with its groups', () => {
    const service = { id: 1, title: 'Divorce consultation', group: { name: 'Family law' } };
    const result = {
      q: 'ajrlish',
      corrected: 'ajralish',
      groups: {
        services: { items: [service], total: 1 },
        specialists: { items: [], total: 0 },
        reference: { items: [], total: 0 },
      },
    } as unknown as SearchResult;
    expect(toSuggestions(result)).toEqual({
      corrected: 'ajralish',
      groups: [
        { kind: 'services', total: 1, items: [{ id: 'service-1', kind: 'services', to: '/services/1', label: 'Divorce consultation', detail: 'Family law' }] },
      ],
    });
  });
});
