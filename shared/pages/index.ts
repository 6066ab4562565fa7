/**
 * Each page's data by route id, as its server loader sends it and its page reads it: the one
 * contract between server/loaders (SERVER_LOADERS is typed by it) and client/routes
 * (usePageData). A route without an entry here is a type error in the loaders' table. The
 * forms posted to their page without JavaScript answer ActionDataByRoute (usePostedForm).
 */
import type { RouteId } from '../routes.js';
import type { HomePageData, SalePageData } from './account/types.js';
import type { ApplicationFormRefusal, ApplicationPageData } from './account/application.js';
import type { FirmFormState, FirmPageData } from './account/firm.js';
import type { MarkAllRefusal, NotificationsPageData } from './account/notifications.js';
import type { AskPageData, AskRefusal } from './messages/ask.js';
import type { ConversationsPageData, ThreadFormRefusal, ThreadPageData } from './messages/types.js';
import type { LandingPageData, ProfilePageData, ServicePageData, ServicesPageData, SpecialistsPageData } from './catalogue/types.js';
import type { OwnClaimPageData } from './claims/builder.js';
import type { ClaimStartRefusal, ClaimTemplatePageData, ClaimsListPageData, ClaimsPageData } from './claims/types.js';
import type {
  ContactFormState,
  LawfirmsPageData,
  ReferenceArticlePageData,
  ReferencePageData,
  SupportPageData,
  SupportQuestionPageData,
} from './directory/types.js';
import type { OwnDocumentPageData } from './documents/editor.js';
import type { PaperInvitePageData, PaperPageData, VerifyPageData } from './signing.js';
import type { DocumentsPageData, PostedTemplateForm, PrintAboutData, PrintPageData, TemplatePageData } from './documents/types.js';
import type { FavoritesPageData } from './account/favorites-views.js';
import type { PageMeta } from './meta.js';
import type { BasketPageData, OrderPageData } from './orders/types.js';
import type {
  BaseAmountFormState,
  DisputeDecisionRefusal,
  ApplicationDecisionRefusal,
  OpsApplicationsPageData,
  DutyFormState,
  OpsDutyPageData,
  CourtFormState,
  OpsCourtsPageData,
  OpsAuditPageData,
  OpsBaseAmountsPageData,
  OpsDisputesPageData,
  OpsOverviewPageData,
  OpsPaymentsPageData,
  OpsReviewsPageData,
  ReconcileRefusal,
  ReviewDecisionRefusal,
} from './ops/types.js';

/** A page that needs no data (the kit's test page, the "soon" page) still may say its head. */
export interface EmptyPageData {
  meta?: PageMeta;
}

export interface PageDataByRoute {
  index: LandingPageData;
  home: HomePageData;
  'home-application': ApplicationPageData;
  'home-firm': FirmPageData;
  'account-notifications': NotificationsPageData;
  'messages-new': AskPageData;
  messages: ConversationsPageData;
  'messages-thread': ThreadPageData;
  basket: BasketPageData;
  'home-order': OrderPageData;
  'home-sale': SalePageData;
  documents: DocumentsPageData;
  'documents-my': OwnDocumentPageData;
  'documents-template': TemplatePageData;
  favorites: FavoritesPageData;
  lawfirms: LawfirmsPageData;
  'mc-rnders': PrintPageData | PrintAboutData;
  reference: ReferencePageData;
  'reference-item': ReferenceArticlePageData;
  services: ServicesPageData;
  service: ServicePageData;
  specialists: SpecialistsPageData;
  claims: ClaimsPageData;
  'claims-list': ClaimsListPageData;
  'claims-my': OwnClaimPageData;
  'claims-template': ClaimTemplatePageData;
  support: SupportPageData;
  'support-question': SupportQuestionPageData;
  testc: EmptyPageData;
  soon: EmptyPageData;
  profile: ProfilePageData;
  ops: OpsOverviewPageData;
  'ops-audit': OpsAuditPageData;
  'ops-base-amounts': OpsBaseAmountsPageData;
  'ops-reviews': OpsReviewsPageData;
  'ops-payments': OpsPaymentsPageData;
  'ops-disputes': OpsDisputesPageData;
  'ops-applications': OpsApplicationsPageData;
  'ops-state-duty': OpsDutyPageData;
  'ops-courts': OpsCourtsPageData;
  paper: PaperPageData;
  'paper-invite': PaperInvitePageData;
  verify: VerifyPageData;
  'sign-in-eimzo': EmptyPageData;
}

/** The data of one route's page. */
export type PageDataOf<Id extends RouteId> = PageDataByRoute[Id];

/**
 * The pages whose form posts to the page itself without JavaScript (a React Router action on the
 * server, server/loaders' SERVER_ACTIONS), and what the action answers when the page is shown
 * again: the form as posted and refused. A form that succeeds answers a redirect instead.
 */
export interface ActionDataByRoute {
  support: ContactFormState;
  'documents-template': PostedTemplateForm;
  'claims-template': ClaimStartRefusal;
  'account-notifications': MarkAllRefusal;
  'home-application': ApplicationFormRefusal;
  'home-firm': FirmFormState;
  'messages-new': AskRefusal;
  'messages-thread': ThreadFormRefusal;
  'ops-base-amounts': BaseAmountFormState;
  'ops-reviews': ReviewDecisionRefusal;
  'ops-payments': ReconcileRefusal;
  'ops-disputes': DisputeDecisionRefusal;
  'ops-applications': ApplicationDecisionRefusal;
  'ops-state-duty': DutyFormState;
  'ops-courts': CourtFormState;
}

export type FormRouteId = keyof ActionDataByRoute;

/** What one route's form answers when it is shown again. */
export type ActionDataOf<Id extends FormRouteId> = ActionDataByRoute[Id];
