/** GET /api/v1/search: every kind at once, a few best matches of each with the kind's total. */
import type { Queryable } from '../db/adapter.js';
import type { Locale } from '../../shared/locales.js';
import type { SearchQuery } from '../../shared/api/queries.js';
import type { ListResult, SearchGroup, SearchResult } from '../../shared/api/types.js';
import { listClaimTemplates } from './claims.js';
import { listDocumentTemplates } from './documents.js';
import { listLawFirms } from './lawfirms.js';
import { listReferenceArticles } from './reference.js';
import { listServices } from './services.js';
import { listSpecialists } from './specialists.js';
import { listSupportQuestions } from './support.js';

const group = <T>({ items, total }: ListResult<T>): SearchGroup<T> => ({ items, total });

export async function searchEverything(db: Queryable, query: SearchQuery, lang: Locale): Promise<SearchResult> {
  const page = { q: query.q, page: 1, pageSize: query.limit, sort: 'relevance' as const };
  const [services, specialists, lawfirms, reference, documentTemplates, claimTemplates, supportQuestions] = await Promise.all([
    listServices(db, page, lang),
    listSpecialists(db, page, lang),
    listLawFirms(db, page, lang),
    listReferenceArticles(db, page, lang),
    listDocumentTemplates(db, page, lang),
    listClaimTemplates(db, page, lang),
    listSupportQuestions(db, page, lang),
  ]);
  return {
    q: query.q,
    groups: {
      services: group(services),
      specialists: group(specialists),
      lawfirms: group(lawfirms),
      reference: group(reference),
      documentTemplates: group(documentTemplates),
      claimTemplates: group(claimTemplates),
      supportQuestions: group(supportQuestions),
    },
  };
}
