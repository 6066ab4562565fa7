import { localeOfPath, returnToFromReferer, safeReturnTo } from '../../../server/auth/return-to.js';

describe('returnTo: a path on this site, never elsewhere', () => {
  test.each([
    ['/', '/'],
    ['/services', '/services'],
    ['/ru/services/12?tab=reviews#top', '/ru/services/12?tab=reviews#top'],
    ['/en/search?q=%D0%B0', '/en/search?q=%D0%B0'],
    ['/a/../ru/services?x=//evil.example', '/ru/services?x=//evil.example'],
  ])('%s is kept as %s', (value, expected) => expect(safeReturnTo(value)).toBe(expected));

  test.each([
    'https://evil.example/',
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    '/\\/evil.example',
    '/.//evil.example',
    '/x/..//evil.example',
    // Encoded separators are refused too: a hop that decodes them would read another host.
    '/%2F%2Fevil.example',
    '/%5Cevil.example',
    '/%2e%2e//evil.example',
    ' //evil.example',
    '/auth?x=1',
    '\\\\evil.example',
    'javascript:alert(1)',
    'evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '',
    `/${'a'.repeat(512)}`,
    '/auth/sign-in?returnTo=/x',
    '/auth',
    '/_oneid/sso/oauth/Authorization.do',
  ])('%j falls back to /', (value) => expect(safeReturnTo(value)).toBe('/'));

  test('non-strings fall back', () => {
    expect(safeReturnTo(['/a', '/b'])).toBe('/');
    expect(safeReturnTo(undefined)).toBe('/');
    expect(safeReturnTo(42, '/en')).toBe('/en');
  });

  test('the language of a destination comes from its prefix', () => {
    expect(localeOfPath('/ru/services?x=1')).toBe('ru');
    expect(localeOfPath('/en')).toBe('en');
    expect(localeOfPath('/english')).toBe('uz');
  });

  test('a Referer counts only from our own origin', () => {
    expect(returnToFromReferer('https://huquq.uz/ru/basket?x=1', 'https://huquq.uz')).toBe('/ru/basket?x=1');
    expect(returnToFromReferer('https://evil.example/ru/basket', 'https://huquq.uz')).toBeUndefined();
    expect(returnToFromReferer('not a url', 'https://huquq.uz')).toBeUndefined();
    expect(returnToFromReferer(undefined, 'https://huquq.uz')).toBeUndefined();
  });
});
