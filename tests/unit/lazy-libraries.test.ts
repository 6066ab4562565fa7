import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Libraries a server may never use are loaded when it first does, not when it starts (issue 14:
 * each holds megabytes of heap from its import on). Only the module that wraps one imports it,
 * and that module is itself imported lazily (`import()`), or by type only, everywhere else.
 */
const WRAPPED: Readonly<Record<string, string | null>> = {
  docx: 'server/documents/export-docx.ts', // the first DOCX export (server/documents/exports.ts)
  pdfkit: 'server/documents/export-pdf.ts', // the first PDF export
  pg: 'server/db/postgres.ts', // DATABASE_URL set (server/db/adapter.ts)
  '@electric-sql/pglite': 'server/db/pglite.ts', // no DATABASE_URL
  undici: null, // the first sign-in, or an API over HTTP: import() where it is used
  ioredis: null, // REDIS_URL set: import() in server/security/redis.ts
};

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The specifiers a module imports as values, statically (not `import type`, not `import()`). */
function staticValueImports(text: string): string[] {
  return [...text.matchAll(/^import\s+(?!type\s)[^;]*?from\s+'([^']+)'/gm), ...text.matchAll(/^import\s+'([^']+)'/gm)].map((match) => match[1]!);
}

const files = ['server', 'shared', 'client'].flatMap(sources);
const imports = new Map(files.map((file) => [file, staticValueImports(readFileSync(file, 'utf8'))]));
const library = (specifier: string) => Object.keys(WRAPPED).find((name) => specifier === name || specifier.startsWith(`${name}/`));

test.each(Object.entries(WRAPPED).map(([name, wrapper]) => [name, wrapper ?? 'no module', wrapper] as const))(
  '%s is imported statically by %s alone',
  (name, _label, wrapper) => {
    const importers = files.filter((file) => imports.get(file)!.some((specifier) => library(specifier) === name));
    expect(importers).toEqual(wrapper ? [wrapper] : []);
  },
);

test.each(Object.values(WRAPPED).filter((wrapper): wrapper is string => wrapper !== null))('%s is imported by no module statically', (wrapper) => {
  const importers = files.filter((file) =>
    imports.get(file)!.some((specifier) => specifier.startsWith('.') && path.join(path.dirname(file), specifier).replace(/\.js$/, '.ts') === wrapper),
  );
  expect(importers).toEqual([]);
});

test('the patterns see a multi-line import and tell a type import from a value import', () => {
  expect(
    staticValueImports(
      "import {\n  a,\n  b,\n} from 'docx';\nimport type { C } from 'undici';\nimport x, { type Y } from 'pg';\nconst m = await import('ioredis');\n",
    ),
  ).toEqual(['docx', 'pg']);
});
