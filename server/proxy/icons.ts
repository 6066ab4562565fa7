import type { IconifyJSON } from '@iconify/types';
import { Router } from 'express';
import { ICON_PART, ICON_QUERY_MAX } from '../../shared/icons.js';
import type { Logger } from '../ops/logger.js';
import { apiError } from '../web/errors.js';
import { isLocalIconSet, localIcons } from './icon-sets.js';
import { fetchUpstreamIcons, type UpstreamOptions } from './iconify-upstream.js';

export interface IconRouterOptions extends Partial<Omit<UpstreamOptions, 'hosts'>> {
  /** ICONS_UPSTREAM: Iconify API hosts, comma-separated; none means local sets only. */
  upstream: string | undefined;
  logger: Logger;
  /** Where node_modules is found (process.cwd() by default). */
  root?: string;
}

const CACHE_ENTRIES = 500;
const CACHE_TTL_MS = 24 * 60 * 60 * 1000;
const FILE = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.json$/;

/** Parses ICONS_UPSTREAM: one or more http(s) base URLs separated by commas. */
export function upstreamHosts(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((host) => host.trim())
    .filter(Boolean);
}

/**
 * GET /api/_icons/{prefix}.json?icons=a,b (docs/design.md §3) in Iconify's JSON format: local sets
 * from their packages, other sets from the upstream. Upstream answers are cached (icon data
 * does not change); a failure is logged and answered 504 without caching, and the page that
 * asked goes on without the icon.
 */
export function iconsRouter(options: IconRouterOptions): Router {
  const hosts = upstreamHosts(options.upstream);
  const cache = new Map<string, { expires: number; value: Promise<IconifyJSON | null> }>();

  const remember = (key: string, value: Promise<IconifyJSON | null>) => {
    if (cache.size >= CACHE_ENTRIES) cache.delete(cache.keys().next().value as string);
    cache.set(key, { expires: Date.now() + CACHE_TTL_MS, value });
    void value.then((set) => {
      if (!set) cache.delete(key); // failures are not remembered
    });
  };

  /** The upstream's answer, or null (logged) when it cannot be had. */
  const upstreamIcons = (prefix: string, names: string[]): Promise<IconifyJSON | null> => {
    const key = `${prefix}:${names.join(',')}`;
    const hit = cache.get(key);
    if (hit && hit.expires > Date.now()) return hit.value;
    const value = fetchUpstreamIcons(prefix, names, { ...options, hosts }).catch((error: unknown) => {
      options.logger.warn({ err: error, prefix, icons: names.length }, 'icon upstream failed');
      return null;
    });
    remember(key, value);
    return value;
  };

  const router = Router();
  router.get('/:file', async (req, res, next) => {
    try {
      const prefix = FILE.exec(req.params.file)?.[1];
      const raw = typeof req.query.icons === 'string' ? req.query.icons : '';
      const names = [...new Set(raw.split(',').filter(Boolean))].sort();
      if (!prefix || names.length === 0) {
        res.status(404).json(apiError('not_found', 'Name an icon set and at least one icon: /api/_icons/{prefix}.json?icons=a,b'));
        return;
      }
      if (names.length > ICON_QUERY_MAX || !names.every((name) => ICON_PART.test(name))) {
        res.status(400).json(apiError('bad_request', `icons must be at most ${ICON_QUERY_MAX} names of a-z, 0-9 and hyphens`));
        return;
      }
      let set: IconifyJSON | null;
      if (isLocalIconSet(prefix)) set = localIcons(prefix, names, options.root);
      else if (hosts.length > 0) set = await upstreamIcons(prefix, names);
      else {
        res.status(404).json(apiError('not_found', `Unknown icon set ${prefix}`));
        return;
      }
      if (!set) {
        res
          .set('Cache-Control', 'no-store')
          .status(504)
          .json(apiError('upstream_unavailable', `Icons of ${prefix} are unavailable now`));
        return;
      }
      res.set('Cache-Control', 'public, max-age=86400').json(set);
    } catch (error) {
      next(error);
    }
  });
  return router;
}
