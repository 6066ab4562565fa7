import { hasFilters, listHref, listSearch, localizedHref } from '../../client/components/lists/hrefs.js';

describe('the list toolkit’s addresses', () => {
  test('one address per state: filters in the order given, trimmed, empty ones and page 1 left out', () => {
    expect(listHref('/reference', { q: '', category: 'family' })).toBe('/reference?category=family');
    expect(listHref('/reference', { q: ' divorce ', category: '' }, 3)).toBe('/reference?q=divorce&page=3');
    expect(listHref('/lawfirms', { q: null, region: undefined, page: 1 })).toBe('/lawfirms');
    expect(listHref('/lawfirms', { q: 'x', page: 2, firm: 7 })).toBe('/lawfirms?q=x&page=2&firm=7');
    expect(listSearch({ q: 'a&b' }, 2)).toBe('?q=a%26b&page=2');
  });

  test('filters are set when anything but the page is', () => {
    expect(hasFilters({ q: '', category: '', page: 3 })).toBe(false);
    expect(hasFilters({ q: '', category: 'family' })).toBe(true);
  });

  test('an app address under the locale’s prefix, its query kept', () => {
    expect(localizedHref('ru', '/lawfirms?region=x')).toBe('/ru/lawfirms?region=x');
    expect(localizedHref('uz', '/reference')).toBe('/reference');
  });
});
