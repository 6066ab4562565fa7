/**
 * The read operations of the product API, by name: method, path under /api/v1 and the schemas of
 * its path and query parameters. The server mounts its routes from this table and the HTTP
 * transport builds its URLs from it, so neither can drift from the other.
 */
import type { z } from 'zod';
import {
  claimTemplateListQuery,
  courtListQuery,
  districtListQuery,
  documentTemplateListQuery,
  idParams,
  lawFirmListQuery,
  nicknameParams,
  referenceListQuery,
  searchQuery,
  serviceListQuery,
  specialistListQuery,
  supportQuestionListQuery,
  wholeListQuery,
} from './queries';
import { favoriteCardsQuery, favoriteListQuery } from './account/favorites';
import type { FavoriteCardList, FavoriteList } from './account/favorite-kinds';
import type { AccountOverview, OwnIdentity, OwnSpecialist } from '../account/overview';
import type { OwnServiceList } from '../account/service-fiscal';
import {
  courtProposalQuery,
  ownClaimListQuery,
  stateDutyQuery,
  type CourtProposalResult,
  type OwnClaim,
  type OwnClaimList,
  type OwnClaimVersionList,
  type StateDutyEstimate,
} from './claims/contract';
import {
  documentVersionParams,
  ownDocumentListQuery,
  type OwnDocument,
  type OwnDocumentList,
  type OwnDocumentVersion,
  type OwnDocumentVersionList,
} from './documents/contract';
import { ownOrderListQuery, type Basket, type OwnOrder, type OwnOrderList, type Sale, type SaleList } from './orders/contract';
import { reviewListQuery, type ReviewList } from './reviews/contract';
import type {
  BaseCalculationAmount,
  ClaimCategory,
  ClaimTemplateCard,
  ClaimTemplateDetail,
  Court,
  District,
  DocumentTemplateCard,
  DocumentTemplateDetail,
  LawFirmCard,
  LawFirmDetail,
  ListResult,
  ReferenceArticleCard,
  ReferenceArticleDetail,
  ReferenceCategory,
  Region,
  SearchResult,
  ServiceCard,
  ServiceDetail,
  SpecialistCard,
  SpecialistProfile,
  SpecializationGroup,
  SupportCategory,
  SupportQuestionCard,
  SupportQuestionDetail,
} from './types';

export interface OperationSpec {
  method: 'GET';
  /** Express-style path under /api/v1: '/services/:id'. */
  path: string;
  params?: z.ZodType;
  query: z.ZodType;
  /** A list (items, total, page, pageSize). */
  list: boolean;
  /** 'user': the caller's own data (/me/...): needs a session, answered privately. */
  auth?: 'user';
  /**
   * 'optional': public data that a signed-in caller reads with more (what they may do with each
   * item): anonymous answers stay cacheable, a session's answer is private.
   */
  session?: 'optional';
}

const list = <Q extends z.ZodType>(path: string, query: Q) => ({ method: 'GET', path, query, list: true }) as const;
const item = <P extends z.ZodType>(path: string, params: P) => ({ method: 'GET', path, params, query: wholeListQuery, list: false }) as const;

export const API_OPERATIONS = {
  listServices: list('/services', serviceListQuery),
  getService: item('/services/:id', idParams),
  listSpecialists: list('/specialists', specialistListQuery),
  getSpecialist: item('/specialists/:nickname', nicknameParams),
  listSpecializationGroups: list('/specializations', wholeListQuery),
  listRegions: list('/regions', wholeListQuery),
  listLawFirms: list('/lawfirms', lawFirmListQuery),
  getLawFirm: item('/lawfirms/:id', idParams),
  listReferenceArticles: list('/reference', referenceListQuery),
  getReferenceArticle: item('/reference/:id', idParams),
  listReferenceCategories: list('/reference-categories', wholeListQuery),
  listDocumentTemplates: list('/document-templates', documentTemplateListQuery),
  getDocumentTemplate: item('/document-templates/:id', idParams),
  listClaimCategories: list('/claim-categories', wholeListQuery),
  listClaimTemplates: list('/claim-templates', claimTemplateListQuery),
  getClaimTemplate: item('/claim-templates/:id', idParams),
  listCourts: list('/courts', courtListQuery),
  listDistricts: list('/districts', districtListQuery),
  getStateDuty: { method: 'GET', path: '/state-duty', query: stateDutyQuery, list: false },
  listBaseCalculationAmounts: { method: 'GET', path: '/base-calculation-amounts', query: wholeListQuery, list: false },
  proposeCourt: { method: 'GET', path: '/court-proposal', query: courtProposalQuery, list: false },
  listSupportQuestions: list('/support/questions', supportQuestionListQuery),
  getSupportQuestion: item('/support/questions/:id', idParams),
  listSupportCategories: list('/support/categories', wholeListQuery),
  search: { method: 'GET', path: '/search', query: searchQuery, list: false },
  listFavoriteCards: { method: 'GET', path: '/favorites/cards', query: favoriteCardsQuery, list: false },
  listFavorites: { method: 'GET', path: '/me/favorites', query: favoriteListQuery, list: true, auth: 'user' },
  getAccount: { method: 'GET', path: '/me/account', query: wholeListQuery, list: false, auth: 'user' },
  getOwnSpecialist: { method: 'GET', path: '/me/specialist', query: wholeListQuery, list: false, auth: 'user' },
  getOwnIdentity: { method: 'GET', path: '/me/identity', query: wholeListQuery, list: false, auth: 'user' },
  listOwnDocuments: { method: 'GET', path: '/me/documents', query: ownDocumentListQuery, list: true, auth: 'user' },
  getOwnDocument: { method: 'GET', path: '/me/documents/:id', params: idParams, query: wholeListQuery, list: false, auth: 'user' },
  listOwnDocumentVersions: { method: 'GET', path: '/me/documents/:id/versions', params: idParams, query: ownDocumentListQuery, list: true, auth: 'user' },
  getOwnDocumentVersion: {
    method: 'GET',
    path: '/me/documents/:id/versions/:n',
    params: documentVersionParams,
    query: wholeListQuery,
    list: false,
    auth: 'user',
  },
  listOwnClaims: { method: 'GET', path: '/me/claims', query: ownClaimListQuery, list: true, auth: 'user' },
  getOwnClaim: { method: 'GET', path: '/me/claims/:id', params: idParams, query: wholeListQuery, list: false, auth: 'user' },
  listOwnClaimVersions: { method: 'GET', path: '/me/claims/:id/versions', params: idParams, query: ownClaimListQuery, list: true, auth: 'user' },
  getBasket: { method: 'GET', path: '/me/basket', query: wholeListQuery, list: false, auth: 'user' },
  listOwnOrders: { method: 'GET', path: '/me/orders', query: ownOrderListQuery, list: true, auth: 'user' },
  getOwnOrder: { method: 'GET', path: '/me/orders/:id', params: idParams, query: wholeListQuery, list: false, auth: 'user' },
  listOwnSales: { method: 'GET', path: '/me/sales', query: wholeListQuery, list: false, auth: 'user' },
  listOwnServices: { method: 'GET', path: '/me/specialist/services', query: wholeListQuery, list: false, auth: 'user' },
  getOwnSale: { method: 'GET', path: '/me/sales/:id', params: idParams, query: wholeListQuery, list: false, auth: 'user' },
  listReviews: { method: 'GET', path: '/reviews', query: reviewListQuery, list: true, session: 'optional' },
} as const satisfies Record<string, OperationSpec>;

