import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { PagePart } from '../../shared/page-parts.js';

/** What a page needs to load the browser code: entry modules, stylesheets, preloads. */
export interface ClientAssets {
  modules: string[];
  css: string[];
  preload: string[];
  /** Page module file (client/routes/{area}/{name}.tsx) → its chunk and the chunks it imports statically (all levels). */
  pageChunks: Record<string, string[]>;
  /** A module imported lazily (a page part's source: client/routes/modules.ts PagePart) → its chunks, as pageChunks. */
  partChunks: Record<string, string[]>;
  buildId: string;
}

const CLIENT_ENTRY = 'client/entry-client.tsx';

const manifestSchema = z.record(
  z.string(),
  z.object({
    file: z.string(),
    css: z.array(z.string()).optional(),
    imports: z.array(z.string()).optional(),
    isEntry: z.boolean().optional(),
    isDynamicEntry: z.boolean().optional(),
  }),
);

const buildInfoSchema = z.object({ id: z.string().min(1), timestamp: z.number() });

/** Reads the production build's Vite manifest and build id (written by scripts/build.mjs). */
export function readBuildAssets(clientDir: string): ClientAssets {
  const manifestPath = path.join(clientDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`No client build at ${clientDir}: run npm run build`);
  const manifest = manifestSchema.parse(JSON.parse(readFileSync(manifestPath, 'utf8')));
  const entry = manifest[CLIENT_ENTRY];
  if (!entry) throw new Error(`The client manifest lacks ${CLIENT_ENTRY}`);
  // Static imports of the entry are fetched at once anyway: preloading them saves a round trip.
  const preload = new Set<string>();
  const css = new Set(entry.css ?? []);
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || preload.has(`/${chunk.file}`)) return;
    preload.add(`/${chunk.file}`);
    for (const file of chunk.css ?? []) css.add(file);
    chunk.imports?.forEach(visit);
  };
  entry.imports?.forEach(visit);
  const build = buildInfoSchema.parse(JSON.parse(readFileSync(path.join(clientDir, 'builds', 'latest.json'), 'utf8')));
  // A chunk and every chunk it imports statically, however deep: the browser needs them all
  // before the code runs, and would otherwise find the deeper ones one round trip at a time.
  const chunksOf = (file: string, imports: readonly string[] = []): string[] => {
    const own = new Set<string>();
    const add = (next: string | undefined, nextImports: readonly string[] = []) => {
      if (!next || own.has(`/${next}`)) return;
      own.add(`/${next}`);
      for (const k of nextImports) add(manifest[k]?.file, manifest[k]?.imports);
    };
    add(file, imports);
    return [...own].filter((chunkFile) => chunkFile !== `/${entry.file}` && !preload.has(chunkFile));
  };
  const pageChunks: Record<string, string[]> = {};
  const partChunks: Record<string, string[]> = {};
  for (const [key, chunk] of Object.entries(manifest)) {
    const page = /^client\/routes\/([\w/]+)\.tsx$/.exec(key)?.[1];
    if (page) pageChunks[page] = chunksOf(chunk.file, chunk.imports);
    else if (chunk.isDynamicEntry) partChunks[key] = chunksOf(chunk.file, chunk.imports);
  }
  return {
    modules: [`/${entry.file}`],
    css: [...css].map((file) => `/${file}`),
    preload: [...preload],
    pageChunks,
    partChunks,
    buildId: build.id,
  };
}

/** Development: Vite serves sources; the entry pulls in the CSS itself. */
export function developmentAssets(): ClientAssets {
  return {
    modules: ['/@vite/client', `/${CLIENT_ENTRY}`],
    css: ['/client/styles/app.css?direct'],
    preload: [],
    pageChunks: {},
    partChunks: {},
    buildId: 'development',
  };
}

/**
 * The chunks a page needs beyond the entry's, for its address: the page's, and those of the
 * parts the address shows at once (the route's PagePart list), each file once.
 */
export function pageChunksFor(assets: ClientAssets, page: string, parts: readonly PagePart[], search: URLSearchParams): string[] {
  const files = new Set(assets.pageChunks[page] ?? []);
  for (const part of parts) {
    if (!search.has(part.param)) continue;
    for (const file of assets.partChunks[part.source] ?? []) files.add(file);
  }
  return [...files];
}
