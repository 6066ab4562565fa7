import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { localPathOf, safeLocalPath, safeSiteLocation } from '../../shared/local-path.js';

const ORIGIN = 'https://huquq.test';

/** Where a browser on this site would go for a Location: the same check the integration test makes. */
function resolvedHost(location: string): string {
  return new URL(location, `${ORIGIN}/some/page`).host;
}

/** The usual payloads, raw and encoded, at the start of a path and with a trailing slash. */
const HOSTILE = [
  '//evil.example',
  '///evil.example',
  '//evil.example/',
  '/\\evil.example',
  '/\\evil.example/',
  '/\\/evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  '/%5Cevil.example',
  '/%5c%5cevil.example',
  '/%2F%2Fevil.example',
  '/%2f/evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  '/%09/evil.example',
  '/%0A/evil.example',
  '/%0D%0A/evil.example',
  ' //evil.example',
  '\u0000//evil.example',
  '/./evil.example/..//evil.example',
  '/.//evil.example',
  '/x/..//evil.example',
  '/%2e%2e//evil.example',
  '/./%2F%2Fevil.example',
  '/./%2F./%2F/evil.example',
];

describe('safeLocalPath: a Location that stays on this site', () => {
  test.each([
    ['/', '/'],
    ['/services', '/services'],
    ['/ru/services?page=2&q=ali', '/ru/services?page=2&q=ali'],
    ['/ru/support#contact', '/ru/support#contact'],
    ['/en/search?q=%D0%B0', '/en/search?q=%D0%B0'],
    ['/?x=1', '/?x=1'],
    ['/services?next=//evil.example', '/services?next=//evil.example'],
  ])('a plain path %s is kept as %s', (target, expected) => {
    expect(safeLocalPath(target)).toBe(expected);
    expect(localPathOf(target)?.repaired).toBe(false);
  });

  test.each(HOSTILE)('%j stays on the site, starting with one slash', (target) => {
    const path = safeLocalPath(target);
    expect(path).toMatch(/^\/(?![/\\])/);
    expect(path.replace(/\\/g, '/').replace(/%2f|%5c/gi, '/')).not.toMatch(/^\/\//);
    expect(resolvedHost(path)).toBe('huquq.test');
    expect(localPathOf(target)?.repaired).toBe(true);
  });

  test.each([
    ['//evil.example', '/evil.example'],
    ['/\\evil.example', '/evil.example'],
    ['/\\/evil.example?a=1', '/evil.example?a=1'],
    ['/%5Cevil.example', '/evil.example'],
    ['/%2F%2Fevil.example/x', '/evil.example/x'],
    ['/%09/evil.example', '/evil.example'],
    ['//services', '/services'],
  ])('the leading run of %j collapses: %s', (target, expected) => expect(safeLocalPath(target)).toBe(expected));

  test.each(['https://evil.example/', 'http:/evil.example', 'javascript:alert(1)', 'evil.example', '', '%2F%2Fevil.example', ' javascript:alert(1)', '?x=1'])(
    '%j is not a path: the fallback',
    (target) => {
      expect(localPathOf(target)).toBeNull();
      expect(safeLocalPath(target)).toBe('/');
      expect(safeLocalPath(target, '/en')).toBe('/en');
    },
  );

  test('nothing that can break out of a header comes back: controls are removed or encoded', () => {
    for (const target of [
      '/a\r\nSet-Cookie: x=1',
      '/a%0D%0ASet-Cookie:%20x=1',
      '/\u2028x',
      '/x?q=\r\nLocation: //evil',
      '/x y#a\u0000b',
      '/\u007f/x',
      '/привет?q=мир',
    ]) {
      const path = safeLocalPath(target);
      expect(path).toMatch(/^[\x21-\x7e]+$/);
      expect(path).not.toMatch(/[\r\n]/);
    }
    expect(safeLocalPath('/a\r\nSet-Cookie: x=1')).toBe('/aSet-Cookie:%20x=1');
    expect(safeLocalPath('/привет')).toBe('/%D0%BF%D1%80%D0%B8%D0%B2%D0%B5%D1%82');
  });

  test('a result is its own safe form (applying it twice changes nothing)', () => {
    for (const target of [...HOSTILE, '/services?x=1#y', '/a/../b', '/%2e/x']) {
      const once = safeLocalPath(target);
      expect(safeLocalPath(once)).toBe(once);
    }
  });
});

describe('safeSiteLocation: a router redirect, absolute or not', () => {
  test('an address on this site stays absolute', () => {
    expect(safeSiteLocation('https://huquq.test/auth/sign-in?returnTo=%2Fhome', ORIGIN)).toBe('https://huquq.test/auth/sign-in?returnTo=%2Fhome');
  });

  test('its path is made safe too', () => {
    expect(safeSiteLocation('https://huquq.test//evil.example', ORIGIN)).toBe('https://huquq.test/evil.example');
  });

  test('a path goes through safeLocalPath', () => {
    expect(safeSiteLocation('/ru/services', ORIGIN)).toBe('/ru/services');
    expect(safeSiteLocation('//evil.example', ORIGIN)).toBe('/evil.example');
    expect(safeSiteLocation('/\\evil.example', ORIGIN)).toBe('/evil.example');
  });

  test.each([
    'https://evil.example/',
    'http://huquq.test/',
    'https://huquq.test.evil.example/',
    'https://huquq.testhttp/x',
    'javascript:alert(1)',
    'not a url',
  ])('%s is another site or no address: the fallback', (location) => expect(safeSiteLocation(location, ORIGIN)).toBe('/'));
});

describe('every redirect of the server goes through the rule', () => {
  /** Redirects that leave the site on purpose, each with its reason. */
  const ELSEWHERE: Record<string, string> = {
    // Sign-in starts at OneID's authorize page, an address from the settings, not the request.
    'server/auth/routes.ts': 'oneid.authorizeEndpoint',
    // The local OneID stand-in (never in production) answers to the client's redirect_uri, as OneID does.
    'server/auth/oneid-standin.ts': 'target.toString()',
    // A private page's guest signs in: the request's own origin, absolute so the router adds no basename.
    'server/loaders/sign-in.ts': 'url.origin).href',
    // A page's action: the path through the rule, made absolute on the request's origin for the same reason.
    'server/loaders/see-other.ts': 'new URL(safeLocalPath(',
  };
  const CHECKED = /^(?:safeLocalPath|safeSiteLocation|safeReturnTo)\(/;

  function sources(dir: string): string[] {
    return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return sources(full);
      return /\.tsx?$/.test(entry.name) ? [full] : [];
    });
  }

  test('each redirect target (res.redirect, React Router redirect) is safeLocalPath, safeSiteLocation or safeReturnTo (or a listed exception)', () => {
    const found: string[] = [];
    for (const file of sources('server')) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/\bredirect\(\s*(?:[\w.]+\s*,\s*)?([^\n]*)/g)) {
        const target = match[1] ?? '';
        const name = file.split(path.sep).join('/');
        found.push(name);
        const exception = ELSEWHERE[name];
        if (CHECKED.test(target) || (exception !== undefined && target.includes(exception))) continue;
        throw new Error(`${name}: a redirect outside the rule of shared/local-path.ts: ${match[0]}`);
      }
      // A Location set by hand would bypass res.redirect and this test (a 201's, through the rule, is fine).
      expect(text).not.toMatch(/(?:setHeader|set|header|location)\(\s*['"]Location['"]|\.location\((?!safeLocalPath\()/);
    }
    expect(new Set(found)).toEqual(
      new Set([
        'server/web/guards.ts',
        'server/web/locale.ts',
        'server/web/render.ts',
        'server/loaders/sign-in.ts',
        'server/loaders/see-other.ts',
        'server/payments/standins.ts',
        'server/auth/routes.ts',
        'server/auth/oneid-standin.ts',
        'server/telegram/standin.ts',
        'server/web/page-forms.ts',
      ]),
    );
  });
});
