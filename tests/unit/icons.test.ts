import { readFileSync } from 'node:fs';
import { ICON_URL_MAX, iconQueryUrl, parseIconName, splitIconQuery } from '../../shared/icons';
import { UPSTREAM_ROTATE_MS, UPSTREAM_TIMEOUT_MS, queryWithRotation } from '../../server/proxy/iconify-upstream';
// @ts-expect-error: a plain ES module script without type declarations
import { GENERATED, generateIconModule, loadLocalSets } from '../../scripts/icons.mjs';
import { iconChunks, withIconRegistration } from '../../scripts/icon-chunks.mjs';
import { ICONS } from '../../client/components/icons.generated';

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
    for (const [i, group] of groups.slice(0, -1).entries()) expect(iconQueryUrl(base, [...group, groups[i + 1]![0]!]).length).toBeGreaterThan(500);
  });

  test('the generated registry is up to date with the icons the sources name (npm run icons)', () => {
    expect(readFileSync(GENERATED, 'utf8')).toBe(generateIconModule());
  });
});

describe('icons in the browser build travel with the module that names them (scripts/icon-chunks.mjs)', () => {
  const sets = loadLocalSets();
  const options = { registryPath: '/app/client/components/icon-registry.ts', sets, where: 'Example.tsx' };

  /** The registration a transformed module ends with, run against a stand-in registry. */
  function registered(code: string): Record<string, readonly [string, string]> {
    const appended = code.slice(code.indexOf('\n;import'));
    const call = appended.slice(appended.indexOf('__registerIcons('));
    let seen: Record<string, readonly [string, string]> = {};
    new Function('__registerIcons', call)((icons: typeof seen) => (seen = icons));
    return seen;
  }

  test('a module naming icons registers exactly those, as the generated registry has them, after its own code', () => {
    const source = "export const A = () => <Icon name=\"lucide:sun\" />;\nconst b = cond ? 'lucide:x' : `lucide:menu`;\nconst data = 'tabler:home';\n";
    const out = withIconRegistration(source, options)!;
    expect(out.startsWith(source)).toBe(true);
    expect(out).toContain(`from ${JSON.stringify(options.registryPath)}`);
    expect(registered(out)).toEqual({ 'lucide:sun': ICONS['lucide:sun'], 'lucide:x': ICONS['lucide:x'], 'lucide:menu': ICONS['lucide:menu'] });
  });

  test('a module naming none is left alone; a name the set lacks fails the build', () => {
    expect(withIconRegistration("const a = 'tabler:home'; const b = 'no icon';", options)).toBeNull();
    expect(() => withIconRegistration("<Icon name='lucide:no-such-icon' />", options)).toThrow('Example.tsx names the icon lucide:no-such-icon');
  });

  test('the plugin empties the generated registry and transforms only the sources of client/ and shared/', () => {
    const root = process.cwd();
    const plugin = iconChunks(root) as unknown as { load(id: string): string | null; transform(code: string, id: string): { code: string } | null };
    expect(plugin.load(`${root}/${GENERATED}`)).toBe('export const ICONS = {};\n');
    expect(plugin.load(`${root}/client/components/Icon.tsx`)).toBeNull();
    const code = "const a = 'lucide:sun';";
    expect(plugin.transform(code, `${root}/client/components/Header.tsx`)!.code).toContain('__registerIcons');
    expect(plugin.transform(code, `${root}/shared/x.ts?v=1`)!.code).toContain('__registerIcons');
    expect(plugin.transform(code, `${root}/node_modules/some/index.js`)).toBeNull();
    expect(plugin.transform(code, `${root}/server/x.ts`)).toBeNull();
    expect(plugin.transform(code, `${root}/client/styles/app.css`)).toBeNull();
  });
});

describe('upstream rotation (docs/product.md §9: 5000 ms, rotate 750 ms)', () => {
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
