/**
 * The product API, one table (ADR 019): every read and write by name, with its method, path under
 * /api/v1, the schemas of its path parameters, query and body, its status, who may call it and
 * what it answers. The server's router, the loaders' client (in-process and HTTP) and the
 * browser's caller are derived from it, so none of them can drift from another; callers name
 * operations, never paths. The words it is written in: ./operation-kit.ts.
 */
import { z } from 'zod';
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
  type SearchInput,
} from './queries';
import { favoriteCardsQuery, favoriteListQuery, favoriteMergeBody, favoriteParams } from './account/favorites';
import type { FavoriteCardList, FavoriteList, FavoriteMergeResult, FavoriteRefList } from './account/favorite-kinds';
import type { AccountOverview, AccountSession, OwnIdentity, OwnSpecialist } from '../account/overview';
import type { OwnService, OwnServiceList, ServiceFiscalValues } from '../account/service-fiscal';
import type { NicknameCheck } from '../account/specialist-fields';
import type { SpecialistProfileSchema } from '../account/specialist-schema';
import type { Viewer } from '../app-state';
import type { ClaimAnswers } from '../claims/types';
import {
  courtProposalQuery,
  ownClaimListQuery,
  stateDutyQuery,
  type ClaimCreateInput,
  type ClaimStatusInput,
  type ClaimUpdateInput,
  type CourtProposalInput,
  type CourtProposalResult,
  type OwnClaim,
  type OwnClaimList,
  type OwnClaimVersionList,
  type StateDutyEstimate,
  type StateDutyInput,
} from './claims/contract';
import { inviteParams, paperCheckQuery, paperSettingsBody, signatureBody, verifyCodeParams, type PaperCheckInput } from './signing/contract';
import type { OwnPaper, PaperCheck, PaperInvite, PaperList } from '../signing/papers';
import {
  documentVersionParams,
  ownDocumentListQuery,
  type DocumentCreateInput,
  type DocumentUpdateInput,
  type OwnDocument,
  type OwnDocumentList,
  type OwnDocumentVersion,
  type OwnDocumentVersionList,
} from './documents/contract';
import {
  basketItemBody,
  basketItemParams,
  basketMergeBody,
  basketQuantityBody,
  orderCreateBody,
  orderDisputeBody,
  ownOrderListQuery,
  saleStatusBody,
  type Basket,
  type BasketMergeResult,
  type OwnOrder,
  type OwnOrderList,
  type Sale,
  type SaleList,
} from './orders/contract';
import {
  orderItemReviewParams,
  reviewAnswerBody,
  reviewBody,
  reviewListQuery,
  reviewParams,
  reviewReportBody,
  type PublicReview,
  type ReviewList,
} from './reviews/contract';
import type { SupportTicketCreated, SupportTicketInput } from './directory/support-ticket-fields';
import {
  MESSAGE_FILE_MAX_BYTES,
  MESSAGE_FILES_MAX,
  conversationBlockBody,
  conversationCreateBody,
  conversationListQuery,
  conversationQuery,
  conversationReadBody,
  conversationReportBody,
  messageCreateBody,
  messageListQuery,
  quoteCreateBody,
  type Conversation,
  type ConversationList,
  type Message,
  type MessageList,
  type Quote,
} from './messages/contract';
import {
  notificationListQuery,
  notificationReadBody,
  telegramKindsBody,
  telegramWebAppBody,
  type NotificationList,
  type TelegramLink,
} from './notifications/contract';
import {
  auditListQuery,
  baseAmountBody,
  baseAmountParams,
  disputeDecisionBody,
  courtBody,
  districtCourtBody,
  dutyExemptionBody,
  dutyRuleBody,
  opsCourtsQuery,
  reviewDecisionBody,
  slugParams,
  type AuditList,
  type DistrictCourtPreview,
  type DutyChangePreview,
  type OpsCourts,
  type OpsDutyData,
  type OpsDutyExemption,
  type OpsDutyRule,
  type DisputeDecisionResult,
  type BaseAmountPreview,
  type FlaggedPayments,
  type OpsBaseAmount,
  type OpsDispute,
  type OpsOverview,
  type OpsReportedReview,
  type ReconcileRun,
  type ReviewDecisionResult,
} from './ops/contract';
import { answers, sends, takes, type ArgsOf, type CallArgs, type OperationSpec, type ResultOf } from './operation-kit';
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

import { applicationApproveBody, applicationBody, applicationReturnBody } from '../account/application-schema';
import type { SpecialistApplication } from '../account/application';
import type { FirmInviteMade, OwnFirm } from '../account/firm';
import { firmAcceptBody, firmApplicationBody, firmInviteBody, firmMemberParams, firmMemberRightsBody } from '../account/firm-schema';
import {
  applicationFileBody,
  PHOTO_UPLOAD,
  SCAN_UPLOAD,
  type ApplicationDecisionResult,
  type OpsApplication,
  type OpsApplicationCard,
  type OpsFirmApplication,
} from './account/application';

export type { OperationSpec } from './operation-kit';

const list = <Q extends z.ZodType, T>(path: string, query: Q, result: { result: T }) => ({ method: 'GET', path, query, list: true, ...result }) as const;
const item = <P extends z.ZodType, T>(path: string, params: P, result: { result: T }) =>
  ({ method: 'GET', path, params, query: wholeListQuery, ...result }) as const;
