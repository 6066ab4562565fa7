import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PAGE_FILES } from '../../../shared/routes';

/**
 * Issue 14: what every page loads before it is interactive is the entry and its static imports.
 * What only a change, a merge after sign-in or a notification needs is imported when it is
 * needed (dynamic import), so it must not be reachable from the entry by static imports.
 */
const ROOT = path.resolve(__dirname, '../../..');
const ENTRY = 'client/entry-client.tsx';

/** Relative static imports of a source file (not `import type`, not `import()`). */
function staticImports(file: string): string[] {
  const source = readFileSync(path.join(ROOT, file), 'utf8');
  const found: string[] = [];
  for (const match of source.matchAll(/^(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm)) {
    const spec = match[1]!;
    if (!spec.startsWith('.')) {
      found.push(spec);
      continue;
    }
    const base = path.join(path.dirname(file), spec).replace(/\.js$/, '');
    const resolved = ['.ts', '.tsx'].map((ext) => base + ext).find((candidate) => existsSync(path.join(ROOT, candidate)));
    if (resolved) found.push(resolved);
  }
  return found;
}

function graphOf(root: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    if (/\.tsx?$/.test(file)) staticImports(file).forEach(visit);
  };
  visit(root);
  return seen;
}

describe('the entry loads only what the first screen needs', () => {
  const graph = graphOf(ENTRY);

  test('the walk finds the shell (a check of the test itself)', () => {
    expect(graph).toContain('client/components/Header.tsx');
    expect(graph).toContain('client/components/orders/BasketLink.tsx');
    expect(graph).toContain('client/components/orders/state.ts');
  });

  test.each([
    'client/components/orders/store.ts',
    'client/components/account/favorites/store.ts',
    'client/platform/api.ts',
    'client/platform/analytics.ts',
    'client/platform/SyncMounts.tsx',
    'client/platform/toasts/ToastView.tsx',
    'client/platform/icon-loader.ts',
    'client/platform/link-preloading.ts',
    'client/platform/telegram.ts',
    'client/platform/script-loader.ts',
    'client/platform/live-events.ts',
  ])('%s is loaded when needed, not with the entry', (file) => {
    expect(graph).not.toContain(file);
  });

  test('no dialog, toast library or schema library reaches the entry', () => {
    const packages = [...graph].filter((file) => !file.startsWith('client/') && !file.startsWith('shared/'));
    expect(packages.filter((name) => /^(@radix-ui\/|zod|swr|slate)/.test(name))).toEqual([]);
  });
});

describe('a page brings zod only with its eval probe off', () => {
  // zod probes for eval when it builds a schema, which the site's CSP refuses (a console error on
  // the page): a page that needs schemas imports client/platform/zod-jitless.ts, and the others
  // take their limits from zod-free modules (shared/api/messages/limits.ts, shared/api/ops/limits.ts).
  test.each(PAGE_FILES.map((page) => `client/routes/${page}.tsx`))('%s', (file) => {
    const graph = graphOf(file);
    if (graph.has('zod')) expect(graph).toContain('client/platform/zod-jitless.ts');
  });
});

describe('the cards load the stores when the visitor changes something', () => {
  test.each(['client/components/account/favorites/FavoriteButton.tsx', 'client/components/orders/AddToBasketButton.tsx'])(
    '%s imports neither store nor the API client',
    (file) => {
      const graph = graphOf(file);
      expect(graph).not.toContain('client/components/orders/store.ts');
      expect(graph).not.toContain('client/components/account/favorites/store.ts');
      expect(graph).not.toContain('client/platform/api.ts');
    },
  );
});
