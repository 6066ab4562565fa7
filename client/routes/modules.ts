import type { ComponentType } from 'react';
import type { ShouldRevalidateFunction } from 'react-router';

/** A page module: its component (default export). */
export interface PageModule {
  default: ComponentType;
  /** Parts of the page in chunks of their own that an address may show at once. */
  parts?: readonly PagePart[];
  /** When a navigation within the page needs no new data (the claim builder's ?step=). */
  shouldRevalidate?: ShouldRevalidateFunction;
}

/**
 * The page module of each route id, by file name in client/routes. Sections whose issues are
 * not built yet share the section page (title and heading). The server reads this map to
 * preload the page's chunk from the build manifest.
 */
export const PAGE_FILES: Readonly<Record<string, string>> = {
  index: 'IndexPage',
  home: 'HomePage',
  basket: 'BasketPage',
  'home-order': 'OrderPage',
  'home-sale': 'SalePage',
  documents: 'DocumentsPage',
  'documents-my': 'OwnDocumentPage',
  'documents-template': 'DocumentTemplatePage',
  favorites: 'FavoritesPage',
  lawfirms: 'LawfirmsPage',
  'mc-rnders': 'PrintPage',
  reference: 'ReferencePage',
  'reference-item': 'ReferenceArticlePage',
  services: 'ServicesPage',
  service: 'ServicePage',
  specialists: 'SpecialistsPage',
  claims: 'ClaimsPage',
  'claims-list': 'ClaimsListPage',
  'claims-my': 'OwnClaimPage',
  'claims-template': 'ClaimTemplatePage',
  support: 'SupportPage',
  'support-question': 'SupportQuestionPage',
  testc: 'TestcPage',
  soon: 'SoonPage',
  profile: 'ProfilePage',
};

/**
 * A part of a page in a chunk of its own (client/platform/lazy-part.tsx) that an address with
 * `param` shows at once. The route loads it with the page (client/routes/objects.ts): the
 * server always, the browser before hydration when its address has `param`; and the server names
 * its chunks in that address's HTML (server/web/assets.ts pageChunksFor), so they come together.
 */
export interface PagePart {
  /** The query parameter of an address that shows the part. */
  param: string;
  /** The part's module, as the build manifest names it. */
  source: string;
  /** Fetches the part's code; once it has resolved, the part renders without suspending. */
  preload(): Promise<void>;
}

/** A page route's handle (client/routes/objects.ts): the parts of its page. */
export interface PageHandle {
  parts: readonly PagePart[];
}

/** The parts a matched route's handle names (none for the root, an error or a page without any). */
export function pagePartsOf(handle: unknown): readonly PagePart[] {
  // React Router leaves handles untyped; a page route's is set by createRouteObjects alone.
  return (handle as PageHandle | undefined)?.parts ?? [];
}

/** Lazy imports, one per file, so each page's code travels only to the pages that use it. */
const IMPORTERS: Readonly<Record<string, () => Promise<PageModule>>> = {
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
  SectionPage: () => import('./SectionPage.js'),
  ClaimsPage: () => import('./ClaimsPage.js'),
  ClaimsListPage: () => import('./ClaimsListPage.js'),
  ClaimTemplatePage: () => import('./ClaimTemplatePage.js'),
  TestcPage: () => import('./TestcPage.js'),
  SoonPage: () => import('./SoonPage.js'),
};

export const PAGE_MODULES: Readonly<Record<string, () => Promise<PageModule>>> = Object.fromEntries(
  Object.entries(PAGE_FILES).map(([id, file]) => {
    const load = IMPORTERS[file];
    if (!load) throw new Error(`No importer for page file ${file}`);
    return [id, load];
  }),
);
