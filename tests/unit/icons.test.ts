import { readFileSync } from 'node:fs';
import { ICON_URL_MAX, iconQueryUrl, parseIconName, splitIconQuery } from '../../shared/icons';
import { UPSTREAM_ROTATE_MS, UPSTREAM_TIMEOUT_MS, queryWithRotation } from '../../server/proxy/iconify-upstream';
// eslint-disable-next-line @typescript-eslint/ban-ts-comment
// @ts-ignore: a plain ES module script without type declarations
import { GENERATED, generateIconModule } from '../../scripts/icons.mjs';

describe('icon names and queries', () => {
  test('parses prefix:name and refuses anything else', () => {
    expect(parseIconName('lucide:arrow-left')).toEqual({ prefix: 'lucide', name: 'arrow-left' });
    expect(parseIconName('arrow-left')).toBeNull();
    expect(parseIconName('Lucide:x')).toBeNull();
    expect(parseIconName('lucide:<x>')).toBeNull();
  });

  test('splits a long query so no URL exceeds 500 characters, keeping every name once and in order', () => {
    const base = 'https://api.iconify.design/material-symbols.json';
    const names = Array.from({ length: 200 }, (_, i) => `some-rather-long-icon-name-${i}`);
    const groups = splitIconQuery(base, names);
    expect(ICON_URL_MAX).toBe(500);
    expect(groups.length).toBeGreaterThan(10);
    for (const group of groups) expect(iconQueryUrl(base, group).length).toBeLessThanOrEqual(500);
    expect(groups.flat()).toEqual(names);
    // Each group is as full as it can be: adding the next name would cross the limit.
    groups.slice(0, -1).forEach((group, i) => expect(iconQueryUrl(base, [...group, groups[i + 1]![0]!]).length).toBeGreaterThan(500));
  });

  test('the generated registry is up to date with the icons the sources name (npm run icons)', () => {
    expect(readFileSync(GENERATED, 'utf8')).toBe(generateIconModule());
  });
});

describe('upstream rotation (SPEC §9: 5000 ms, rotate 750 ms)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function hangingFetch() {
    const calls: Array<{ url: string; signal: AbortSignal; answer: (body: unknown) => void }> = [];
    const fetch = jest.fn(
      (url: string, init: { signal: AbortSignal }) =>
        new Promise<Response>((resolve, reject) => {
          init.signal.addEventListener('abort', () => reject(new Error('aborted')));
          calls.push({ url, signal: init.signal, answer: (body) => resolve(new Response(JSON.stringify(body), { status: 200 })) });
        }),
    );
    return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
  }

  test('asks the next host every 750 ms until one answers; the others are aborted', async () => {
    expect([UPSTREAM_TIMEOUT_MS, UPSTREAM_ROTATE_MS]).toEqual([5000, 750]);
    const { fetch, calls } = hangingFetch();
    const result = queryWithRotation('/mdi.json?icons=home', { hosts: ['https://a', 'https://b', 'https://c'], fetch });
    expect(calls.map((c) => c.url)).toEqual(['https://a/mdi.json?icons=home']);
    await jest.advanceTimersByTimeAsync(749);
    expect(calls).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(calls.map((c) => c.url)).toEqual(['https://a/mdi.json?icons=home', 'https://b/mdi.json?icons=home']);
    calls[1]!.answer({ prefix: 'mdi', icons: {} });
    await expect(result).resolves.toEqual({ prefix: 'mdi', icons: {} });
    expect(calls[0]!.signal.aborted).toBe(true);
    await jest.advanceTimersByTimeAsync(5000);
    expect(calls).toHaveLength(2); // nothing more is sent after the answer
  });

  test('gives up after 5000 ms with no answer', async () => {
    const { fetch, calls } = hangingFetch();
    const result = queryWithRotation('/mdi.json?icons=home', { hosts: ['https://a', 'https://b'], fetch });
    const outcome = result.catch((error: Error) => error.message);
    await jest.advanceTimersByTimeAsync(4999);
    expect(calls).toHaveLength(2);
    await jest.advanceTimersByTimeAsync(1);
    expect(await outcome).toBe('no icon answer within 5000 ms');
    expect(calls.every((c) => c.signal.aborted)).toBe(true);
  });

  test('a host that fails outright is replaced at once; when all fail, the query fails', async () => {
    const urls: string[] = [];
    const fetch = jest.fn(async (url: string) => {
      urls.push(url);
      return new Response('nope', { status: 503 });
    }) as unknown as typeof globalThis.fetch;
    await expect(queryWithRotation('/x.json?icons=a', { hosts: ['https://a', 'https://b'], fetch })).rejects.toThrow('https://b answered 503');
    expect(urls).toEqual(['https://a/x.json?icons=a', 'https://b/x.json?icons=a']);
  });
});
