import { RESERVED_SEGMENTS, ROUTES, isValidId, isValidNickname, paramsAreValid, payloadUrl, ROUTE_BY_ID } from '../../shared/routes.js';

describe('route table', () => {
  test('holds every route of docs/product.md §2 once, with unique ids', () => {
    const paths = ROUTES.map((r) => r.path);
    for (const path of [
      '/',
      '/home',
      '/:nickname',
      '/basket',
      '/documents',
      '/documents/my/:idx',
      '/documents/templates/:idx',
      '/favorites',
      '/lawfirms',
      '/mc-rnders',
      '/reference',
      '/reference/:referenceId',
      '/services',
      '/services/:serviceId',
      '/specialists',
      '/statement-of-claim',
      '/statement-of-claim/list/:idx',
      '/statement-of-claim/my/:idx',
      '/statement-of-claim/templates/:idx',
      '/support',
      '/support/questions/:questionId',
      '/testc',
    ]) {
      expect(paths).toContain(path);
    }
    expect(new Set(ROUTES.map((r) => r.id)).size).toBe(ROUTES.length);
  });

  test('/mc-rnders uses the empty layout and the coming-soon page the soon layout', () => {
    expect(ROUTE_BY_ID.get('mc-rnders')?.layout).toBe('empty');
    expect(ROUTE_BY_ID.get('soon')?.layout).toBe('soon');
  });

  test('every dynamic segment has a validation kind', () => {
    for (const route of ROUTES) {
      const names = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]);
      expect(Object.keys(route.params ?? {}).sort()).toEqual(names.sort());
    }
  });
});

describe('parameter validation', () => {
  test.each(['1', '42', '2147483647'])('%s is an id', (v) => expect(isValidId(v)).toBe(true));
  test.each(['0', '-1', '01', '1.5', 'abc', '2147483648', '', ' 1', '1e3'])('%p is not an id', (v) => expect(isValidId(v)).toBe(false));

  test.each(['abc', 'dilnoza.karimova', 'a_b.c9', 'x'.repeat(32)])('%s is a nickname', (v) => expect(isValidNickname(v)).toBe(true));
  test.each(['ab', 'x'.repeat(33), 'Abc', 'has-dash', 'привет', 'a b', ''])('%p is not a nickname', (v) => expect(isValidNickname(v)).toBe(false));
  test.each([
    'api',
    'builds',
    'ru',
    'en',
    'services',
    'basket',
    'testc',
    'mc-rnders',
    'statement-of-claim',
    'home',
    'soon',
    '_payme',
    '_click',
    '_oneid',
    'locales',
    'metrics',
    'favicon.svg',
    'robots.txt',
    'ops',
    'verify',
  ])('reserved segment %s is never a nickname', (v) => {
    expect(RESERVED_SEGMENTS.has(v)).toBe(true);
    expect(isValidNickname(v)).toBe(false);
  });

  test('paramsAreValid checks each segment by its kind', () => {
    const service = ROUTE_BY_ID.get('service')!;
    expect(paramsAreValid(service, { serviceId: '12' })).toBe(true);
    expect(paramsAreValid(service, { serviceId: 'x' })).toBe(false);
    expect(paramsAreValid(service, {})).toBe(false);
    expect(paramsAreValid(ROUTE_BY_ID.get('profile')!, { nickname: 'api' })).toBe(false);
  });
});

describe('payload URL', () => {
  test.each([
    ['/', '', '/_payload.json'],
    ['/ru', '', '/ru/_payload.json'],
    ['/services', '?page=2', '/services/_payload.json?page=2'],
    ['/en/services/', '', '/en/services/_payload.json'],
  ])('%s%s → %s', (path, search, expected) => expect(payloadUrl(path, search)).toBe(expected));
});
