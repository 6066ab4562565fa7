/**
 * No redirect of the site leaves it (issue 9: open redirect). Every redirect the site emits is
 * driven with the usual payloads: the trailing-slash strip, the /uz prefix, the first-visit
 * language rule, a loader's sign-in redirect (page and payload), sign-in's returnTo through the
 * whole OneID flow, sign-out's returnTo, and the contact form's Post/Redirect/Get.
 *
 * Paths go out as raw bytes on a socket: supertest and Node's client would normalise or refuse a
 * backslash or a tab before it reached the server, and then the test would prove nothing.
 */
import http from 'node:http';
import net from 'node:net';
import type { Express } from 'express';
import request from 'supertest';
import { csrfTokenFor } from '../../../server/security/csrf';
import { RETURNING, TEST_ORIGIN, createTestApp } from '../../support/app';
import { CookieJar, signIn } from '../auth/support';
import { useSeededApi } from '../api/support';

jest.setTimeout(60_000);

const SITE = new URL(TEST_ORIGIN);

interface RawResponse {
  status: number;
  /** Every header line, names in lower case, in order (a second Location would show here). */
  headers: [string, string][];
  location: string | undefined;
}

/** Sends `GET {target}` exactly as written (latin1 bytes) and reads the answer's head. */
async function raw(app: Express, target: string, { method = 'GET', cookie = RETURNING }: { method?: string; cookie?: string } = {}): Promise<RawResponse> {
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as net.AddressInfo;
    const text = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        const body = method === 'GET' || method === 'HEAD' ? '' : 'a=1';
        const lines = [`${method} ${target} HTTP/1.1`, `Host: ${SITE.host}`, `Cookie: ${cookie}`, 'Connection: close'];
        if (body) lines.push('Content-Type: application/x-www-form-urlencoded', `Content-Length: ${body.length}`, `Origin: ${TEST_ORIGIN}`);
        socket.end(Buffer.from(`${lines.join('\r\n')}\r\n\r\n${body}`, 'latin1'));
      });
      let received = '';
      socket.setEncoding('latin1');
      socket.on('data', (chunk: string) => (received += chunk));
      socket.on('end', () => resolve(received));
      socket.on('error', reject);
    });
    const [head = ''] = text.split('\r\n\r\n');
    const [statusLine = '', ...lines] = head.split('\r\n');
    const headers = lines.map((line): [string, string] => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
    });
    const locations = headers.filter(([name]) => name === 'location').map(([, value]) => value);
    expect(locations.length).toBeLessThanOrEqual(1);
    return { status: Number(statusLine.split(' ')[1]), headers, location: locations[0] };
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

/**
 * The rule every Location must keep: an absolute address on this site's origin, or a path
 * that, read as a browser reads it (leading spaces and controls stripped, tabs and newlines
 * removed, '\' as '/'), and even after decoding '%2F' and '%5C', starts with exactly one '/'.
 */
