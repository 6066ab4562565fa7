import type { ComponentType } from 'react';
import type { ShouldRevalidateFunction } from 'react-router';
import type { PagePart } from '../../shared/page-parts.js';
import { ROUTES, type PageFile } from '../../shared/routes.js';

export type { PageHandle, PagePart } from '../../shared/page-parts.js';
export { pagePartsOf } from '../../shared/page-parts.js';

/** A page module: its component (default export). */
export interface PageModule {
  default: ComponentType;
  /** Parts of the page in chunks of their own that an address may show at once. */
  parts?: readonly PagePart[];
  /** When a navigation within the page needs no new data (the claim builder's ?step=). */
  shouldRevalidate?: ShouldRevalidateFunction;
}

/** Lazy imports, one per file, so each page's code travels only to the pages that use it. */
const IMPORTERS: Readonly<Record<PageFile, () => Promise<PageModule>>> = {
  IndexPage: () => import('./IndexPage.js'),
  'account/HomePage': () => import('./account/HomePage.js'),
  'account/ApplicationPage': () => import('./account/ApplicationPage.js'),
  'account/FirmPage': () => import('./account/FirmPage.js'),
  'account/NotificationsPage': () => import('./account/NotificationsPage.js'),
  'messages/AskPage': () => import('./messages/AskPage.js'),
  'messages/ConversationsPage': () => import('./messages/ConversationsPage.js'),
  'messages/ThreadPage': () => import('./messages/ThreadPage.js'),
  'account/FavoritesPage': () => import('./account/FavoritesPage.js'),
  'catalogue/ServicesPage': () => import('./catalogue/ServicesPage.js'),
  'catalogue/ServicePage': () => import('./catalogue/ServicePage.js'),
  'catalogue/SpecialistsPage': () => import('./catalogue/SpecialistsPage.js'),
  'catalogue/ProfilePage': () => import('./catalogue/ProfilePage.js'),
  'directory/LawfirmsPage': () => import('./directory/LawfirmsPage.js'),
  'directory/ReferencePage': () => import('./directory/ReferencePage.js'),
  'directory/ReferenceArticlePage': () => import('./directory/ReferenceArticlePage.js'),
  'directory/SupportPage': () => import('./directory/SupportPage.js'),
  'directory/SupportQuestionPage': () => import('./directory/SupportQuestionPage.js'),
  'documents/DocumentsPage': () => import('./documents/DocumentsPage.js'),
  'documents/DocumentTemplatePage': () => import('./documents/DocumentTemplatePage.js'),
  'documents/PrintPage': () => import('./documents/PrintPage.js'),
  'documents/OwnDocumentPage': () => import('./documents/OwnDocumentPage.js'),
  'claims/OwnClaimPage': () => import('./claims/OwnClaimPage.js'),
  'ops/OpsPage': () => import('./ops/OpsPage.js'),
  'ops/OpsAuditPage': () => import('./ops/OpsAuditPage.js'),
  'ops/OpsBaseAmountsPage': () => import('./ops/OpsBaseAmountsPage.js'),
  'ops/OpsReviewsPage': () => import('./ops/OpsReviewsPage.js'),
  'ops/OpsPaymentsPage': () => import('./ops/OpsPaymentsPage.js'),
  'ops/OpsDisputesPage': () => import('./ops/OpsDisputesPage.js'),
  'ops/OpsApplicationsPage': () => import('./ops/OpsApplicationsPage.js'),
  'ops/OpsDutyPage': () => import('./ops/OpsDutyPage.js'),
  'ops/OpsCourtsPage': () => import('./ops/OpsCourtsPage.js'),
  'signing/PaperPage': () => import('./signing/PaperPage.js'),
  'signing/PaperInvitePage': () => import('./signing/PaperInvitePage.js'),
  'signing/VerifyPage': () => import('./signing/VerifyPage.js'),
  'signing/EimzoSignInPage': () => import('./signing/EimzoSignInPage.js'),
  'orders/BasketPage': () => import('./orders/BasketPage.js'),
  'orders/OrderPage': () => import('./orders/OrderPage.js'),
  'orders/SalePage': () => import('./orders/SalePage.js'),
  'claims/ClaimsPage': () => import('./claims/ClaimsPage.js'),
  'claims/ClaimsListPage': () => import('./claims/ClaimsListPage.js'),
  'claims/ClaimTemplatePage': () => import('./claims/ClaimTemplatePage.js'),
  TestcPage: () => import('./TestcPage.js'),
  SoonPage: () => import('./SoonPage.js'),
};

/** The page module of each route id, from the route table's page files. */
export const PAGE_MODULES: Readonly<Record<string, () => Promise<PageModule>>> = Object.fromEntries(ROUTES.map((def) => [def.id, IMPORTERS[def.page]]));
