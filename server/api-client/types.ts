/**
 * The one interface server loaders read the product API through (docs/design.md §2). Two transports
 * implement it: in-process (the default: the domain functions, no socket) and HTTP (undici to
 * API_BASE_URL). Both validate the same way and fail with the same ApiError, so a loader never
 * knows which one it has.
 */
import type { Locale } from '../../shared/locales.js';
import type { OperationInput, OperationName, OperationResults } from '../../shared/api/operations.js';
import type {
  ClaimTemplateListInput,
  CourtListInput,
  DistrictListInput,
  DocumentTemplateListInput,
  LawFirmListInput,
  ReferenceListInput,
  SearchInput,
  ServiceListInput,
  SpecialistListInput,
  SupportQuestionListInput,
} from '../../shared/api/queries.js';
import type { FavoriteCardsInput, FavoriteListInput } from '../../shared/api/account/favorites.js';
import type { OwnDocumentListInput } from '../../shared/api/documents/contract.js';
import type { CourtProposalInput, OwnClaimListInput, StateDutyInput } from '../../shared/api/claims/contract.js';
import type { OwnOrderListInput } from '../../shared/api/orders/contract.js';
import type { ReviewListInput } from '../../shared/api/reviews/contract.js';

/** Who asks and in which language. */
export interface ApiCallContext {
  lang: Locale;
  /** The visitor's session token (cookie `act`), sent as header `act` by the HTTP transport. */
  session?: string | null;
  /** Aborts the call (the visitor went away). */
  signal?: AbortSignal;
}

export interface ApiTransport {
  call<N extends OperationName>(name: N, input: OperationInput, ctx: ApiCallContext): Promise<OperationResults[N]>;
}

type Result<N extends OperationName> = Promise<OperationResults[N]>;

