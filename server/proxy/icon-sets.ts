import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { IconifyJSON } from '@iconify/types';
import { getIcons } from '@iconify/utils/lib/icon-set/get-icons';
import { LOCAL_ICON_SETS } from '../../shared/icons.js';

/**
 * The Iconify JSON sets shipped as packages (@iconify-json/{prefix}). Each is read once, on
 * first use: immutable data, so a per-process copy is safe (ARCHITECTURE.md).
 */
const sets = new Map<string, IconifyJSON>();

export function isLocalIconSet(prefix: string): boolean {
  return LOCAL_ICON_SETS.includes(prefix);
}

function localSet(prefix: string, root: string): IconifyJSON {
  let set = sets.get(prefix);
  if (!set) {
    const require = createRequire(path.join(root, 'package.json'));
    set = JSON.parse(readFileSync(require.resolve(`@iconify-json/${prefix}/icons.json`), 'utf8')) as IconifyJSON;
    sets.set(prefix, set);
  }
  return set;
}

/**
 * The named icons of a local set in Iconify's JSON format: icons, the aliases asked for with
 * their parents, and `not_found` for the names the set lacks.
 */
export function localIcons(prefix: string, names: readonly string[], root = process.cwd()): IconifyJSON {
  const set = localSet(prefix, root);
  const subset = getIcons(set, [...names], true);
  return subset ?? { prefix, icons: {}, not_found: [...names] };
}
