/**
 * The catalogue's reads of the product API, kept as long as the API lets any cache keep them:
 * every read operation answers `public, max-age=60` (the same data for every visitor), so a
 * proxy or a CDN in front of the API would serve them just so. Kept per API client (test apps on
 * different databases never share), per operation, input and language; at most READ_CACHE_ENTRIES
 * (least recently used go first); a failed call (an unknown id included) is not kept. Another
 * replica may show an answer up to a minute older: the API allows exactly that.
 */
import type { ListResult, ServiceCard, ServiceDetail, SpecialistCard, SpecialistProfile, SpecializationGroup, LawFirmCard } from '../../../shared/api/types.js';
import type { LawFirmListInput, ServiceListInput, SpecialistListInput } from '../../../shared/api/queries.js';
import type { Locale } from '../../../shared/locales.js';
import type { ApiClient } from '../../api-client/types.js';

export const READ_TTL_MS = 60_000;
export const READ_CACHE_ENTRIES = 500;

interface Entry {
  at: number;
  value: Promise<unknown>;
}

const caches = new WeakMap<ApiClient, Map<string, Entry>>();

/** `load()` once per key while its answer is fresh. */
export function cachedRead<T>(api: ApiClient, key: string, load: () => Promise<T>, now: number = Date.now()): Promise<T> {
  let cache = caches.get(api);
  if (!cache) {
    cache = new Map();
    caches.set(api, cache);
  }
  const hit = cache.get(key);
  if (hit && now - hit.at < READ_TTL_MS) {
    cache.delete(key); // most recently used last
    cache.set(key, hit);
    return hit.value as Promise<T>;
  }
  const value = load();
  const entry: Entry = { at: now, value };
  cache.set(key, entry);
  while (cache.size > READ_CACHE_ENTRIES) cache.delete(cache.keys().next().value as string);
  const owner = cache;
  value.catch(() => {
    if (owner.get(key) === entry) owner.delete(key);
  });
  return value;
}

/** The reads the catalogue pages make, in one language. */
export interface CatalogueReads {
  groups(): Promise<SpecializationGroup[]>;
  services(query: ServiceListInput): Promise<ListResult<ServiceCard>>;
  service(id: number): Promise<ServiceDetail>;
  specialists(query: SpecialistListInput): Promise<ListResult<SpecialistCard>>;
  specialist(nickname: string): Promise<SpecialistProfile>;
  lawFirms(query: LawFirmListInput): Promise<ListResult<LawFirmCard>>;
}

/**
 * The reads through the cache. They are made without the visitor's session or abort signal: the
 * answers belong to nobody, and a visitor who leaves must not fail the others waiting on one.
 */
export function catalogueReads(api: ApiClient, lang: Locale): CatalogueReads {
  const ctx = { lang };
  const read = <T>(operation: string, input: unknown, load: () => Promise<T>) => cachedRead(api, `${lang} ${operation} ${JSON.stringify(input)}`, load);
  return {
    groups: () => read('groups', null, () => api.listSpecializationGroups(ctx).then((list) => list.items)),
    services: (query) => read('services', query, () => api.listServices(query, ctx)),
    service: (id) => read('service', id, () => api.getService(id, ctx)),
    specialists: (query) => read('specialists', query, () => api.listSpecialists(query, ctx)),
    specialist: (nickname) => read('specialist', nickname, () => api.getSpecialist(nickname, ctx)),
    lawFirms: (query) => read('lawFirms', query, () => api.listLawFirms(query, ctx)),
  };
}
