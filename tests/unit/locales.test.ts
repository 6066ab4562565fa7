import { basenameOf, formattingLocale, localizedPath, pickText, preferredLocale, splitLocalePath } from '../../shared/locales.js';

describe('locales', () => {
  test('formatting locales map en→en_US, ru→ru_RU, otherwise uz_UZ', () => {
    expect(formattingLocale('en')).toBe('en_US');
    expect(formattingLocale('ru')).toBe('ru_RU');
    expect(formattingLocale('uz')).toBe('uz_UZ');
    expect(formattingLocale('de')).toBe('uz_UZ');
  });

  test.each([
    ['/', 'uz', '/', false],
    ['/services', 'uz', '/services', false],
    ['/ru', 'ru', '/', true],
    ['/ru/services/1', 'ru', '/services/1', true],
    ['/en/', 'en', '/', true],
    ['/english', 'uz', '/english', false],
    ['/rus/x', 'uz', '/rus/x', false],
  ])('%s is %s with rest %s', (path, locale, rest, prefixed) => {
    expect(splitLocalePath(path)).toEqual({ locale, rest, prefixed });
  });

  test('localizedPath builds the same page in each language', () => {
    expect(localizedPath('uz', '/')).toBe('/');
    expect(localizedPath('ru', '/')).toBe('/ru');
    expect(localizedPath('en', '/services', '?q=1')).toBe('/en/services?q=1');
    expect(basenameOf('uz')).toBe('');
  });

  test.each([
    ['ru-RU,ru;q=0.9,en;q=0.8', 'ru'],
    ['en-US,en;q=0.9', 'en'],
    ['de-DE,uz;q=0.4,ru;q=0.3', 'uz'],
    ['fr, de', null],
    ['ru;q=0, en;q=0.1', 'en'],
    ['', null],
    [undefined, null],
    ['*', null],
  ])('Accept-Language %p prefers %p', (header, expected) => expect(preferredLocale(header)).toBe(expected));

  test('localized text falls back uz → ru → en', () => {
    expect(pickText({ uz: 'a', ru: 'b', en: 'c' }, 'en')).toBe('c');
    expect(pickText({ uz: 'a', ru: 'b' }, 'en')).toBe('a');
    expect(pickText({ ru: 'b', en: 'c' }, 'uz')).toBe('b');
    expect(pickText({ en: 'c' }, 'ru')).toBe('c');
    expect(pickText(null, 'ru')).toBe('');
  });
});
