/**
 * GET /api/v1/search: every kind at once, a few best matches of each with the kind's total. It
 * answers the landing page's search as the visitor types, so it is built for speed: one call of
 * search_suggest (migration 0011_search_speed.sql, which says how a word is found, ranked and
 * forgiven), whose statements are planned once per connection and whose plans are kept by
 * tests/integration/db/search-plans.test.ts; then the cards of the few rows found, one statement
 * per kind that found any.
 *
 * `total` counts the matches as typed up to SEARCH_CANDIDATES ("that many or more"; the list
 * endpoint with the same q, which also counts near forms, pages through them all); for a kind
 * found only forgivingly, the near matches among FUZZY_CANDIDATES.
 */
import type { Queryable } from '../db/adapter.js';
import type { Locale } from '../../shared/locales.js';
import type { SearchQuery } from '../../shared/api/queries.js';
import type { SearchGroup, SearchResult } from '../../shared/api/types.js';
import { SEARCH_CANDIDATES } from '../../shared/api/search-candidates.js';
import { claimTemplateCards } from './claims.js';
import { documentTemplateCards } from './documents.js';
import { lawFirmCards } from './lawfirms.js';
import { referenceCards } from './reference.js';
import { serviceCards } from './services.js';
import { specialistCards } from './specialists.js';
import { supportQuestionCards } from './support.js';

type Kind = keyof SearchResult['groups'];

/** Each kind's table, in the order of the response (search_suggest's order too). */
export const SEARCH_TABLES: Record<Kind, string> = {
  services: 'services',
  specialists: 'specialists',
  lawfirms: 'law_firms',
  reference: 'reference_articles',
  documentTemplates: 'document_templates',
  claimTemplates: 'claim_templates',
  supportQuestions: 'support_questions',
};
const KINDS = Object.keys(SEARCH_TABLES) as Kind[];

/** Candidates of the forgiving search, per kind, before they are ranked. */
export const FUZZY_CANDIDATES = 50;

interface Hit {
  kind: Kind;
  id: number;
  total: number;
  /** The word searched instead of a mistyped one that found nothing (migration 0021), else null. */
  corrected: string | null;
}

export async function searchEverything(db: Queryable, query: SearchQuery, lang: Locale): Promise<SearchResult> {
  const found = new Map<Kind, { ids: number[]; total: number }>(KINDS.map((kind) => [kind, { ids: [], total: 0 }]));
  const { rows } = await db.query<Hit>('SELECT kind, id, total, corrected FROM search_suggest($1, $2, $3, $4, $5)', [
    query.q,
    query.limit,
    SEARCH_CANDIDATES,
    FUZZY_CANDIDATES,
    query.kinds ?? null,
  ]);
  for (const row of rows) {
    const group = found.get(row.kind);
    if (!group) continue;
    group.ids.push(Number(row.id));
    group.total = row.total;
  }

  const ids = (kind: Kind) => found.get(kind)?.ids ?? [];
  const group = <T>(kind: Kind, items: T[]): SearchGroup<T> => ({ items, total: found.get(kind)?.total ?? 0 });
  const [services, specialists, lawfirms, reference, documentTemplates, claimTemplates, supportQuestions] = await Promise.all([
    serviceCards(db, ids('services'), lang),
    specialistCards(db, ids('specialists'), lang),
    lawFirmCards(db, ids('lawfirms'), lang),
    referenceCards(db, ids('reference'), lang),
    documentTemplateCards(db, ids('documentTemplates'), lang),
    claimTemplateCards(db, ids('claimTemplates'), lang),
    supportQuestionCards(db, ids('supportQuestions'), lang),
  ]);
  const corrected = rows[0]?.corrected;
  return {
    q: query.q,
    ...(corrected ? { corrected } : {}),
    groups: {
      services: group('services', services),
      specialists: group('specialists', specialists),
      lawfirms: group('lawfirms', lawfirms),
      reference: group('reference', reference),
      documentTemplates: group('documentTemplates', documentTemplates),
      claimTemplates: group('claimTemplates', claimTemplates),
      supportQuestions: group('supportQuestions', supportQuestions),
    },
  };
}
