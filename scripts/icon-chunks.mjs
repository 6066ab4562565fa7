// The browser build's icons travel with the code that shows them (docs/decisions/004-icons.md).
// The generated registry (client/components/icons.generated.ts) holds every icon the interface
// names; in the browser build it is empty instead, and each module of client/ and shared/ that
// names icons ends with a call registering exactly those, so an icon is in the chunk of its
// module: the entry carries the shell's icons, a page's chunk its own.
import path from 'node:path';
import { GENERATED, iconsNamedIn, loadLocalSets } from './icons.mjs';

const REGISTRY = 'client/components/icon-registry.ts';

/** The source text with its icons' registration appended, or null when it names none. */
export function withIconRegistration(code, { registryPath, sets, where }) {
  const icons = iconsNamedIn(code, sets, where);
  if (icons.size === 0) return null;
  const entries = [...icons].map(([name, [body, viewBox]]) => `${JSON.stringify(name)}: [${JSON.stringify(body)}, ${JSON.stringify(viewBox)}]`);
  // Imports are hoisted, so one at the end is evaluated before the module's body as usual.
  return `${code}\n;import { registerIcons as __registerIcons } from ${JSON.stringify(registryPath)};\n__registerIcons({ ${entries.join(', ')} });\n`;
}

/** The Vite plugin for the browser build. */
export function iconChunks(root = process.cwd()) {
  const sets = loadLocalSets(root);
  const generated = path.join(root, GENERATED);
  const registryPath = path.join(root, REGISTRY);
  const scanned = ['client', 'shared'].map((dir) => path.join(root, dir) + path.sep);
  const fileOf = (id) => id.split('?')[0];
  return {
    name: 'huquq:icon-chunks',
    enforce: 'pre',
    load(id) {
      return fileOf(id) === generated ? 'export const ICONS = {};\n' : null;
    },
    transform(code, id) {
      const file = fileOf(id);
      if (!/\.tsx?$/.test(file) || file === generated || file === registryPath || !scanned.some((dir) => file.startsWith(dir))) return null;
      const next = withIconRegistration(code, { registryPath, sets, where: path.relative(root, file) });
      // Code is only appended, so the mappings of what was there stay true.
      return next === null ? null : { code: next, map: null };
    },
  };
}
