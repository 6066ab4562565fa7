/**
 * The catalogue's and the directory's reads of the product API (the catalogue, law firms,
 * reference, help centre), kept as long as the API lets any cache keep them:
 * every read operation answers `public, max-age=60` (the same data for every visitor), so a
 * proxy or a CDN in front of the API would serve them just so. Kept per API client (test apps on
 * different databases never share), per operation, input and language; at most READ_CACHE_ENTRIES
 * (least recently used go first); a failed call (an unknown id included) is not kept. Another
 * replica may show a list up to a minute older: the API allows exactly that. A specialist's own
 * save is different: its owner expects the profile to show it at once, wherever the next request
 * lands, so the save publishes a change (server/cache/changes.ts) and every replica drops that
 * profile and the specialist lists. A review written, edited, answered or hidden does the same for
 * the specialist's profile, the lists showing ratings and the reviews of what was reviewed, and
 * every firm's page (it lists its people with their ratings). Regions, reference articles and the
 * help centre's questions change only with the content (a deployment's seed), never at run time.
 */
import type { OperationResult } from '../../../shared/api/operations.js';
import type { ListResult, ServiceCard, ServiceDetail, SpecialistCard, SpecialistProfile, SpecializationGroup, LawFirmCard } from '../../../shared/api/types.js';
import type { LawFirmListInput, ReferenceListInput, ServiceListInput, SpecialistListInput, SupportQuestionListInput } from '../../../shared/api/queries.js';
import type { ReviewList, ReviewListInput } from '../../../shared/api/reviews/contract.js';
import type { Locale } from '../../../shared/locales.js';
import type { ApiClient } from '../../api-client/types.js';
import { answerCachesPerOwner } from '../../cache/answer-cache.js';
import type { DataChange } from '../../cache/changes.js';

export const READ_TTL_MS = 60_000;
export const READ_CACHE_ENTRIES = 500;

/** The cache key of one read: language, operation, input. */
const keyOf = (lang: Locale, operation: string, input: unknown) => `${lang} ${operation} ${JSON.stringify(input)}`;

/** Whether a cached read shows what `change` changed. */
function showsChange(key: string, change: DataChange): boolean {
  if (change.kind === 'everything') return true;
  const [, , operation = '', input = ''] = /^(\S+) (\S+) (.*)$/.exec(key) ?? []; // language, operation, input
  if (operation === 'specialists') return true; // a card in some list may be theirs
  if (operation === 'lawFirm') return true; // a firm's page shows its people's cards and its rating
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

const caches = answerCachesPerOwner<ApiClient>({ ttlMs: READ_TTL_MS, entries: READ_CACHE_ENTRIES }, showsChange);

/** `load()` once per key while its answer is fresh (server/cache/answer-cache.ts), per API client. */
export function cachedRead<T>(api: ApiClient, key: string, load: () => Promise<T>, now: number = Date.now()): Promise<T> {
  return caches.of(api).get(key, load, now);
}

/** The reads the catalogue pages make, in one language. */
export interface CatalogueReads {
  groups(): Promise<SpecializationGroup[]>;
  services(query: ServiceListInput): Promise<ListResult<ServiceCard>>;
  service(id: number): Promise<ServiceDetail>;
  specialists(query: SpecialistListInput): Promise<ListResult<SpecialistCard>>;
  specialist(nickname: string): Promise<SpecialistProfile>;
  lawFirms(query: LawFirmListInput): Promise<ListResult<LawFirmCard>>;
  lawFirm(id: number): Promise<OperationResult<'getLawFirm'>>;
  regions(): Promise<OperationResult<'listRegions'>>;
  /** Visible reviews as everyone reads them (no session: the reader's own actions come from the API in the browser). */
  reviews(query: ReviewListInput): Promise<ReviewList>;
  referenceArticles(query: ReferenceListInput): Promise<OperationResult<'listReferenceArticles'>>;
  referenceArticle(id: number): Promise<OperationResult<'getReferenceArticle'>>;
  referenceCategories(): Promise<OperationResult<'listReferenceCategories'>>;
  supportQuestions(query: SupportQuestionListInput): Promise<OperationResult<'listSupportQuestions'>>;
  supportQuestion(id: number): Promise<OperationResult<'getSupportQuestion'>>;
  supportCategories(): Promise<OperationResult<'listSupportCategories'>>;
}

/**
 * The reads through the cache. They are made without the visitor's session or abort signal: the
 * answers belong to nobody, and a visitor who leaves must not fail the others waiting on one.
 */
export function catalogueReads(api: ApiClient, lang: Locale): CatalogueReads {
  const ctx = { lang };
  const read = <T>(operation: string, input: unknown, load: () => Promise<T>) => cachedRead(api, keyOf(lang, operation, input), load);
  return {
    groups: () => read('groups', null, () => api.listSpecializationGroups({}, ctx).then((list) => list.items)),
    services: (query) => read('services', query, () => api.listServices(query, ctx)),
    service: (id) => read('service', id, () => api.getService({ id }, ctx)),
    specialists: (query) => read('specialists', query, () => api.listSpecialists(query, ctx)),
    specialist: (nickname) => read('specialist', nickname, () => api.getSpecialist({ nickname }, ctx)),
    lawFirms: (query) => read('lawFirms', query, () => api.listLawFirms(query, ctx)),
    lawFirm: (id) => read('lawFirm', id, () => api.getLawFirm({ id }, ctx)),
    regions: () => read('regions', null, () => api.listRegions({}, ctx)),
    reviews: (query) => read('reviews', query, () => api.listReviews(query, ctx)),
    referenceArticles: (query) => read('referenceArticles', query, () => api.listReferenceArticles(query, ctx)),
    referenceArticle: (id) => read('referenceArticle', id, () => api.getReferenceArticle({ id }, ctx)),
    referenceCategories: () => read('referenceCategories', null, () => api.listReferenceCategories({}, ctx)),
    supportQuestions: (query) => read('supportQuestions', query, () => api.listSupportQuestions(query, ctx)),
    supportQuestion: (id) => read('supportQuestion', id, () => api.getSupportQuestion({ id }, ctx)),
    supportCategories: () => read('supportCategories', null, () => api.listSupportCategories({}, ctx)),
  };
}
