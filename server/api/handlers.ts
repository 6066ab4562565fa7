/** What each API operation does: validated parameters in, the domain query's answer out (null: not found). */
import type { DutyAnswers } from '../../shared/claims/duty-answers.js';
import type { Queryable } from '../db/adapter.js';
import type { Locale } from '../../shared/locales.js';
import type { OperationName, OperationParams, OperationQuery, OperationResults } from '../../shared/api/operations.js';
import { getClaimTemplate, listClaimCategories, listClaimTemplates } from '../domain/claims/templates.js';
import { courtProposal, listCourts, listDistricts } from '../domain/claims/courts.js';
import { getDocumentTemplate, listDocumentTemplates } from '../domain/documents/templates.js';
import { accountOverview, ownIdentity } from '../domain/account/overview.js';
import { favoriteCards, listFavorites } from '../domain/account/favorites.js';
import { readOwnSpecialist } from '../domain/account/own-specialist.js';
import { listOwnServices } from '../domain/account/own-services.js';
import { getOwnDocument, listOwnDocuments } from '../domain/documents/own-documents.js';
import { getOwnClaim, listOwnClaims, listOwnClaimVersions } from '../domain/claims/own-claims.js';
import { dutyTemplate, estimateDuty, listBaseCalculationAmounts } from '../domain/claims/state-duty.js';
import { getOwnDocumentVersion, listOwnDocumentVersions } from '../domain/documents/versions.js';
import { getLawFirm, listLawFirms } from '../domain/directory/lawfirms.js';
import { getReferenceArticle, listReferenceArticles, listReferenceCategories } from '../domain/directory/reference.js';
import { searchAnswer } from '../cache/search-answers.js';
import { correctingSearch } from '../domain/search/list-correction.js';
import { getService, listServices } from '../domain/catalogue/services.js';
import { getSpecialist, listSpecialists } from '../domain/catalogue/specialists.js';
import { getSupportQuestion, listSupportCategories, listSupportQuestions } from '../domain/directory/support.js';
import { listRegions, listSpecializationGroups } from '../domain/catalogue/taxonomy.js';
import { readBasket } from '../domain/orders/basket.js';
import { getOwnOrder, listOwnOrders } from '../domain/orders/orders.js';
import { getOwnSale, listOwnSales } from '../domain/orders/fulfilment.js';
import { listReviews } from '../domain/reviews/reviews.js';

export interface HandlerContext {
  db: Queryable;
  lang: Locale;
  /** The signed-in caller; never null for an operation marked `auth: 'user'` (execute.ts checks). */
  userId: number | null;
  /** Their session (the dashboard marks it as this browser's); set with userId. */
  sessionId: number | null;
}

export type Handler<N extends OperationName> = (
  input: { params: OperationParams<N>; query: OperationQuery<N> },
  ctx: HandlerContext,
) => Promise<OperationResults[N] | null>;

