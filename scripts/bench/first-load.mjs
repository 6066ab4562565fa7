// First-load JavaScript of a page: the module scripts and modulepreloads its HTML names, and every
// chunk those import statically (the browser fetches them before the page's code runs, whether
// or not the HTML preloads them), gzipped at level 9. Static imports come from the build manifest.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

/** Build manifest, by output file ("/assets/app-….js") → its static imports as output files. */
export function readStaticImports(clientDir = 'dist/client') {
  const manifest = JSON.parse(readFileSync(`${clientDir}/.vite/manifest.json`, 'utf8'));
  const byFile = new Map();
  for (const chunk of Object.values(manifest)) {
    byFile.set(
      `/${chunk.file}`,
      (chunk.imports ?? []).map((key) => `/${manifest[key].file}`),
    );
  }
  return byFile;
}

/** The files a page's HTML loads at once: its module scripts and modulepreload links. */
export function listedScripts(html) {
  return new Set([...html.matchAll(/<(?:script type="module" src|link rel="modulepreload"[^>]*?href)="([^"]+\.js)"/g)].map((m) => m[1]));
}

const gzCache = new Map();
export function gzBytes(file, clientDir = 'dist/client') {
  if (!gzCache.has(file)) gzCache.set(file, gzipSync(readFileSync(`${clientDir}${file}`), { level: 9 }).length);
  return gzCache.get(file);
}

/**
 * { listed, total, files }: KB gz of what the HTML names, of everything fetched before the page
 * runs (the listed files and their static imports), and that closure's files with their sizes.
 */
export function firstLoad(html, imports = readStaticImports(), clientDir = 'dist/client') {
  const listed = listedScripts(html);
  const closure = new Set();
  const visit = (file) => {
    if (closure.has(file)) return;
    closure.add(file);
    (imports.get(file) ?? []).forEach(visit);
  };
  listed.forEach(visit);
  const sum = (files) => [...files].reduce((total, file) => total + gzBytes(file, clientDir), 0) / 1024;
  return {
    listed: sum(listed),
    total: sum(closure),
    files: [...closure].map((file) => ({ file, kb: gzBytes(file, clientDir) / 1024, listed: listed.has(file) })),
  };
}
