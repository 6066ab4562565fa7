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
  HomePage: () => import('./HomePage.js'),
  FavoritesPage: () => import('./FavoritesPage.js'),
  ServicesPage: () => import('./ServicesPage.js'),
  ServicePage: () => import('./ServicePage.js'),
  SpecialistsPage: () => import('./SpecialistsPage.js'),
  ProfilePage: () => import('./ProfilePage.js'),
  LawfirmsPage: () => import('./LawfirmsPage.js'),
  ReferencePage: () => import('./ReferencePage.js'),
  ReferenceArticlePage: () => import('./ReferenceArticlePage.js'),
  SupportPage: () => import('./SupportPage.js'),
  SupportQuestionPage: () => import('./SupportQuestionPage.js'),
  DocumentsPage: () => import('./DocumentsPage.js'),
  DocumentTemplatePage: () => import('./DocumentTemplatePage.js'),
  PrintPage: () => import('./PrintPage.js'),
  OwnDocumentPage: () => import('./OwnDocumentPage.js'),
  OwnClaimPage: () => import('./OwnClaimPage.js'),
  BasketPage: () => import('./BasketPage.js'),
  OrderPage: () => import('./OrderPage.js'),
  SalePage: () => import('./SalePage.js'),
  ClaimsPage: () => import('./ClaimsPage.js'),
  ClaimsListPage: () => import('./ClaimsListPage.js'),
  ClaimTemplatePage: () => import('./ClaimTemplatePage.js'),
  TestcPage: () => import('./TestcPage.js'),
  SoonPage: () => import('./SoonPage.js'),
};

/** The page module of each route id, from the route table's page files. */
export const PAGE_MODULES: Readonly<Record<string, () => Promise<PageModule>>> = Object.fromEntries(ROUTES.map((def) => [def.id, IMPORTERS[def.page]]));