export const HANDLERS: { [N in OperationName]: Handler<N> } = {
  listServices: ({ query }, { db, lang }) => correctingSearch(db, query, (asked) => listServices(db, asked, lang)),
  getService: ({ params }, { db, lang }) => getService(db, params.id, lang),
  listSpecialists: ({ query }, { db, lang }) => correctingSearch(db, query, (asked) => listSpecialists(db, asked, lang)),
  getSpecialist: ({ params }, { db, lang }) => getSpecialist(db, params.nickname, lang),
  listSpecializationGroups: (_input, { db, lang }) => listSpecializationGroups(db, lang),
  listRegions: (_input, { db, lang }) => listRegions(db, lang),
  listLawFirms: ({ query }, { db, lang }) => correctingSearch(db, query, (asked) => listLawFirms(db, asked, lang)),
  getLawFirm: ({ params }, { db, lang }) => getLawFirm(db, params.id, lang),
  listReferenceArticles: ({ query }, { db, lang }) => correctingSearch(db, query, (asked) => listReferenceArticles(db, asked, lang)),
  getReferenceArticle: ({ params }, { db, lang }) => getReferenceArticle(db, params.id, lang),
  listReferenceCategories: (_input, { db, lang }) => listReferenceCategories(db, lang),
  listDocumentTemplates: ({ query }, { db, lang }) => correctingSearch(db, query, (asked) => listDocumentTemplates(db, asked, lang)),
  getDocumentTemplate: ({ params }, { db, lang }) => getDocumentTemplate(db, params.id, lang),
  listClaimCategories: (_input, { db, lang }) => listClaimCategories(db, lang),
  listClaimTemplates: ({ query }, { db, lang }) => correctingSearch(db, query, (asked) => listClaimTemplates(db, asked, lang)),
  getClaimTemplate: ({ params }, { db, lang }) => getClaimTemplate(db, params.id, lang),
  listCourts: ({ query }, { db, lang }) => listCourts(db, query, lang),
  listDistricts: ({ query }, { db, lang }) => listDistricts(db, query, lang),
  proposeCourt: ({ query }, { db, lang }) => courtProposal(db, query, lang),
  getStateDuty: async ({ query }, { db, lang }) => {
    const template = await dutyTemplate(db, query.template);
    if (!template) return null;
    const estimate = await estimateDuty(
      db,
      template,
      { claimValue: query.claimValue ?? null, smallBusiness: query.smallBusiness, exemption: query.exemption ?? null } satisfies DutyAnswers,
      lang,
      query.date,
    );
    return estimate === 'unknown_exemption' ? null : estimate;
  },
  listBaseCalculationAmounts: async (_input, { db, lang }) => ({ items: await listBaseCalculationAmounts(db, lang) }),
  listSupportQuestions: ({ query }, { db, lang }) => correctingSearch(db, query, (asked) => listSupportQuestions(db, asked, lang)),
  getSupportQuestion: ({ params }, { db, lang }) => getSupportQuestion(db, params.id, lang),
  listSupportCategories: (_input, { db, lang }) => listSupportCategories(db, lang),
  search: ({ query }, { db, lang }) => searchAnswer(db, query, lang),
  listFavoriteCards: async ({ query }, { db, lang }) => ({ items: await favoriteCards(db, query.items, lang) }),
  listFavorites: ({ query }, { db, lang, userId }) => (userId === null ? Promise.resolve(null) : listFavorites(db, userId, query, lang)),
  getAccount: (_input, { db, userId, sessionId }) => (userId === null || sessionId === null ? Promise.resolve(null) : accountOverview(db, userId, sessionId)),
  getOwnSpecialist: async (_input, { db, lang, userId }) => (userId === null ? null : { profile: await readOwnSpecialist(db, userId, lang) }),
  getOwnIdentity: (_input, { db, userId }) => (userId === null ? Promise.resolve(null) : ownIdentity(db, userId)),
  listOwnDocuments: ({ query }, { db, lang, userId }) => (userId === null ? Promise.resolve(null) : listOwnDocuments(db, userId, query, lang)),
  getOwnDocument: ({ params }, { db, lang, userId }) => (userId === null ? Promise.resolve(null) : getOwnDocument(db, userId, params.id, lang)),
  listOwnDocumentVersions: ({ params, query }, { db, userId }) =>
    userId === null ? Promise.resolve(null) : listOwnDocumentVersions(db, userId, params.id, query),
  getOwnDocumentVersion: ({ params }, { db, userId }) => (userId === null ? Promise.resolve(null) : getOwnDocumentVersion(db, userId, params.id, params.n)),
  listOwnClaims: ({ query }, { db, lang, userId }) => (userId === null ? Promise.resolve(null) : listOwnClaims(db, userId, query, lang)),
  getOwnClaim: ({ params }, { db, lang, userId }) => (userId === null ? Promise.resolve(null) : getOwnClaim(db, userId, params.id, lang)),
  listOwnClaimVersions: ({ params, query }, { db, userId }) => (userId === null ? Promise.resolve(null) : listOwnClaimVersions(db, userId, params.id, query)),
  getBasket: (_input, { db, lang, userId }) => (userId === null ? Promise.resolve(null) : readBasket(db, userId, lang)),
  listOwnOrders: ({ query }, { db, lang, userId }) => (userId === null ? Promise.resolve(null) : listOwnOrders(db, userId, query, lang)),
  getOwnOrder: ({ params }, { db, lang, userId }) => (userId === null ? Promise.resolve(null) : getOwnOrder(db, userId, params.id, lang)),
  listOwnSales: (_input, { db, lang, userId }) => (userId === null ? Promise.resolve(null) : listOwnSales(db, userId, lang)),
  getOwnSale: ({ params }, { db, lang, userId }) => (userId === null ? Promise.resolve(null) : getOwnSale(db, userId, params.id, lang)),
  listOwnServices: async (_input, { db, lang, userId }) => (userId === null ? null : { items: await listOwnServices(db, userId, lang) }),
  listReviews: ({ query }, { db, lang, userId }) => listReviews(db, query, lang, userId),
};