function expectStaysOnSite(location: string | undefined): void {
  expect(location).toBeDefined();
  const value = location!;
  expect(value).toMatch(/^[\x21-\x7e]+$/); // nothing a header could be split on
  if (/^[a-z][a-z0-9+.-]*:/i.test(value)) {
    expect(new URL(value).origin).toBe(SITE.origin);
    return;
  }
  const asBrowser = value
    // biome-ignore lint/suspicious/noControlCharactersInRegex: a browser strips leading C0 controls and spaces from a URL, and so does this.
    .replace(/^[\u0000-\u0020]+/, '')
    .replace(/[\t\r\n]/g, '')
    .replace(/\\/g, '/');
  expect(asBrowser).toMatch(/^\/(?!\/)/);
  expect(asBrowser.replace(/%2f|%5c/gi, '/')).not.toMatch(/^\/\//);
  expect(new URL(value, `${TEST_ORIGIN}/ru/services/12`).host).toBe(SITE.host);
}

/** A redirect, or a refusal (Node's parser answers 400 to raw tabs), or a page: never another host. */
function expectNoRedirectAway(res: RawResponse): void {
  expect(res.status).toBeLessThan(500);
  if (res.status >= 300 && res.status < 400) expectStaysOnSite(res.location);
  else expect(res.location).toBeUndefined();
  expect(res.headers.filter(([name]) => name === 'set-cookie').some(([, value]) => value.startsWith('x='))).toBe(false);
}

/** Leading runs browsers read as '//': raw, percent-encoded, with tabs and newlines. */
const RUNS = ['//', '/\\', '/%5C', '/%5c', '/%2F%2F', '/%2f/', '/\\/', '/%5C%5C', '/%5C/', '///', '/\t/', '/\t\\', '/%09/', '/%0A/', '/%0D%0A/', '/%09%5C'];
const HOSTS = ['evil.example', 'evil.example/x'];
const HOSTILE_PATHS = RUNS.flatMap((run) => HOSTS.map((host) => `${run}${host}`));

describe('the trailing-slash strip never redirects off the site', () => {
  const { app } = createTestApp();

  test.each(HOSTILE_PATHS.flatMap((path) => [`${path}/`, `${path}//`, `${path}/?a=1`]))('GET %j', async (target) => {
    const res = await raw(app, target);
    expectNoRedirectAway(res);
    // A raw tab is refused by Node's parser before the app; everything else is stripped with 301.
    if (!target.includes('\t')) {
      expect(res.status).toBe(301);
      expect(res.location).toMatch(/^\/evil\.example(?:\/x)?(?:\?a=1)?$/);
    }
  });

  test.each(['//evil.example/', '/\\evil.example/', '/%5Cevil.example/'])('POST %j is kept with 308, on the site', async (target) => {
    const res = await raw(app, target, { method: 'POST' });
    expect(res.status).toBe(308);
    expectStaysOnSite(res.location);
  });

  test.each(HOSTILE_PATHS)('without a trailing slash %j is no redirect at all', async (target) => {
    expectNoRedirectAway(await raw(app, target));
  });

  test('a header cannot be injected through the path', async () => {
    const res = await raw(app, '/x%0D%0ASet-Cookie:%20x=1%0D%0A/');
    expect(res.status).toBe(301);
    expectNoRedirectAway(res);
    expect(res.location).toBe('/x%0D%0ASet-Cookie:%20x=1%0D%0A');
  });

  test('an absolute-form request target (a proxy request) does not name the host of the redirect', async () => {
    for (const target of ['http://evil.example/services/', 'https://evil.example//evil.example/', 'http://evil.example/uz/services'])
      expectNoRedirectAway(await raw(app, target));
    const res = await raw(app, 'http://evil.example/services/?page=2');
    expect(res.location).toBe('/services?page=2');
  });

  test.each([
    ['/services/', '/services'],
    ['/ru/services/', '/ru/services'],
    ['/en/specialists/?page=2&q=ali', '/en/specialists?page=2&q=ali'],
    ['/reference///', '/reference'],
    ['/ru/search/?q=%D0%B0&x=//evil.example', '/ru/search?q=%D0%B0&x=//evil.example'],
  ])('the real redirect still works: %s → %s', async (from, to) => {
    const res = await raw(app, from);
    expect(res.status).toBe(301);
    expect(res.location).toBe(to);
  });
});

describe('the /uz prefix and the first-visit rule never redirect off the site', () => {
  const { app } = createTestApp();

  test.each(HOSTILE_PATHS.flatMap((path) => [`/uz${path}`, `/uz${path}?a=1`]))('GET %j', async (target) => {
    const res = await raw(app, target);
    expectNoRedirectAway(res);
    if (!target.includes('\t')) {
      expect(res.status).toBe(301);
      expect(res.location).toMatch(/^\/evil\.example(?:\/x)?(?:\?a=1)?$/);
    }
  });

  test.each([
    ['/uz', '/'],
    ['/uz?x=1', '/?x=1'],
    ['/uz/services?x=1', '/services?x=1'],
    ['/uz/ru/services', '/ru/services'],
  ])('the real redirect still works: %s → %s', async (from, to) => {
    const res = await raw(app, from);
    expect(res.status).toBe(301);
    expect(res.location).toBe(to);
  });

  // The first visit keeps the page, in Uzbek (docs/design.md §5): the path is kept, on this site.
  test.each(HOSTILE_PATHS.filter((path) => !path.includes('\t')).flatMap((path) => [`/ru${path}`, `/en${path}?a=1`]))(
    'a first visit to %j stays on the site',
    async (target) => {
      const res = await raw(app, target, { cookie: '' });
      expect(res.status).toBe(302);
      expectStaysOnSite(res.location);
      expect(res.location).toMatch(/^\/evil\.example(?:\/x)?(?:\?a=1)?$/);
    },
  );
});

describe('a loader’s sign-in redirect stays on the site', () => {
  const { app } = createTestApp();

  test('a guest on /home is sent to sign in on this origin, page and payload alike', async () => {
    const page = await raw(app, '/ru/home?x=//evil.example');
    expect(page.status).toBe(302);
    expect(page.location).toBe(`${TEST_ORIGIN}/auth/sign-in?returnTo=${encodeURIComponent('/ru/home?x=//evil.example')}`);
    const payload = await request(app).get('/ru/home/_payload.json').set('Cookie', RETURNING).expect(200);
    expectStaysOnSite((payload.body as { redirect: string }).redirect);
  });

  test('an absolute-form target is read as its path: the page, its canonical and alternate links stay on this site', async () => {
    // node:http sends `path` as written, so this is the absolute form on the wire; the socket stays
    // open until the page has streamed (raw() half-closes at once, which aborts a render).
    const server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as net.AddressInfo;
      const page = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = http.request(
          { host: '127.0.0.1', port, path: 'http://evil.example/en/services?page=1', headers: { host: SITE.host, cookie: 'lang=en; i18n_redirected=en' } },
          (res) => {
            let body = '';
            res.setEncoding('utf8');
            res.on('data', (chunk: string) => (body += chunk));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
          },
        );
        req.on('error', reject);
        req.end();
      });
      expect(page.status).toBe(200);
      expect(page.body).toContain('rel="canonical"');
      expect(page.body).not.toContain('evil.example');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  test.each(['http://evil.example/home', 'http://evil.example/home/_payload.json'])('an absolute-form target %s does not move the origin', async (target) => {
    const res = await raw(app, target);
    expectNoRedirectAway(res);
  });
});

describe('sign-in, sign-out and the contact form send the visitor back to this site only', () => {
  const seeded = useSeededApi();
  const RETURN_TOS = [
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    '/\\/evil.example',
    '\\\\evil.example',
    '/%5Cevil.example',
    '/%5C%5Cevil.example',
    '/%2F%2Fevil.example',
    '/.//evil.example',
    '/%2e%2e//evil.example',
    '/\t/evil.example',
    '/\r\n/evil.example',
    '/x\r\nSet-Cookie: x=1',
    'https://evil.example',
    'http:evil.example',
    ' //evil.example',
    'javascript:alert(1)',
    'evil.example',
  ];

  test.each(RETURN_TOS)('sign-in with returnTo %j comes back home', async (returnTo) => {
    const jar = new CookieJar();
    const done = await signIn(seeded.app, jar, { citizen: 1, returnTo });
    expect(done.status).toBe(302);
    expectStaysOnSite(done.headers.location as string);
    expect(done.headers.location).toBe('/');
  });

  test('sign-in still returns to the page it came from, query kept', async () => {
    const done = await signIn(seeded.app, new CookieJar(), { citizen: 1, returnTo: '/ru/services?page=2' });
    expect(done.headers.location).toBe('/ru/services?page=2');
  });

  test('the start of sign-in goes to OneID (here the stand-in on this origin) and nowhere else', async () => {
    const res = await request(seeded.app)
      .get(`/auth/sign-in?returnTo=${encodeURIComponent('//evil.example')}`)
      .expect(302);
    expectStaysOnSite(res.headers.location as string);
  });

  test.each([...RETURN_TOS, '/ru/services'])('sign-out with returnTo %j stays on the site', async (returnTo) => {
    const jar = new CookieJar();
    await signIn(seeded.app, jar, { citizen: 1 });
    const res = await request(seeded.app)
      .post('/auth/sign-out')
      .type('form')
      .set('Origin', TEST_ORIGIN)
      .set('Accept', 'text/html')
      .set('Cookie', jar.header('/auth/sign-out'))
      .send({ _csrf: csrfTokenFor(jar.get('act')!), returnTo })
      .expect(303);
    expectStaysOnSite(res.headers.location as string);
    expect(res.headers.location).toBe(returnTo === '/ru/services' ? '/ru/services' : '/');
  });

  test('the contact form redirects back to its own page', async () => {
    const res = await request(seeded.app)
      .post('/ru/support')
      .set('Origin', TEST_ORIGIN)
      .set('Cookie', RETURNING)
      .type('form')
      .send({ contact: 'aziza@example.uz', category: 'documents', subject: 'Redirect check', message: 'The document I filled in yesterday does not download.' })
      .expect(303);
    expect(res.headers.location).toBe('/ru/support#contact');
    expectStaysOnSite(res.headers.location as string);
  });

  test('a form posted to a hostile path with a trailing slash keeps its method but not the host', async () => {
    const res = await raw(seeded.app, '/\\evil.example/ru/support/', { method: 'POST' });
    expect(res.status).toBe(308);
    expect(res.location).toBe('/evil.example/ru/support');
  });
});
