/**
 * The code's three rooms and their doors (ARCHITECTURE.md): the browser's code (client/)
 * never imports the server's, the server never imports the browser's, and shared/ imports
 * neither. The one link is server/main.ts, the composition root, which hands the built page
 * renderer (client/entry-server.tsx, typed by shared/ssr.ts) to the server. Biome's
 * noRestrictedImports says the same in an editor (biome.json); this test holds it whatever the
 * lint's configuration becomes.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const ROOMS = ['client', 'server', 'shared'] as const;
type Room = (typeof ROOMS)[number];
const FORBIDDEN: Record<Room, readonly Room[]> = { client: ['server'], server: ['client'], shared: ['client', 'server'] };
const COMPOSITION_ROOT = 'server/main.ts';

function sources(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(rel);
    return /\.(ts|tsx)$/.test(entry.name) ? [rel] : [];
  });
}

/** Every module specifier of a file: static imports and exports, dynamic import(), type imports. */
function specifiers(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(/(?:^|[^\w.])(?:import|export)\s[^'"`;]*?from\s*['"]([^'"]+)['"]/g)) found.push(match[1]!);
  for (const match of source.matchAll(/(?:^|[^\w.])import\s*\(\s*['"]([^'"]+)['"]\s*\)/g)) found.push(match[1]!);
  for (const match of source.matchAll(/(?:^|\n)\s*import\s+['"]([^'"]+)['"]/g)) found.push(match[1]!);
  return found;
}

/** The room a relative specifier of `file` lands in, or null (a package, or outside the rooms). */
function roomOf(file: string, specifier: string): Room | null {
  if (!specifier.startsWith('.')) return null;
  const target = path.normalize(path.join(path.dirname(file), specifier));
  const first = target.split(path.sep)[0] as Room;
  return ROOMS.includes(first) ? first : null;
}

function crossings(): string[] {
  return ROOMS.flatMap((room) =>
    sources(room).flatMap((file) => {
      if (file === COMPOSITION_ROOT) return [];
      return specifiers(readFileSync(path.join(ROOT, file), 'utf8'))
        .filter((specifier) => {
          const target = roomOf(file, specifier);
          return target !== null && FORBIDDEN[room].includes(target);
        })
        .map((specifier) => `${file} imports ${specifier}`);
    }),
  );
}

describe('the rooms of the code and their doors', () => {
  test('client/ never imports server/, server/ never imports client/, shared/ imports neither', () => {
    expect(crossings()).toEqual([]);
  });

  test('the scanner sees every form of import a crossing could take', () => {
    const source = [
      "import type { A } from '../server/a.js';",
      "import {\n  B,\n  C,\n} from '../server/b.js';",
      "export { D } from '../server/d.js';",
      "const e = await import('../server/e.js');",
      "import '../server/f.js';",
    ].join('\n');
    expect(specifiers(source)).toEqual(['../server/a.js', '../server/b.js', '../server/d.js', '../server/e.js', '../server/f.js']);
    expect(roomOf('client/x/y.ts', '../../server/a.js')).toBe('server');
    expect(roomOf('client/x/y.ts', '../z.js')).toBe('client');
    expect(roomOf('client/x/y.ts', 'react')).toBeNull();
  });

  test('only the composition root links the page renderer into the server', () => {
    const root = specifiers(readFileSync(path.join(ROOT, COMPOSITION_ROOT), 'utf8')).filter((specifier) => roomOf(COMPOSITION_ROOT, specifier) === 'client');
    expect(root).toEqual(['../client/entry-server.js']);
  });
});