export type OperationName = keyof typeof API_OPERATIONS;

/** What each operation answers. */
export interface OperationResults {
  listServices: ListResult<ServiceCard>;
  getService: ServiceDetail;
  listSpecialists: ListResult<SpecialistCard>;
  getSpecialist: SpecialistProfile;
  listSpecializationGroups: ListResult<SpecializationGroup>;
  listRegions: ListResult<Region>;
  listLawFirms: ListResult<LawFirmCard>;
  getLawFirm: LawFirmDetail;
  listReferenceArticles: ListResult<ReferenceArticleCard>;
  getReferenceArticle: ReferenceArticleDetail;
  listReferenceCategories: ListResult<ReferenceCategory>;
  listDocumentTemplates: ListResult<DocumentTemplateCard>;
  getDocumentTemplate: DocumentTemplateDetail;
  listClaimCategories: ListResult<ClaimCategory>;
  listClaimTemplates: ListResult<ClaimTemplateCard>;
  getClaimTemplate: ClaimTemplateDetail;
  listCourts: ListResult<Court>;
  listDistricts: ListResult<District>;
  getStateDuty: StateDutyEstimate;
  listBaseCalculationAmounts: { items: BaseCalculationAmount[] };
  proposeCourt: CourtProposalResult;
  listSupportQuestions: ListResult<SupportQuestionCard>;
  getSupportQuestion: SupportQuestionDetail;
  listSupportCategories: ListResult<SupportCategory>;
  search: SearchResult;
  listFavoriteCards: FavoriteCardList;
  listFavorites: FavoriteList;
  getAccount: AccountOverview;
  getOwnSpecialist: OwnSpecialist;
  getOwnIdentity: OwnIdentity;
  listOwnDocuments: OwnDocumentList;
  getOwnDocument: OwnDocument;
  listOwnDocumentVersions: OwnDocumentVersionList;
  getOwnDocumentVersion: OwnDocumentVersion;
  listOwnClaims: OwnClaimList;
  getOwnClaim: OwnClaim;
  listOwnClaimVersions: OwnClaimVersionList;
  getBasket: Basket;
  listOwnOrders: OwnOrderList;
  getOwnOrder: OwnOrder;
  listOwnSales: SaleList;
  listOwnServices: OwnServiceList;
  getOwnSale: Sale;
  listReviews: ReviewList;
}

type Spec<N extends OperationName> = (typeof API_OPERATIONS)[N];
/** An operation's path parameters and query after validation. */
export type OperationParams<N extends OperationName> = Spec<N> extends { params: infer P extends z.ZodType } ? z.output<P> : Record<string, never>;
export type OperationQuery<N extends OperationName> = z.output<Spec<N>['query']>;

/** The parameters of one call: path parameters by name, query values (typed or text). */
export interface OperationInput {
  params?: Readonly<Record<string, string | number>>;
  query?: Readonly<Record<string, string | number | boolean | undefined>>;
}

/** The path of an operation with its parameters filled in and encoded. */
export function operationPath(name: OperationName, params: OperationInput['params'] = {}): string {
  return API_OPERATIONS[name].path.replace(/:([A-Za-z]+)/g, (_whole, key: string) => {
    const value = params[key];
    if (value === undefined) throw new TypeError(`${name} needs the path parameter "${key}"`);
    return encodeURIComponent(String(value));
  });
}