export interface ApiClient {
  listServices(query: ServiceListInput, ctx: ApiCallContext): Result<'listServices'>;
  getService(id: number, ctx: ApiCallContext): Result<'getService'>;
  listSpecialists(query: SpecialistListInput, ctx: ApiCallContext): Result<'listSpecialists'>;
  getSpecialist(nickname: string, ctx: ApiCallContext): Result<'getSpecialist'>;
  /** docs/product.md §3 specialization groups (parent_specialization and its specializations). */
  listSpecializationGroups(ctx: ApiCallContext): Result<'listSpecializationGroups'>;
  listRegions(ctx: ApiCallContext): Result<'listRegions'>;
  listLawFirms(query: LawFirmListInput, ctx: ApiCallContext): Result<'listLawFirms'>;
  getLawFirm(id: number, ctx: ApiCallContext): Result<'getLawFirm'>;
  listReferenceArticles(query: ReferenceListInput, ctx: ApiCallContext): Result<'listReferenceArticles'>;
  getReferenceArticle(id: number, ctx: ApiCallContext): Result<'getReferenceArticle'>;
  listReferenceCategories(ctx: ApiCallContext): Result<'listReferenceCategories'>;
  listDocumentTemplates(query: DocumentTemplateListInput, ctx: ApiCallContext): Result<'listDocumentTemplates'>;
  getDocumentTemplate(id: number, ctx: ApiCallContext): Result<'getDocumentTemplate'>;
  listClaimCategories(ctx: ApiCallContext): Result<'listClaimCategories'>;
  listClaimTemplates(query: ClaimTemplateListInput, ctx: ApiCallContext): Result<'listClaimTemplates'>;
  getClaimTemplate(id: number, ctx: ApiCallContext): Result<'getClaimTemplate'>;
  listCourts(query: CourtListInput, ctx: ApiCallContext): Result<'listCourts'>;
  listDistricts(query: DistrictListInput, ctx: ApiCallContext): Result<'listDistricts'>;
  /** The state duty estimate for a template and a claim value (tiyin), from the rules kept as data. */
  getStateDuty(query: StateDutyInput, ctx: ApiCallContext): Result<'getStateDuty'>;
  /** The base calculation amounts with the days each held and the act that set it, the newest first. */
  listBaseCalculationAmounts(ctx: ApiCallContext): Result<'listBaseCalculationAmounts'>;
  /** The court the template's territorial rule proposes from the addresses given (overridable); nulls when none. */
  proposeCourt(query: CourtProposalInput, ctx: ApiCallContext): Result<'proposeCourt'>;
  listSupportQuestions(query: SupportQuestionListInput, ctx: ApiCallContext): Result<'listSupportQuestions'>;
  getSupportQuestion(id: number, ctx: ApiCallContext): Result<'getSupportQuestion'>;
  listSupportCategories(ctx: ApiCallContext): Result<'listSupportCategories'>;
  /** The signed-in visitor's dashboard (/home); 401 without a live session. */
  getAccount(ctx: ApiCallContext): Result<'getAccount'>;
  /** Their specialist profile as the editor loads it. */
  getOwnSpecialist(ctx: ApiCallContext): Result<'getOwnSpecialist'>;
  /** What OneID gave of them (full name, PINFL, phone), for filling a document's party. */
  getOwnIdentity(ctx: ApiCallContext): Result<'getOwnIdentity'>;
  /** Every kind at once, a few of each. */
  search(query: SearchInput, ctx: ApiCallContext): Result<'search'>;
  /** A guest's favourites (refs as "kind:id") with their cards. */
  listFavoriteCards(query: FavoriteCardsInput, ctx: ApiCallContext): Result<'listFavoriteCards'>;
  /** The signed-in caller's favourites (ctx.session), one page with the counts by kind; 401 without a session. */
  listFavorites(query: FavoriteListInput, ctx: ApiCallContext): Result<'listFavorites'>;
  /** The signed-in caller's documents, the last changed first; 401 without a session. */
  listOwnDocuments(query: OwnDocumentListInput, ctx: ApiCallContext): Result<'listOwnDocuments'>;
  /** One of their documents, whole (404 for anyone else's). */
  getOwnDocument(id: number, ctx: ApiCallContext): Result<'getOwnDocument'>;
  /** The kept versions of one of their documents, newest first. */
  listOwnDocumentVersions(id: number, query: OwnDocumentListInput, ctx: ApiCallContext): Result<'listOwnDocumentVersions'>;
  /** One kept version, whole. */
  getOwnDocumentVersion(id: number, n: number, ctx: ApiCallContext): Result<'getOwnDocumentVersion'>;
  /** The signed-in caller's statements of claim, the last changed first; 401 without a session. */
  listOwnClaims(query: OwnClaimListInput, ctx: ApiCallContext): Result<'listOwnClaims'>;
  /** One of their claims, whole, with its problems and attachments (404 for anyone else's). */
  getOwnClaim(id: number, ctx: ApiCallContext): Result<'getOwnClaim'>;
  /** The kept versions of one of their claims, newest first (generated ones carry their document). */
  listOwnClaimVersions(id: number, query: OwnClaimListInput, ctx: ApiCallContext): Result<'listOwnClaimVersions'>;
  /** The signed-in caller's basket at today's prices; 401 without a session. */
  getBasket(ctx: ApiCallContext): Result<'getBasket'>;
  /** Their orders, newest first. */
  listOwnOrders(query: OwnOrderListInput, ctx: ApiCallContext): Result<'listOwnOrders'>;
  /** One of their orders with its items and payments (404 for anyone else's). */
  getOwnOrder(id: number, ctx: ApiCallContext): Result<'getOwnOrder'>;
  /** The signed-in specialist's paid orders (only their items, the client's name and shared phone). */
  listOwnSales(ctx: ApiCallContext): Result<'listOwnSales'>;
  /** One of the signed-in specialist's sales with its history (404 for anyone else's). */
  getOwnSale(id: number, ctx: ApiCallContext): Result<'getOwnSale'>;
  /** The signed-in specialist's services with their fiscal data (issue 29); none without a profile. */
  listOwnServices(ctx: ApiCallContext): Result<'listOwnServices'>;
  /** Visible reviews of a specialist, a law firm or a service, newest first, with their rating; with a session, what the reader may do with each. */
  listReviews(query: ReviewListInput, ctx: ApiCallContext): Result<'listReviews'>;
}
