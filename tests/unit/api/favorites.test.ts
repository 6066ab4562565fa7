import {
  GUEST_FAVORITES_KEY,
  MAX_CARD_REFS,
  favoriteCardsQuery,
  favoriteKey,
  favoriteRefsQuery,
  hasFavorite,
  parseGuestFavorites,
  restoreFavorite,
  uniqueFavorites,
  withFavorite,
  withoutFavorite,
  type FavoriteRef,
} from '../../../shared/api/account/favorites';

const service: FavoriteRef = { kind: 'service', id: 1 };
const person: FavoriteRef = { kind: 'specialist', id: 1 };
const firm: FavoriteRef = { kind: 'law_firm', id: 7 };

describe('a guest’s favourites, kept in the browser', () => {
  test('a new favourite comes first, once; the oldest beyond the limit is dropped', () => {
    expect(withFavorite([service, person], firm)).toEqual([firm, service, person]);
    expect(withFavorite([service, person], person)).toEqual([person, service]);
    expect(withFavorite([service, person], firm, 2)).toEqual([firm, service]);
  });

  test('the same id of another kind is another favourite', () => {
    expect(hasFavorite([service], person)).toBe(false);
    expect(withoutFavorite([service, person], person)).toEqual([service]);
    expect(favoriteKey(firm)).toBe('law_firm:7');
  });

  test('an undone removal returns to its place', () => {
    const list = [firm, service, person];
    const index = list.findIndex((item) => favoriteKey(item) === favoriteKey(service));
    const removed = withoutFavorite(list, service);
    expect(restoreFavorite(removed, service, index)).toEqual(list);
    expect(restoreFavorite([], service, 5)).toEqual([service]);
    // Added again in the meantime: still once.
    expect(restoreFavorite([service, firm], service, 1)).toEqual([firm, service]);
  });

  test('duplicates collapse to the first', () => {
    expect(uniqueFavorites([service, person, { kind: 'service', id: 1 }])).toEqual([service, person]);
  });

  test('the stored list is read through the schema: bad entries are dropped, nonsense is empty', () => {
    expect(GUEST_FAVORITES_KEY).toBe('huquq:favorites');
    const stored = JSON.stringify({
      v: 1,
      items: [service, { kind: 'document', id: 2 }, { kind: 'law_firm', id: -3 }, 'x', person, service, { kind: 'law_firm', id: '7' }],
    });
    expect(parseGuestFavorites(stored)).toEqual([service, person, firm]);
    expect(parseGuestFavorites(null)).toEqual([]);
    expect(parseGuestFavorites('{not json')).toEqual([]);
    expect(parseGuestFavorites(JSON.stringify({ v: 2, items: [service] }))).toEqual([]);
    expect(parseGuestFavorites(JSON.stringify([service]))).toEqual([]);
  });
});

describe('the guest cards query', () => {
  test('"kind:id" refs, comma separated, each once', () => {
    const text = favoriteRefsQuery([firm, service, firm]);
    expect(text).toBe('law_firm:7,service:1,law_firm:7');
    expect(favoriteCardsQuery.parse({ items: text }).items).toEqual([firm, service]);
    expect(favoriteCardsQuery.parse({ items: '' }).items).toEqual([]);
  });

  test('refuses an unknown kind, a bad id, or too many', () => {
    expect(favoriteCardsQuery.safeParse({ items: 'cat:1' }).success).toBe(false);
    expect(favoriteCardsQuery.safeParse({ items: 'service:0' }).success).toBe(false);
    expect(favoriteCardsQuery.safeParse({ items: 'service:x' }).success).toBe(false);
    const many = Array.from({ length: MAX_CARD_REFS + 1 }, (_v, i) => `service:${i + 1}`).join(',');
    expect(favoriteCardsQuery.safeParse({ items: many }).success).toBe(false);
  });
});
