import type { IconifyJSON } from '@iconify/types';
import { z } from 'zod';
import { ICON_URL_MAX, iconQueryUrl, splitIconQuery } from '../../shared/icons.js';

/**
 * Icon sets that are not shipped locally come from the Iconify API at ICONS_UPSTREAM (one or
 * more hosts), the way Iconify's own client asks (docs/product.md §9): a query waits at most 5000 ms; when
 * a host has not answered within 750 ms the same query also goes to the next host, and the
 * first good answer wins; no URL is longer than 500 characters.
 */
export const UPSTREAM_TIMEOUT_MS = 5000;
export const UPSTREAM_ROTATE_MS = 750;

export interface UpstreamOptions {
  hosts: readonly string[];
  timeoutMs?: number;
  rotateMs?: number;
  maxUrl?: number;
  fetch?: typeof globalThis.fetch;
}

const iconSchema = z.looseObject({ body: z.string() });
const iconSetSchema = z.looseObject({
  prefix: z.string(),
  icons: z.record(z.string(), iconSchema),
  aliases: z.record(z.string(), z.looseObject({ parent: z.string() })).optional(),
  not_found: z.array(z.string()).optional(),
});

/** One query, rotated across the hosts; rejects when none answers well in time. */
export function queryWithRotation(pathAndQuery: string, options: UpstreamOptions): Promise<unknown> {
  const { hosts, timeoutMs = UPSTREAM_TIMEOUT_MS, rotateMs = UPSTREAM_ROTATE_MS, fetch = globalThis.fetch } = options;
  return new Promise((resolve, reject) => {
    const controllers: AbortController[] = [];
    let next = 0;
    let inFlight = 0;
    let done = false;
    let lastError: unknown = new Error('no upstream host');

    const finish = (settle: () => void) => {
      if (done) return;
      done = true;
      clearTimeout(overall);
      clearInterval(rotation);
      for (const c of controllers) c.abort();
      settle();
    };
    const send = () => {
      const host = hosts[next];
      if (done || host === undefined) return;
      next += 1;
      inFlight += 1;
      const controller = new AbortController();
      controllers.push(controller);
      fetch(host.replace(/\/+$/, '') + pathAndQuery, { signal: controller.signal, headers: { accept: 'application/json' } })
        .then(async (res) => {
          if (!res.ok) throw new Error(`${host} answered ${res.status}`);
          const body: unknown = await res.json();
          finish(() => resolve(body));
        })
        .catch((error: unknown) => {
          inFlight -= 1;
          lastError = error;
          if (done) return;
          if (next < hosts.length)
            send(); // a host that failed outright is replaced at once
          else if (inFlight === 0) finish(() => reject(lastError));
        });
    };

    const overall = setTimeout(() => finish(() => reject(new Error(`no icon answer within ${timeoutMs} ms`))), timeoutMs);
    const rotation = setInterval(send, rotateMs);
    send();
  });
}

/** Joins the answers of split queries into one set. */
function merge(prefix: string, parts: IconifyJSON[]): IconifyJSON {
  const [first] = parts;
  const merged: IconifyJSON = { ...first, prefix, icons: {} };
  const notFound: string[] = [];
  for (const part of parts) {
    Object.assign(merged.icons, part.icons);
    if (part.aliases) merged.aliases = { ...merged.aliases, ...part.aliases };
    if (part.not_found) notFound.push(...part.not_found);
  }
  if (notFound.length > 0) merged.not_found = notFound;
  else delete merged.not_found;
  return merged;
}

/** The named icons of a remote set; throws when any part cannot be had or is malformed. */
export async function fetchUpstreamIcons(prefix: string, names: readonly string[], options: UpstreamOptions): Promise<IconifyJSON> {
  const longestHost = options.hosts.reduce((a, b) => (b.length > a.length ? b : a), '');
  const path = `/${prefix}.json`;
  const groups = splitIconQuery(longestHost.replace(/\/+$/, '') + path, names, options.maxUrl ?? ICON_URL_MAX);
  const parts = await Promise.all(
    groups.map(async (group) => {
      const parsed = iconSetSchema.safeParse(await queryWithRotation(iconQueryUrl(path, group), options));
      if (!parsed.success || parsed.data.prefix !== prefix) throw new Error(`upstream answered something that is not the ${prefix} icon set`);
      return parsed.data as IconifyJSON;
    }),
  );
  return merge(prefix, parts);
}
