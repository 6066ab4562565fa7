import { createContext, type ActionFunctionArgs, type data, type LoaderFunctionArgs } from 'react-router';
import type { Locale } from '../../shared/locales.js';
import type { PageMeta } from '../../shared/pages/meta.js';
import type { ApiCallContext, ApiClient } from '../api-client/types.js';
import type { FlashMessage } from '../../shared/app-state.js';
import type { ApiError } from '../../shared/api/errors.js';
import type { UploadedFile } from '../../shared/api/messages/contract.js';
import { claimsLoader } from './claims/claims.js';
import { claimsListLoader } from './claims/list.js';
import { claimTemplateLoader } from './claims/template.js';
import { documentTemplateLoader } from './documents/template.js';
import { documentsLoader } from './documents/documents.js';
import { homeLoader } from './account/home.js';
import { applicationLoader } from './account/application.js';
import { firmLoader } from './account/firm.js';
import { favoritesLoader } from './account/favorites.js';
import { notificationsLoader } from './account/notifications.js';
import { askLoader } from './messages/ask.js';
import { conversationsLoader } from './messages/conversations.js';
import { threadLoader } from './messages/thread.js';
import { opsDutyLoader } from './ops/duty-form.js';
import { opsCourtsLoader } from './ops/courts-form.js';
import {
  opsApplicationsLoader,
  opsAuditLoader,
  opsBaseAmountsLoader,
  opsDisputesLoader,
  opsOverviewLoader,
  opsPaymentsLoader,
  opsReviewsLoader,
} from './ops/console.js';
import { indexLoader } from './index-page.js';
import { lawfirmsLoader } from './directory/lawfirms.js';
import { printViewLoader } from './documents/print-view.js';
import { ownDocumentLoader } from './documents/own-document.js';
import { ownClaimLoader } from './claims/own-claim.js';
import { paperInviteLoader, paperLoader, verifyLoader } from './signing/papers.js';
import { profileLoader } from './catalogue/profile.js';
import { referenceArticleLoader } from './directory/reference-article.js';
import { referenceLoader } from './directory/reference.js';
import { serviceLoader } from './catalogue/service.js';
import { servicesLoader } from './catalogue/services.js';
import { specialistsLoader } from './catalogue/specialists.js';
import { supportQuestionLoader } from './directory/support-question.js';
import { supportLoader } from './directory/support.js';
import { basketLoader } from './orders/basket.js';
import { ownOrderLoader } from './orders/own-order.js';
import { ownSaleLoader } from './orders/own-sale.js';
import type { RouteId } from '../../shared/routes.js';
import type { ActionDataOf, FormRouteId, PageDataOf } from '../../shared/pages/index.js';

/** What a server loader knows about the request besides its URL and params. */
export interface LoaderContext {
  locale: Locale;
  /** i18next's translate function for the page's language. */
  t: (key: string, options?: Record<string, unknown>) => string;
  /** The product API (in-process, or HTTP to API_BASE_URL): `api.listServices(query, apiContext)`. */
  api: ApiClient;
  /** The page's language, the visitor's session token and the request's abort signal, for `api` calls. */
  apiContext: ApiCallContext;
}

/** What the response carries besides the page: the edge (server/web/render.ts) writes it. */
export interface ResponseEffects {
  /** A notification for the visitor's next page (server/web/flash.ts). */
  flash(message: FlashMessage): void;
  /** An HttpOnly, SameSite=Lax cookie on `path` (Secure on HTTPS). */
  setCookie(name: string, value: string, options: { path: string; maxAgeMs: number }): void;
  clearCookie(name: string, options: { path: string }): void;
}

/** What a page's action knows besides what a loader does. */
export interface ActionContext extends LoaderContext {
  /** This post is over the form-write limit: the seconds to wait (Retry-After is set); null otherwise. */
  formRetryAfter: number | null;
  response: ResponseEffects;
  /** A form posted as multipart (a conversation's message with files): what the page's upload reader took, server/web/page-forms.ts. */
  upload?: PostedUpload | null;
}