const own = { auth: 'user' } as const;
const operator = { auth: 'operator' } as const;

/** GET /me/nickname?nickname=: whatever is not one text reads as none (the field is empty). */
const nicknameCheckQuery = z.object({ nickname: z.preprocess((value) => (typeof value === 'string' ? value : ''), z.string()) });
/** The version a claim was generated from; nothing, or {} (the current one). */
type ClaimGenerateInput = { version?: number } | undefined;

export const API_OPERATIONS = {
  // ── catalogue: services, specialists, the taxonomy
  listServices: list('/services', serviceListQuery, { result: answers<ListResult<ServiceCard>>() }),
  getService: item('/services/:id', idParams, { result: answers<ServiceDetail>() }),
  listSpecialists: list('/specialists', specialistListQuery, { result: answers<ListResult<SpecialistCard>>() }),
  getSpecialist: item('/specialists/:nickname', nicknameParams, { result: answers<SpecialistProfile>() }),
  /** docs/product.md §3 specialization groups (parent_specialization and its specializations). */
  listSpecializationGroups: list('/specializations', wholeListQuery, { result: answers<ListResult<SpecializationGroup>>() }),
  listRegions: list('/regions', wholeListQuery, { result: answers<ListResult<Region>>() }),

  // ── directory: law firms, reference, support
  listLawFirms: list('/lawfirms', lawFirmListQuery, { result: answers<ListResult<LawFirmCard>>() }),
  getLawFirm: item('/lawfirms/:id', idParams, { result: answers<LawFirmDetail>() }),
  listReferenceArticles: list('/reference', referenceListQuery, { result: answers<ListResult<ReferenceArticleCard>>() }),
  getReferenceArticle: item('/reference/:id', idParams, { result: answers<ReferenceArticleDetail>() }),
  listReferenceCategories: list('/reference-categories', wholeListQuery, { result: answers<ListResult<ReferenceCategory>>() }),
  listSupportQuestions: list('/support/questions', supportQuestionListQuery, { result: answers<ListResult<SupportQuestionCard>>() }),
  getSupportQuestion: item('/support/questions/:id', idParams, { result: answers<SupportQuestionDetail>() }),
  listSupportCategories: list('/support/categories', wholeListQuery, { result: answers<ListResult<SupportCategory>>() }),
  /** The support page's contact form: for the signed-in visitor, or a guest with a contact; labels in the caller's language. */
  createSupportTicket: { method: 'POST', path: '/support/tickets', body: sends<SupportTicketInput>(), status: 201, result: answers<SupportTicketCreated>() },

  // ── search
  /** Every kind at once, a few of each. */
  search: { method: 'GET', path: '/search', query: searchQuery, args: takes<SearchInput>(), result: answers<SearchResult>() },

  // ── documents: templates, the visitor's documents
  listDocumentTemplates: list('/document-templates', documentTemplateListQuery, { result: answers<ListResult<DocumentTemplateCard>>() }),
  getDocumentTemplate: item('/document-templates/:id', idParams, { result: answers<DocumentTemplateDetail>() }),
  /** The signed-in caller's documents, the last changed first. */
  listOwnDocuments: { method: 'GET', path: '/me/documents', query: ownDocumentListQuery, list: true, ...own, result: answers<OwnDocumentList>() },
  /** One of their documents, whole (404 for anyone else's). */
  getOwnDocument: { method: 'GET', path: '/me/documents/:id', params: idParams, query: wholeListQuery, ...own, result: answers<OwnDocument>() },
  /** The kept versions of one of their documents, newest first. */
  listOwnDocumentVersions: {
    method: 'GET',
    path: '/me/documents/:id/versions',
    params: idParams,
    query: ownDocumentListQuery,
    list: true,
    ...own,
    result: answers<OwnDocumentVersionList>(),
  },
  getOwnDocumentVersion: {
    method: 'GET',
    path: '/me/documents/:id/versions/:n',
    params: documentVersionParams,
    query: wholeListQuery,
    ...own,
    result: answers<OwnDocumentVersion>(),
  },
  /** Checked against the template's own fields: 422 invalid_document naming each bad part. */
  createDocument: { method: 'POST', path: '/me/documents', body: sends<DocumentCreateInput>(), status: 201, ...own, result: answers<OwnDocument>() },
  /** 409 version_conflict (error.current) when `version` is stale. */
  updateDocument: { method: 'PUT', path: '/me/documents/:id', params: idParams, body: sends<DocumentUpdateInput>(), ...own, result: answers<OwnDocument>() },
  deleteDocument: { method: 'DELETE', path: '/me/documents/:id', params: idParams, status: 204, ...own, result: answers<undefined>() },
  copyDocument: { method: 'POST', path: '/me/documents/:id/copy', params: idParams, status: 201, ...own, result: answers<OwnDocument>() },
  /** Restoring is a new version. */
  restoreDocumentVersion: {
    method: 'POST',
    path: '/me/documents/:id/versions/:n/restore',
    params: documentVersionParams,
    body: sends<{ version?: number } | undefined>(),
    ...own,
    result: answers<OwnDocument>(),
  },

  // ── claims: templates, courts, the state duty, the visitor's statements of claim
  listClaimCategories: list('/claim-categories', wholeListQuery, { result: answers<ListResult<ClaimCategory>>() }),
  listClaimTemplates: list('/claim-templates', claimTemplateListQuery, { result: answers<ListResult<ClaimTemplateCard>>() }),
  getClaimTemplate: item('/claim-templates/:id', idParams, { result: answers<ClaimTemplateDetail>() }),
  listCourts: list('/courts', courtListQuery, { result: answers<ListResult<Court>>() }),
  listDistricts: list('/districts', districtListQuery, { result: answers<ListResult<District>>() }),
  /** The state duty estimate for a template and a claim value (tiyin), from the rules kept as data. */
  getStateDuty: { method: 'GET', path: '/state-duty', query: stateDutyQuery, args: takes<StateDutyInput>(), result: answers<StateDutyEstimate>() },
  /** The base calculation amounts with the days each held and the act that set it, the newest first. */
  listBaseCalculationAmounts: {
    method: 'GET',
    path: '/base-calculation-amounts',
    query: wholeListQuery,
    result: answers<{ items: BaseCalculationAmount[] }>(),
  },
  /** The court the template's territorial rule proposes from the addresses given (overridable); nulls when none. */
  proposeCourt: {
    method: 'GET',
    path: '/court-proposal',
    query: courtProposalQuery,
    args: takes<CourtProposalInput>(),
    result: answers<CourtProposalResult>(),
  },
  listOwnClaims: { method: 'GET', path: '/me/claims', query: ownClaimListQuery, list: true, ...own, result: answers<OwnClaimList>() },
  /** One of their claims, whole, with its problems and attachments (404 for anyone else's). */
  getOwnClaim: { method: 'GET', path: '/me/claims/:id', params: idParams, query: wholeListQuery, ...own, result: answers<OwnClaim>() },
  /** The kept versions of one of their claims, newest first (generated ones carry their document). */
  listOwnClaimVersions: {
    method: 'GET',
    path: '/me/claims/:id/versions',
    params: idParams,
    query: ownClaimListQuery,
    list: true,
    ...own,
    result: answers<OwnClaimVersionList>(),
  },
  /** Checked against the template's steps: 422 invalid_claim naming each bad answer. */
  createClaim: {
    method: 'POST',
    path: '/me/claims',
    body: sends<Omit<ClaimCreateInput, 'answers'> & { answers?: ClaimAnswers }>(),
    status: 201,
    ...own,
    result: answers<OwnClaim>(),
  },
  updateClaim: { method: 'PUT', path: '/me/claims/:id', params: idParams, body: sends<ClaimUpdateInput>(), ...own, result: answers<OwnClaim>() },
  deleteClaim: { method: 'DELETE', path: '/me/claims/:id', params: idParams, status: 204, ...own, result: answers<undefined>() },
  /** The claim with its generated document; 409 from draft, 422 while a demand holds a "[label]". */
  generateClaim: { method: 'POST', path: '/me/claims/:id/generate', params: idParams, body: sends<ClaimGenerateInput>(), ...own, result: answers<OwnClaim>() },
  /** An illegal move is 409 invalid_transition with error.current {status, allowed}. */
  setClaimStatus: { method: 'POST', path: '/me/claims/:id/status', params: idParams, body: sends<ClaimStatusInput>(), ...own, result: answers<OwnClaim>() },

  // ── signing with E-IMZO (issue 33, ADR 026)
  /** The signed papers of one of their claims, newest first. */
  listClaimPapers: { method: 'GET', path: '/me/claims/:id/papers', params: idParams, query: wholeListQuery, ...own, result: answers<PaperList>() },
  /** The paper of the claim's current generated version (201 when made now); 409 nothing_to_sign before generating. */
  startClaimPaper: { method: 'POST', path: '/me/claims/:id/papers', params: idParams, ...own, result: answers<OwnPaper>() },
  listDocumentPapers: { method: 'GET', path: '/me/documents/:id/papers', params: idParams, query: wholeListQuery, ...own, result: answers<PaperList>() },
  /** The paper of the document's current version (201 when made now). */
  startDocumentPaper: { method: 'POST', path: '/me/documents/:id/papers', params: idParams, ...own, result: answers<OwnPaper>() },
  /** A paper its owner or one of its signers reads. */
  getPaper: { method: 'GET', path: '/me/papers/:id', params: idParams, query: wholeListQuery, ...own, result: answers<OwnPaper>() },
  /** The owner's signature (201): timestamped and verified through E-IMZO-SERVER; 422 naming why a signature is refused, 503 when it cannot be checked. */
  signPaper: { method: 'POST', path: '/me/papers/:id/signatures', params: idParams, body: signatureBody, status: 201, ...own, result: answers<OwnPaper>() },
  /** The owner shows or hides the file on the public check. */
  setPaperSettings: { method: 'PUT', path: '/me/papers/:id', params: idParams, body: paperSettingsBody, ...own, result: answers<OwnPaper>() },
  /** A one-time link (14 days) for another party to sign; shown once. */
  invitePaperSigner: { method: 'POST', path: '/me/papers/:id/invites', params: idParams, status: 201, ...own, result: answers<PaperInvite>() },
  /** The paper an invitation is for, as the invited person reads it before signing. */
  getPaperInvite: { method: 'GET', path: '/me/paper-invites/:token', params: inviteParams, query: wholeListQuery, ...own, result: answers<OwnPaper>() },
  /** The invited person's signature (201); the link is used up. */
  signPaperByInvite: {
    method: 'POST',
    path: '/me/paper-invites/:token/signatures',
    params: inviteParams,
    body: signatureBody,
    status: 201,
    ...own,
    result: answers<OwnPaper>(),
  },
  /** The public check: the title, the SHA-256, the signatures; `matches` when ?sha256= is given. */
  getPaperCheck: {
    method: 'GET',
    path: '/verify/:code',
    params: verifyCodeParams,
    query: paperCheckQuery,
    args: takes<PaperCheckInput>(),
    result: answers<PaperCheck>(),
  },

  // ── orders: the basket, orders, sales
  /** The signed-in caller's basket at today's prices. */
  getBasket: { method: 'GET', path: '/me/basket', query: wholeListQuery, ...own, result: answers<Basket>() },
  /** Adds to what is there. */
  addBasketItem: { method: 'POST', path: '/me/basket/items', body: basketItemBody, ...own, result: answers<Basket>() },
  /** 404 when it is not in the basket. */
  setBasketQuantity: {
    method: 'PATCH',
    path: '/me/basket/items/:serviceId',
    params: basketItemParams,
    body: basketQuantityBody,
    ...own,
    result: answers<Basket>(),
  },
  /** One that was not there is fine. */
  removeBasketItem: { method: 'DELETE', path: '/me/basket/items/:serviceId', params: basketItemParams, ...own, result: answers<Basket>() },
  /** A guest's browser basket after sign-in (duplicates keep the larger quantity). */
  mergeBasket: { method: 'POST', path: '/me/basket/merge', body: basketMergeBody, ...own, result: answers<BasketMergeResult>() },
  listOwnOrders: { method: 'GET', path: '/me/orders', query: ownOrderListQuery, list: true, ...own, result: answers<OwnOrderList>() },
  /** One of their orders with its items and payments (404 for anyone else's). */
  getOwnOrder: { method: 'GET', path: '/me/orders/:id', params: idParams, query: wholeListQuery, ...own, result: answers<OwnOrder>() },
  /** The order with its checkoutUrl (Location: the order). */
  placeOrder: { method: 'POST', path: '/me/orders', body: orderCreateBody, status: 201, ...own, result: answers<OwnOrder>() },
  cancelOrder: { method: 'POST', path: '/me/orders/:id/cancel', params: idParams, ...own, result: answers<OwnOrder>() },
  /** The client accepts the work: the order completes. */
  confirmOrder: { method: 'POST', path: '/me/orders/:id/confirm', params: idParams, ...own, result: answers<OwnOrder>() },
  /** What went wrong, in the client's words: a support ticket. */
  disputeOrder: {
    method: 'POST',
    path: '/me/orders/:id/dispute',
    params: idParams,
    body: orderDisputeBody,
    status: 201,
    ...own,
    result: answers<{ ticketId: number; order: OwnOrder }>(),
  },
  /** The signed-in specialist's paid orders (only their items, the client's name and shared phone). */
  listOwnSales: { method: 'GET', path: '/me/sales', query: wholeListQuery, ...own, result: answers<SaleList>() },
  /** One of the signed-in specialist's sales with its history (404 for anyone else's). */
  getOwnSale: { method: 'GET', path: '/me/sales/:id', params: idParams, query: wholeListQuery, ...own, result: answers<Sale>() },
  setSaleStatus: { method: 'POST', path: '/me/sales/:id/status', params: idParams, body: saleStatusBody, ...own, result: answers<Sale>() },
  /** The last move undone, within 10 minutes of it. */
  undoSaleStatus: { method: 'POST', path: '/me/sales/:id/undo', params: idParams, ...own, result: answers<Sale>() },

  // ── reviews
  /** Visible reviews of a specialist, a law firm or a service, newest first, with their rating; with a session, what the reader may do with each. */
  listReviews: { method: 'GET', path: '/reviews', query: reviewListQuery, list: true, session: 'optional', result: answers<ReviewList>() },
  createReview: {
    method: 'POST',
    path: '/me/orders/:orderId/items/:itemId/review',
    params: orderItemReviewParams,
    body: reviewBody,
    status: 201,
    ...own,
    result: answers<PublicReview>(),
  },
  editReview: { method: 'PATCH', path: '/me/reviews/:id', params: reviewParams, body: reviewBody, ...own, result: answers<PublicReview>() },
  answerReview: { method: 'POST', path: '/me/reviews/:id/answer', params: reviewParams, body: reviewAnswerBody, ...own, result: answers<PublicReview>() },
  /** Once per person (a repeat answers the same). */
  reportReview: {
    method: 'POST',
    path: '/reviews/:id/report',
    params: reviewParams,
    body: reviewReportBody,
    status: 202,
    ...own,
    result: answers<{ reported: true }>(),
  },

  // ── messages: conversations between a client and a specialist, their files, quotes
  /** The signed-in person's conversations (as client and as specialist), the newest message first. */
  listConversations: { method: 'GET', path: '/me/conversations', query: conversationListQuery, list: true, ...own, result: answers<ConversationList>() },
  /** A question to a specialist: 201 a new conversation, 200 the open one about the same service with the message added. */
  createConversation: { method: 'POST', path: '/me/conversations', body: conversationCreateBody, status: 201, ...own, result: answers<Conversation>() },
  /** One conversation with its newest messages (or those before `before`). */
  getConversation: { method: 'GET', path: '/me/conversations/:id', params: idParams, query: conversationQuery, ...own, result: answers<Conversation>() },
  /** What came after a message (the page catching up after the live stream was away). */
  listMessages: { method: 'GET', path: '/me/conversations/:id/messages', params: idParams, query: messageListQuery, ...own, result: answers<MessageList>() },
  /** Text, files (multipart) or one's own papers as PDFs. */
  createMessage: {
    method: 'POST',
    path: '/me/conversations/:id/messages',
    params: idParams,
    body: messageCreateBody,
    upload: { files: MESSAGE_FILES_MAX, fileBytes: MESSAGE_FILE_MAX_BYTES },
    status: 201,
    ...own,
    result: answers<Message>(),
  },
  /** Read receipts: the reader has seen every message up to `upTo`. */
  readConversation: {
    method: 'POST',
    path: '/me/conversations/:id/read',
    params: idParams,
    body: conversationReadBody,
    status: 204,
    ...own,
    result: answers<undefined>(),
  },
  /** The specialist closes it: nobody writes until they reopen it. */
  closeConversation: { method: 'POST', path: '/me/conversations/:id/close', params: idParams, ...own, result: answers<Conversation>() },
  reopenConversation: { method: 'POST', path: '/me/conversations/:id/reopen', params: idParams, ...own, result: answers<Conversation>() },
  /** The specialist blocks (or lets again) this client. */
  blockConversation: {
    method: 'POST',
    path: '/me/conversations/:id/block',
    params: idParams,
    body: conversationBlockBody,
    ...own,
    result: answers<Conversation>(),
  },
  /** The client reports it: a support ticket with its messages. */
  reportConversation: {
    method: 'POST',
    path: '/me/conversations/:id/report',
    params: idParams,
    body: conversationReportBody,
    status: 202,
    ...own,
    result: answers<{ ticketId: number }>(),
  },
  /** The specialist's offer for a service, at a price not below its "from" price. */
  createQuote: { method: 'POST', path: '/me/conversations/:id/quotes', params: idParams, body: quoteCreateBody, status: 201, ...own, result: answers<Quote>() },
  /** The client accepts: the quote is in their basket at its price. */
  acceptQuote: { method: 'POST', path: '/me/quotes/:id/accept', params: idParams, ...own, result: answers<Quote>() },
  declineQuote: { method: 'POST', path: '/me/quotes/:id/decline', params: idParams, ...own, result: answers<Quote>() },

  // ── notifications: in the site and in Telegram
  listNotifications: { method: 'GET', path: '/me/notifications', query: notificationListQuery, list: true, ...own, result: answers<NotificationList>() },
  readNotifications: { method: 'POST', path: '/me/notifications/read', body: notificationReadBody, ...own, result: answers<{ unread: number }>() },
  getTelegramLink: { method: 'GET', path: '/me/telegram', query: wholeListQuery, ...own, result: answers<TelegramLink>() },
  /** A t.me link with a one-time token; the bot links the chat that sends it. */
  createTelegramLinkToken: { method: 'POST', path: '/me/telegram/link', status: 201, ...own, result: answers<{ url: string; expiresAt: string }>() },
  /** The Telegram Web App's initData, checked with the bot token's HMAC. */
  linkTelegramWebApp: { method: 'POST', path: '/me/telegram/webapp', body: telegramWebAppBody, ...own, result: answers<TelegramLink>() },
  setTelegramKinds: { method: 'PUT', path: '/me/telegram', body: telegramKindsBody, ...own, result: answers<TelegramLink>() },
  unlinkTelegram: { method: 'DELETE', path: '/me/telegram', status: 204, ...own, result: answers<undefined>() },

  // ── account: the dashboard, the specialist profile, favourites, sessions
  /** Who this session belongs to, as the page header shows them. */
  getViewer: { method: 'GET', path: '/me', servedBy: 'auth', ...own, result: answers<Viewer>() },
  /** The signed-in visitor's dashboard (/home). */
  getAccount: { method: 'GET', path: '/me/account', query: wholeListQuery, ...own, result: answers<AccountOverview>() },
  listSessions: { method: 'GET', path: '/me/sessions', servedBy: 'auth', ...own, result: answers<ListResult<AccountSession>>() },
  /** Ending this browser's own session signs it out. */
  revokeSession: { method: 'DELETE', path: '/me/sessions/:id', params: idParams, servedBy: 'auth', status: 204, ...own, result: answers<undefined>() },
  /** What OneID gave of them (full name, PINFL, phone), for filling a document's party. */
  getOwnIdentity: { method: 'GET', path: '/me/identity', query: wholeListQuery, ...own, result: answers<OwnIdentity>() },
  /** Their specialist profile as the editor loads it. */
  getOwnSpecialist: { method: 'GET', path: '/me/specialist', query: wholeListQuery, ...own, result: answers<OwnSpecialist>() },
  /** Checked with the editor's schema in the caller's language; 201 when it creates the profile. */
  saveOwnSpecialist: {
    method: 'PUT',
    path: '/me/specialist',
    body: sends<z.input<SpecialistProfileSchema>>(),
    ...own,
    result: answers<{ nickname: string }>(),
  },
  checkNickname: { method: 'GET', path: '/me/nickname', query: nicknameCheckQuery, ...own, result: answers<NicknameCheck>() },
  /** The signed-in specialist's services with their fiscal data (issue 29); none without a profile. */
  listOwnServices: { method: 'GET', path: '/me/specialist/services', query: wholeListQuery, ...own, result: answers<OwnServiceList>() },
  /** 422 invalid_service_fiscal naming each bad field. */
  setServiceFiscal: {
    method: 'PUT',
    path: '/me/specialist/services/:id/fiscal',
    params: idParams,
    body: sends<ServiceFiscalValues>(),
    ...own,
    result: answers<OwnService>(),
  },
  /** Their application to be listed as a verified specialist (issue 32, ADR 023); status 'none' before the first save. */
  getSpecialistApplication: { method: 'GET', path: '/me/specialist-application', query: wholeListQuery, ...own, result: answers<SpecialistApplication>() },
  /** Saved as written (a draft may be incomplete); 409 application_submitted while the operators have it. */
  saveSpecialistApplication: { method: 'PUT', path: '/me/specialist-application', body: applicationBody, ...own, result: answers<SpecialistApplication>() },
  /** The photo (JPEG or PNG, scaled and stripped of its metadata), one file in `files`. */
  putApplicationPhoto: {
    method: 'PUT',
    path: '/me/specialist-application/photo',
    body: applicationFileBody,
    upload: PHOTO_UPLOAD,
    ...own,
    result: answers<SpecialistApplication>(),
  },
  /** The licence's scan (PDF, JPEG or PNG), one file in `files`. */
  putApplicationLicenceScan: {
    method: 'PUT',
    path: '/me/specialist-application/licence-scan',
    body: applicationFileBody,
    upload: SCAN_UPLOAD,
    ...own,
    result: answers<SpecialistApplication>(),
  },
  /** To the operators; 422 invalid_application naming what is missing. */
  submitSpecialistApplication: { method: 'POST', path: '/me/specialist-application/submit', ...own, result: answers<SpecialistApplication>() },
  /** Their law firm (ADR 024): its people, invitations, the latest application, invitations to them. */
  getOwnFirm: { method: 'GET', path: '/me/firm', query: wholeListQuery, ...own, result: answers<OwnFirm>() },
  /** A registration or a claim, to the operators; 422 invalid_firm naming what is missing, 409 firm_not_allowed. */
  applyForFirm: { method: 'PUT', path: '/me/firm/application', body: firmApplicationBody, ...own, result: answers<OwnFirm>() },
  /** The owner invites one PINFL, or makes a link (no PINFL; its path is answered once). */
  inviteFirmMember: { method: 'POST', path: '/me/firm/invites', body: firmInviteBody, status: 201, ...own, result: answers<FirmInviteMade>() },
  withdrawFirmInvite: { method: 'DELETE', path: '/me/firm/invites/:id', params: idParams, status: 204, ...own, result: answers<undefined>() },
  /** An invitation to the caller's PINFL (by id) or a link's token: the caller joins the firm. */
  acceptFirmInvite: { method: 'POST', path: '/me/firm/invites/accept', body: firmAcceptBody, ...own, result: answers<OwnFirm>() },
  /** The owner names what a member may do. */
  setFirmMemberRights: {
    method: 'PUT',
    path: '/me/firm/members/:userId',
    params: firmMemberParams,
    body: firmMemberRightsBody,
    ...own,
    result: answers<OwnFirm>(),
  },
  /** The owner removes a member; a member leaves (their own id). */
  removeFirmMember: { method: 'DELETE', path: '/me/firm/members/:userId', params: firmMemberParams, status: 204, ...own, result: answers<undefined>() },
  /** A guest's favourites (refs as "kind:id") with their cards. */
  listFavoriteCards: {
    method: 'GET',
    path: '/favorites/cards',
    query: favoriteCardsQuery,
    args: takes<{ items: string }>(),
    result: answers<FavoriteCardList>(),
  },
  /** The signed-in caller's favourites, one page with the counts by kind. */
  listFavorites: { method: 'GET', path: '/me/favorites', query: favoriteListQuery, list: true, ...own, result: answers<FavoriteList>() },
  /** Every favourite without cards: the hearts' state. */
  listFavoriteRefs: { method: 'GET', path: '/me/favorites/refs', ...own, result: answers<FavoriteRefList>() },
  /** A guest's browser list after sign-in. */
  mergeFavorites: { method: 'POST', path: '/me/favorites/merge', body: favoriteMergeBody, ...own, result: answers<FavoriteMergeResult>() },
  /** Keep one (again is fine); an unknown id is 404. */
  addFavorite: { method: 'PUT', path: '/me/favorites/:kind/:id', params: favoriteParams, status: 204, ...own, result: answers<undefined>() },
  /** One that was not kept is fine too. */
  removeFavorite: { method: 'DELETE', path: '/me/favorites/:kind/:id', params: favoriteParams, status: 204, ...own, result: answers<undefined>() },

  // ── the operators' console (issue 32, ADR 022): 404 to anyone without a role
  /** The caller's roles and what waits. */
  getOpsOverview: { method: 'GET', path: '/ops/overview', query: wholeListQuery, ...operator, result: answers<OpsOverview>() },
  /** The audit log, newest first; nothing in it can be changed. */
  listOpsAudit: { method: 'GET', path: '/ops/audit', query: auditListQuery, list: true, ...operator, result: answers<AuditList>() },
  listOpsBaseAmounts: {
    method: 'GET',
    path: '/ops/base-calculation-amounts',
    query: wholeListQuery,
    ...operator,
    result: answers<{ items: OpsBaseAmount[] }>(),
  },
  /** Which claims being written a new or corrected amount would move; nothing is kept. */
  previewOpsBaseAmount: {
    method: 'POST',
    path: '/ops/base-calculation-amounts/preview',
    body: baseAmountBody,
    ...operator,
    result: answers<BaseAmountPreview>(),
  },
  /** A new day's amount (409 `exists` when that day has one); audited, the drafts recounted once it is in force. */
  addOpsBaseAmount: { method: 'POST', path: '/ops/base-calculation-amounts', body: baseAmountBody, status: 201, ...operator, result: answers<OpsBaseAmount>() },
  /** Reviews reported and not decided, the earliest reported first. */
  listOpsReportedReviews: {
    method: 'GET',
    path: '/ops/reviews/reported',
    query: wholeListQuery,
    ...operator,
    result: answers<{ items: OpsReportedReview[] }>(),
  },
  /** Hidden (out of the lists and the rating; the author told) with an optional note; audited. */
  hideOpsReview: {
    method: 'POST',
    path: '/ops/reviews/:id/hide',
    params: idParams,
    body: reviewDecisionBody,
    ...operator,
    result: answers<ReviewDecisionResult>(),
  },
  /** Kept visible, its reports resolved; audited. */
  keepOpsReview: {
    method: 'POST',
    path: '/ops/reviews/:id/keep',
    params: idParams,
    body: reviewDecisionBody,
    ...operator,
    result: answers<ReviewDecisionResult>(),
  },
  /** Paid orders a client disputed and nobody settled, the earliest first. */
  listOpsDisputes: { method: 'GET', path: '/ops/disputes', query: wholeListQuery, ...operator, result: answers<{ items: OpsDispute[] }>() },
  /** The work counts as done: the order completes. */
  completeOpsDispute: {
    method: 'POST',
    path: '/ops/disputes/:id/complete',
    params: idParams,
    body: disputeDecisionBody,
    ...operator,
    result: answers<DisputeDecisionResult>(),
  },
  /** Refunded through the provider (ADR 012: Payme approved for its cabinet, Click reversed). */
  refundOpsDispute: {
    method: 'POST',
    path: '/ops/disputes/:id/refund',
    params: idParams,
    body: disputeDecisionBody,
    ...operator,
    result: answers<DisputeDecisionResult>(),
  },
  /** Refunded by hand, outside the provider. */
  refundOpsDisputeByHand: {
    method: 'POST',
    path: '/ops/disputes/:id/refund-by-hand',
    params: idParams,
    body: disputeDecisionBody,
    ...operator,
    result: answers<DisputeDecisionResult>(),
  },
  /** What reconciliation flags now (a dry run: nothing changes). */
  listOpsFlaggedPayments: { method: 'GET', path: '/ops/payments/flagged', query: wholeListQuery, ...operator, result: answers<FlaggedPayments>() },
  /** A reconciliation run that repairs what it can; audited; 409 reconcile_busy while another runs. */
  reconcileOpsPayments: { method: 'POST', path: '/ops/payments/reconcile', ...operator, result: answers<ReconcileRun>() },
  /** Specialists' applications waiting for a decision, the earliest submitted first. */
  listOpsApplications: { method: 'GET', path: '/ops/applications', query: wholeListQuery, ...operator, result: answers<{ items: OpsApplicationCard[] }>() },
  /** One application with its form and files (any state). */
  getOpsApplication: { method: 'GET', path: '/ops/applications/:id', params: idParams, query: wholeListQuery, ...operator, result: answers<OpsApplication>() },
  /** The profile goes live, verified; audited, the applicant told. */
  approveOpsApplication: {
    method: 'POST',
    path: '/ops/applications/:id/approve',
    params: idParams,
    body: applicationApproveBody,
    ...operator,
    result: answers<ApplicationDecisionResult>(),
  },
  /** Back to the applicant with the reason, to fix and submit again. */
  returnOpsApplication: {
    method: 'POST',
    path: '/ops/applications/:id/return',
    params: idParams,
    body: applicationReturnBody,
    ...operator,
    result: answers<ApplicationDecisionResult>(),
  },
  rejectOpsApplication: {
    method: 'POST',
    path: '/ops/applications/:id/reject',
    params: idParams,
    body: applicationReturnBody,
    ...operator,
    result: answers<ApplicationDecisionResult>(),
  },
  /** Law firms' registrations and claims waiting, the earliest first (ADR 024). */
  listOpsFirmApplications: {
    method: 'GET',
    path: '/ops/firm-applications',
    query: wholeListQuery,
    ...operator,
    result: answers<{ items: OpsFirmApplication[] }>(),
  },
  getOpsFirmApplication: {
    method: 'GET',
    path: '/ops/firm-applications/:id',
    params: idParams,
    query: wholeListQuery,
    ...operator,
    result: answers<OpsFirmApplication>(),
  },
  approveOpsFirmApplication: {
    method: 'POST',
    path: '/ops/firm-applications/:id/approve',
    params: idParams,
    body: applicationApproveBody,
    ...operator,
    result: answers<ApplicationDecisionResult>(),
  },
  returnOpsFirmApplication: {
    method: 'POST',
    path: '/ops/firm-applications/:id/return',
    params: idParams,
    body: applicationReturnBody,
    ...operator,
    result: answers<ApplicationDecisionResult>(),
  },
  rejectOpsFirmApplication: {
    method: 'POST',
    path: '/ops/firm-applications/:id/reject',
    params: idParams,
    body: applicationReturnBody,
    ...operator,
    result: answers<ApplicationDecisionResult>(),
  },
  /** The state-duty rules and exemptions with their acts and periods. */
  listOpsDutyData: { method: 'GET', path: '/ops/state-duty-rules', query: wholeListQuery, ...operator, result: answers<OpsDutyData>() },
  /** Which claims being written a corrected rule would move; nothing is kept. */
  previewOpsDutyRule: {
    method: 'POST',
    path: '/ops/state-duty-rules/:slug/preview',
    params: slugParams,
    body: dutyRuleBody,
    ...operator,
    result: answers<DutyChangePreview>(),
  },
  /** The rule corrected, audited; the drafts are counted again and their owners told. */
  correctOpsDutyRule: {
    method: 'PUT',
    path: '/ops/state-duty-rules/:slug',
    params: slugParams,
    body: dutyRuleBody,
    ...operator,
    result: answers<OpsDutyRule>(),
  },
  previewOpsDutyExemption: {
    method: 'POST',
    path: '/ops/state-duty-exemptions/:slug/preview',
    params: slugParams,
    body: dutyExemptionBody,
    ...operator,
    result: answers<DutyChangePreview>(),
  },
  correctOpsDutyExemption: {
    method: 'PUT',
    path: '/ops/state-duty-exemptions/:slug',
    params: slugParams,
    body: dutyExemptionBody,
    ...operator,
    result: answers<OpsDutyExemption>(),
  },
  /** A region's courts with the districts each serves (the first region without `region`). */
  listOpsCourts: { method: 'GET', path: '/ops/courts', query: opsCourtsQuery, ...operator, result: answers<OpsCourts>() },
  /** A court's name and address corrected; audited. */
  correctOpsCourt: { method: 'PUT', path: '/ops/courts/:id', params: idParams, body: courtBody, ...operator, result: answers<OpsCourts>() },
  /** What setting a district's court of a type would do; 422 for a court of another type or region. */
  previewOpsDistrictCourt: {
    method: 'POST',
    path: '/ops/district-courts/preview',
    body: districtCourtBody,
    ...operator,
    result: answers<DistrictCourtPreview>(),
  },
  /** A district's court of a type set (certainty high, basis operator); audited. */
  setOpsDistrictCourt: { method: 'PUT', path: '/ops/district-courts', body: districtCourtBody, ...operator, result: answers<DistrictCourtPreview>() },
  /** A day's amount corrected (the path's day is the body's); audited. */
  correctOpsBaseAmount: {
    method: 'PUT',
    path: '/ops/base-calculation-amounts/:validFrom',
    params: baseAmountParams,
    body: baseAmountBody,
    ...operator,
    result: answers<OpsBaseAmount>(),
  },
} as const satisfies Record<string, OperationSpec>;

