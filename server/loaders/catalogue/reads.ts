/**
 * The catalogue's reads of the product API, kept as long as the API lets any cache keep them:
 * every read operation answers `public, max-age=60` (the same data for every visitor), so a
 * proxy or a CDN in front of the API would serve them just so. Kept per API client (test apps on
 * different databases never share), per operation, input and language; at most READ_CACHE_ENTRIES
 * (least recently used go first); a failed call (an unknown id included) is not kept. Another
 * replica may show a list up to a minute older: the API allows exactly that. A specialist's own
 * save is different: its owner expects the profile to show it at once, wherever the next request
 * lands, so the save publishes a change (server/cache/changes.ts) and every replica drops that
 * profile and the specialist lists. A review written, edited, answered or hidden does the same for
 * the specialist's profile, the lists showing ratings and the reviews of what was reviewed.
 */
import type { ListResult, ServiceCard, ServiceDetail, SpecialistCard, SpecialistProfile, SpecializationGroup, LawFirmCard } from '../../../shared/api/types.js';
import type { LawFirmListInput, ServiceListInput, SpecialistListInput } from '../../../shared/api/queries.js';
import type { ReviewList, ReviewListInput } from '../../../shared/api/reviews.js';
import type { Locale } from '../../../shared/locales.js';
import type { ApiClient } from '../../api-client/types.js';
import { onDataChange, type DataChange } from '../../cache/changes.js';

export const READ_TTL_MS = 60_000;
export const READ_CACHE_ENTRIES = 500;

interface Entry {
  at: number;
  value: Promise<unknown>;
}

const caches = new WeakMap<ApiClient, Map<string, Entry>>();
/** Every cache alive, for dropping entries when data changes (a WeakMap cannot be walked). */
const live = new Set<WeakRef<Map<string, Entry>>>();

/** The cache key of one read: language, operation, input. */
const keyOf = (lang: Locale, operation: string, input: unknown) => `${lang} ${operation} ${JSON.stringify(input)}`;

/** Whether a cached read shows what `change` changed. */
function showsChange(key: string, change: DataChange): boolean {
  if (change.kind === 'everything') return true;
  const [, , operation = '', input = ''] = /^(\S+) (\S+) (.*)$/.exec(key) ?? []; // language, operation, input
  if (operation === 'specialists') return true; // a card in some list may be theirs
  if (change.kind === 'reviews') {
    // A rating moved: the firms' cards show theirs; the reviews lists of what was reviewed change.
    if (operation === 'lawFirms') return change.lawFirmIds.length > 0;
    if (operation === 'reviews') return reviewsReadShows(input, change);
  }
  return operation === 'specialist' && change.nicknames.some((nickname) => input === JSON.stringify(nickname));
}

/** Whether a cached reviews list (its input as JSON) is of something the change names. */
function reviewsReadShows(input: string, change: Extract<DataChange, { kind: 'reviews' }>): boolean {
  let query: ReviewListInput;
  try {
    query = JSON.parse(input) as ReviewListInput;
  } catch {
    return true;
  }
  return (
    (query.specialist !== undefined && change.nicknames.includes(query.specialist)) ||
    (query.lawFirm !== undefined && change.lawFirmIds.includes(query.lawFirm)) ||
    (query.service !== undefined && change.serviceIds.includes(query.service))
  );
}

/** Drops, in every cache of this process, the reads that show what changed. */
export function dropChangedReads(change: DataChange): void {
  for (const ref of live) {
    const cache = ref.deref();
    if (!cache) {
      live.delete(ref);
      continue;
    }
    for (const key of [...cache.keys()]) if (showsChange(key, change)) cache.delete(key);
  }
}
onDataChange(dropChangedReads);

/**
 * `load()` once per key while its answer is fresh. First one turn of the event loop: a change
 * message that has already reached this process (Redis pub/sub, published before the writer was
 * answered) is handled before the lookup, even when it arrived together with this request.
 */
export async function cachedRead<T>(api: ApiClient, key: string, load: () => Promise<T>, now: number = Date.now()): Promise<T> {
  await new Promise((resolve) => setImmediate(resolve));
  let cache = caches.get(api);
  if (!cache) {
    cache = new Map();
    caches.set(api, cache);
    live.add(new WeakRef(cache));
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
  /** Visible reviews as everyone reads them (no session: the reader's own actions come from the API in the browser). */
  reviews(query: ReviewListInput): Promise<ReviewList>;
}

/**
 * The reads through the cache. They are made without the visitor's session or abort signal: the
 * answers belong to nobody, and a visitor who leaves must not fail the others waiting on one.
 */
export function catalogueReads(api: ApiClient, lang: Locale): CatalogueReads {
  const ctx = { lang };
  const read = <T>(operation: string, input: unknown, load: () => Promise<T>) => cachedRead(api, keyOf(lang, operation, input), load);
  return {
    groups: () => read('groups', null, () => api.listSpecializationGroups(ctx).then((list) => list.items)),
    services: (query) => read('services', query, () => api.listServices(query, ctx)),
    service: (id) => read('service', id, () => api.getService(id, ctx)),
    specialists: (query) => read('specialists', query, () => api.listSpecialists(query, ctx)),
    specialist: (nickname) => read('specialist', nickname, () => api.getSpecialist(nickname, ctx)),
    lawFirms: (query) => read('lawFirms', query, () => api.listLawFirms(query, ctx)),
    reviews: (query) => read('reviews', query, () => api.listReviews(query, ctx)),
  };
}
