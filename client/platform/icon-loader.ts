import type { IconifyJSON } from '@iconify/types';
import { getIconData } from '@iconify/utils/lib/icon-set/get-icon';
import { iconToSVG } from '@iconify/utils/lib/svg/build';
import { parseIconName, splitIconQuery, type RenderedIcon } from '../../shared/icons.js';

/** docs/product.md §9: the browser waits this long for an icon answer. */
export const ICON_FETCH_TIMEOUT_MS = 1500;

const loaded = new Map<string, Promise<RenderedIcon | null>>();
const pending = new Map<string, Map<string, (icon: RenderedIcon | null) => void>>();
let scheduled = false;

function isIconSet(value: unknown): value is IconifyJSON {
  const v = value as Partial<IconifyJSON> | null;
  return typeof v === 'object' && v !== null && typeof v.prefix === 'string' && typeof v.icons === 'object' && v.icons !== null;
}

async function fetchGroup(prefix: string, names: string[]): Promise<IconifyJSON | null> {
  const base = `/api/_icons/${prefix}.json`;
  try {
    const res = await fetch(`${base}?icons=${names.join(',')}`, { signal: AbortSignal.timeout(ICON_FETCH_TIMEOUT_MS), credentials: 'same-origin' });
    if (!res.ok) throw new Error(`answered ${res.status}`);
    const body: unknown = await res.json();
    if (!isIconSet(body)) throw new Error('answered something that is not an icon set');
    return body;
  } catch (error) {
    console.warn(`Icons ${prefix}:${names.join(',')} could not be loaded:`, error instanceof Error ? error.message : error);
    return null;
  }
}

/** Asks for every name requested in the same tick at once, per prefix, in URLs of at most 500 characters. */
function flush(): void {
  scheduled = false;
  const batches = [...pending.entries()];
  pending.clear();
  for (const [prefix, waiting] of batches) {
    for (const group of splitIconQuery(`/api/_icons/${prefix}.json`, [...waiting.keys()])) {
      void fetchGroup(prefix, group).then((set) => {
        for (const name of group) {
          const data = set ? getIconData(set, name) : null;
          const svg = data ? iconToSVG(data) : null;
          waiting.get(name)?.(svg ? { body: svg.body, viewBox: svg.attributes.viewBox } : null);
        }
      });
    }
  }
}

/** One icon by full name from GET /api/_icons; null when it cannot be had (logged). */
export function loadIcon(full: string): Promise<RenderedIcon | null> {
  const known = loaded.get(full);
  if (known) return known;
  const parsed = parseIconName(full);
  if (!parsed) {
    console.warn(`"${full}" is not an icon name (prefix:name)`);
    return Promise.resolve(null);
  }
  const promise = new Promise<RenderedIcon | null>((resolve) => {
    const waiting = pending.get(parsed.prefix) ?? new Map<string, (icon: RenderedIcon | null) => void>();
    waiting.set(parsed.name, resolve);
    pending.set(parsed.prefix, waiting);
    if (!scheduled) {
      scheduled = true;
      queueMicrotask(flush);
    }
  });
  loaded.set(full, promise);
  // A failure is not remembered: a later render may try again.
  void promise.then((icon) => {
    if (!icon) loaded.delete(full);
  });
  return promise;
}