export type OperationName = keyof typeof API_OPERATIONS;
type Spec<N extends OperationName> = (typeof API_OPERATIONS)[N];

/** The operations that read (GET): cacheable, retried once by the HTTP transport. */
export type ReadName = { [N in OperationName]: Spec<N>['method'] extends 'GET' ? N : never }[OperationName];

/** What an operation answers. */
export type OperationResult<N extends OperationName> = ResultOf<Spec<N>>;
/** What a caller writes for its path parameters and query, in one object. */
export type OperationArgs<N extends OperationName> = ArgsOf<Spec<N>>;
/** A call's arguments before its context: `(args)` or `(args, body)`. */
export type OperationCallArgs<N extends OperationName> = CallArgs<Spec<N>>;

/** An operation's path parameters and query after validation (what a handler receives). */
export type OperationParams<N extends OperationName> = Spec<N> extends { params: infer P extends z.ZodType } ? z.output<P> : Record<string, never>;
export type OperationQuery<N extends OperationName> = Spec<N> extends { query: infer Q extends z.ZodType } ? z.output<Q> : Record<string, never>;
/** The body after the router's check; what the caller sent (unknown) where the handler checks it. */
export type OperationBody<N extends OperationName> = Spec<N> extends { body: infer B } ? (B extends z.ZodType ? z.output<B> : unknown) : undefined;