/** A page form's files and attachments as read with the API's multipart reader, or why they were refused (413 over a limit). */
export interface PostedUpload {
  files: UploadedFile[];
  /** Files of a form's other file inputs, by name (a specialist's application: `photo`, `licenceScan`). */
  named: Record<string, UploadedFile[]>;
  /** `attach` fields read as {kind, id} (anything else is left for the API's schema to refuse). */
  attach: unknown[];
  refused: ApiError | null;
}

/** The request's context: the loaders read it as LoaderContext, the actions as ActionContext. */
export const loaderContextKey = createContext<ActionContext>();

/** Every page's data carries optional head metadata; pages add their own fields. */
export interface PageData {
  meta?: PageMeta;
  [key: string]: unknown;
}

/** A page's data with the status to answer (`data(page, { status: 422 })`: a refused form shown again). */
export type PageDataWithStatus<T = PageData> = ReturnType<typeof data<T>>;

/** A page's loader: its data (shared/pages/index.ts), or that data with a status. */
export type ServerLoader<T = PageData> = (args: LoaderFunctionArgs, context: LoaderContext) => Promise<T | PageDataWithStatus<T>> | T | PageDataWithStatus<T>;

/** The loaders' table: each route's loader returns that route's page data. */
export type ServerLoaders = { readonly [Id in RouteId]?: ServerLoader<PageDataOf<Id>> };

/**
 * Server loaders by route id (RouteId: a misspelt id is a type error). The pages that need no
 * data (testc, soon) have none and answer an empty page payload.
 */
export const SERVER_LOADERS: ServerLoaders = {
  index: indexLoader,
  home: homeLoader,
  'home-application': applicationLoader,
  'home-firm': firmLoader,
  'account-notifications': notificationsLoader,
  'messages-new': askLoader,
  messages: conversationsLoader,
  'messages-thread': threadLoader,
  documents: documentsLoader,
  'documents-template': documentTemplateLoader,
  'mc-rnders': printViewLoader,
  favorites: favoritesLoader,
  'documents-my': ownDocumentLoader,
  'claims-my': ownClaimLoader,
  services: servicesLoader,
  service: serviceLoader,
  specialists: specialistsLoader,
  profile: profileLoader,
  lawfirms: lawfirmsLoader,
  reference: referenceLoader,
  'reference-item': referenceArticleLoader,
  support: supportLoader,
  'support-question': supportQuestionLoader,
  claims: claimsLoader,
  'claims-list': claimsListLoader,
  'claims-template': claimTemplateLoader,
  basket: basketLoader,
  'home-order': ownOrderLoader,
  'home-sale': ownSaleLoader,
  ops: opsOverviewLoader,
  'ops-audit': opsAuditLoader,
  'ops-base-amounts': opsBaseAmountsLoader,
  'ops-reviews': opsReviewsLoader,
  'ops-payments': opsPaymentsLoader,
  'ops-disputes': opsDisputesLoader,
  'ops-applications': opsApplicationsLoader,
  'ops-state-duty': opsDutyLoader,
  'ops-courts': opsCourtsLoader,
  paper: paperLoader,
  'paper-invite': paperInviteLoader,
  verify: verifyLoader,
};

export const emptyLoader: ServerLoader = () => ({});

/**
 * A page's action: its form posted without JavaScript. It calls the API's operation as the
 * page's script does and answers a redirect (303) when the form is done, or the form as posted
 * with its status (`data(posted, { status: 422 })`) for the page to show it again.
 */
export type ServerAction<T> = (args: ActionFunctionArgs, context: ActionContext) => Promise<Response | ReturnType<typeof data<T>> | null>;

/** The actions' table: the routes whose form posts to the page itself (shared/pages ActionDataByRoute). */
export type ServerActions = { readonly [Id in FormRouteId]: ServerAction<ActionDataOf<Id>> };
