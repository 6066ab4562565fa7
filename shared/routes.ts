/**
 * The route table (docs/product.md §2): one list used by the server's static handler and the hydrating
 * browser router. Paths are locale-free; the locale is the router's basename ('', /ru, /en).
 */
export type LayoutName = 'default' | 'empty' | 'soon';
export type ForcedColorMode = 'light' | 'dark';
export type ParamKind = 'id' | 'nickname' | 'code';

/**
 * The page modules in client/routes, by area and file name: a route names its page's file, and the browser
 * imports it (client/routes/modules.ts, one importer per file), the server preloads its chunk.
 */
export const PAGE_FILES = [
  'IndexPage',
  'account/HomePage',
  'account/ApplicationPage',
  'account/FirmPage',
  'account/NotificationsPage',
  'messages/ConversationsPage',
  'messages/ThreadPage',
  'messages/AskPage',
  'orders/BasketPage',
  'orders/OrderPage',
  'orders/SalePage',
  'documents/DocumentsPage',
  'documents/OwnDocumentPage',
  'documents/DocumentTemplatePage',
  'account/FavoritesPage',
  'directory/LawfirmsPage',
  'documents/PrintPage',
  'directory/ReferencePage',
  'directory/ReferenceArticlePage',
  'catalogue/ServicesPage',
  'catalogue/ServicePage',
  'catalogue/SpecialistsPage',
  'claims/ClaimsPage',
  'claims/ClaimsListPage',
  'claims/OwnClaimPage',
  'claims/ClaimTemplatePage',
  'directory/SupportPage',
  'directory/SupportQuestionPage',
  'TestcPage',
  'SoonPage',
  'catalogue/ProfilePage',
  'ops/OpsPage',
  'ops/OpsAuditPage',
  'ops/OpsBaseAmountsPage',
  'ops/OpsReviewsPage',
  'ops/OpsPaymentsPage',
  'ops/OpsDisputesPage',
  'ops/OpsApplicationsPage',
  'ops/OpsDutyPage',
  'ops/OpsCourtsPage',
  'signing/PaperPage',
  'signing/PaperInvitePage',
  'signing/VerifyPage',
  'signing/EimzoSignInPage',
] as const;
export type PageFile = (typeof PAGE_FILES)[number];

export interface RouteDef<Id extends string = string> {
  /** Stable id: the key of the loader registry and the payload (RouteId lists them). */
  id: Id;
  /** The page's module in client/routes. */
  page: PageFile;
  /** React Router path, without locale prefix. */
  path: string;
  layout: LayoutName;
  /** Translation namespaces the page needs besides "common". */
  ns: readonly string[];
  /**
   * Namespaces a part of the page needs, by the query parameter whose presence shows it (a guest's
   * claim steps on a template's page, `?step=`): sent with the page, or loaded before it, only then.
   */
  partNs?: Readonly<Record<string, readonly string[]>>;
  /** Key of the page title in its namespace ("ns:key"). */
  titleKey: string;
  /** Validation of each dynamic segment. */
  params?: Readonly<Record<string, ParamKind>>;
  /** A page may force a colour mode (docs/product.md §4); forcing "system" is refused. */
  colorMode?: ForcedColorMode;
  /** Kept out of search engines. */
  noindex?: boolean;
  /** Needs a signed-in visitor: a guest is sent to sign in and back (server/web/routing.ts). */
  private?: boolean;
  /** The operators' console (issue 32, ADR 022): the site's 404 to anyone without a role, a guest too (its loader). */
  operators?: boolean;
}

const page = <const Id extends string>(def: Omit<RouteDef<Id>, 'layout' | 'ns'> & Partial<Pick<RouteDef<Id>, 'layout' | 'ns'>>): RouteDef<Id> => ({
  layout: 'default',
  ns: ['pages'],
  ...def,
});

const ROUTE_LIST = [
  page({ id: 'index', page: 'IndexPage', path: '/', titleKey: 'pages:index.title', ns: ['landing', 'catalogue'] }),
  page({
    id: 'home',
    page: 'account/HomePage',
    path: '/home',
    titleKey: 'pages:home.title',
    private: true,
    noindex: true,
    ns: ['pages', 'account', 'catalogue', 'validation', 'document-editor', 'notifications'],
  }),
  // A citizen's application to be listed as a verified specialist (issue 32, ADR 023).
  page({
    id: 'home-application',
    page: 'account/ApplicationPage',
    path: '/home/specialist-application',
    titleKey: 'account:application.title',
    private: true,
    noindex: true,
    ns: ['account', 'catalogue', 'validation'],
  }),
  // A law firm's account: its people, invitations, its registration or claim (issue 32, ADR 024).
  page({
    id: 'home-firm',
    page: 'account/FirmPage',
    path: '/home/firm',
    titleKey: 'account:firm.title',
    private: true,
    noindex: true,
    ns: ['account', 'catalogue', 'validation'],
  }),
  page({
    id: 'account-notifications',
    page: 'account/NotificationsPage',
    path: '/home/notifications',
    titleKey: 'notifications:page.title',
    private: true,
    noindex: true,
    ns: ['notifications'],
  }),
  // A question to a specialist (issue 31): a guest sees its form too (and signs in to send it).
  page({
    id: 'messages-new',
    page: 'messages/AskPage',
    path: '/home/messages/new',
    titleKey: 'pages:messagesNew.title',
    noindex: true,
    ns: ['messages'],
  }),
  page({
    id: 'messages',
    page: 'messages/ConversationsPage',
    path: '/home/messages',
    titleKey: 'messages:list.title',
    private: true,
    noindex: true,
    ns: ['messages'],
  }),
  page({
    id: 'messages-thread',
    page: 'messages/ThreadPage',
    path: '/home/messages/:idx',
    titleKey: 'messages:thread.title',
    params: { idx: 'id' },
    private: true,
    noindex: true,
    ns: ['messages'],
  }),
  // The operators' console (issue 32, ADR 022; DESIGN.md §5): the site's 404 to anyone without a role, a guest too.
  page({ id: 'ops', page: 'ops/OpsPage', path: '/ops', titleKey: 'ops:overview.title', noindex: true, operators: true, ns: ['ops'] }),
  page({ id: 'ops-reviews', page: 'ops/OpsReviewsPage', path: '/ops/reviews', titleKey: 'ops:reviews.title', noindex: true, operators: true, ns: ['ops'] }),
  page({ id: 'ops-disputes', page: 'ops/OpsDisputesPage', path: '/ops/disputes', titleKey: 'ops:disputes.title', noindex: true, operators: true, ns: ['ops'] }),
  page({
    id: 'ops-applications',
    page: 'ops/OpsApplicationsPage',
    path: '/ops/applications',
    titleKey: 'ops:applications.title',
    noindex: true,
    operators: true,
    ns: ['ops', 'catalogue', 'account'],
  }),
  page({
    id: 'ops-state-duty',
    page: 'ops/OpsDutyPage',
    path: '/ops/state-duty',
    titleKey: 'ops:duty.title',
    noindex: true,
    operators: true,
    ns: ['ops', 'validation'],
  }),
  page({ id: 'ops-courts', page: 'ops/OpsCourtsPage', path: '/ops/courts', titleKey: 'ops:courts.title', noindex: true, operators: true, ns: ['ops'] }),
  // Signing with E-IMZO (issue 33, ADR 026): a signed paper, another party's invitation, the public check.
  page({
    id: 'paper',
    page: 'signing/PaperPage',
    path: '/home/papers/:idx',
    titleKey: 'signing:paper.title',
    params: { idx: 'id' },
    private: true,
    noindex: true,
    ns: ['signing'],
  }),
  page({
    id: 'paper-invite',
    page: 'signing/PaperInvitePage',
    path: '/home/papers/invite',
    titleKey: 'signing:invite.title',
    private: true,
    noindex: true,
    ns: ['signing'],
  }),
  // Signing in with an E-IMZO key, beside OneID (ADR 026).
  page({ id: 'sign-in-eimzo', page: 'signing/EimzoSignInPage', path: '/sign-in/eimzo', titleKey: 'signing:signIn.title', noindex: true, ns: ['signing'] }),
  page({
    id: 'verify',
    page: 'signing/VerifyPage',
    path: '/verify/:code',
    titleKey: 'signing:verify.title',
    params: { code: 'code' },
    noindex: true,
    ns: ['signing'],
  }),
  page({ id: 'ops-payments', page: 'ops/OpsPaymentsPage', path: '/ops/payments', titleKey: 'ops:payments.title', noindex: true, operators: true, ns: ['ops'] }),
  page({ id: 'ops-audit', page: 'ops/OpsAuditPage', path: '/ops/audit', titleKey: 'ops:audit.title', noindex: true, operators: true, ns: ['ops'] }),
  page({
    id: 'ops-base-amounts',
    page: 'ops/OpsBaseAmountsPage',
    path: '/ops/base-calculation-amounts',
    titleKey: 'ops:amounts.title',
    noindex: true,
    operators: true,
    ns: ['ops', 'validation'],
  }),
  page({ id: 'basket', page: 'orders/BasketPage', path: '/basket', titleKey: 'pages:basket.title', noindex: true, ns: ['pages', 'basket'] }),
  page({
    id: 'home-sale',
    page: 'orders/SalePage',
    path: '/home/sales/:idx',
    titleKey: 'pages:homeSale.title',
    params: { idx: 'id' },
    private: true,
    noindex: true,
    ns: ['pages', 'account', 'basket'],
  }),
  page({
    id: 'home-order',
    page: 'orders/OrderPage',
    path: '/home/orders/:idx',
    titleKey: 'pages:homeOrder.title',
    params: { idx: 'id' },
    private: true,
    noindex: true,
    ns: ['pages', 'basket', 'payments', 'reviews'],
  }),
  page({ id: 'documents', page: 'documents/DocumentsPage', path: '/documents', titleKey: 'pages:documents.title', ns: ['directory', 'document-templates'] }),
  page({
    id: 'documents-my',
    page: 'documents/OwnDocumentPage',
    path: '/documents/my/:idx',
    titleKey: 'pages:documentsMy.title',
    params: { idx: 'id' },
    private: true,
    noindex: true,
    ns: ['pages', 'document-editor', 'documents', 'validation', 'catalogue'],
  }),
  page({
    id: 'documents-template',
    page: 'documents/DocumentTemplatePage',
    path: '/documents/templates/:idx',
    titleKey: 'pages:documentsTemplate.title',
    params: { idx: 'id' },
    ns: ['documents', 'document-templates', 'validation'],
  }),
  page({
    id: 'favorites',
    page: 'account/FavoritesPage',
    path: '/favorites',
    titleKey: 'pages:favorites.title',
    noindex: true,
    ns: ['pages', 'favorites', 'catalogue', 'directory', 'lawfirms', 'reference'],
  }),
  page({
    id: 'lawfirms',
    page: 'directory/LawfirmsPage',
    path: '/lawfirms',
    titleKey: 'pages:lawfirms.title',
    ns: ['pages', 'directory', 'lawfirms', 'reviews'],
  }),
  page({
    id: 'mc-rnders',
    page: 'documents/PrintPage',
    path: '/mc-rnders',
    titleKey: 'pages:mcRnders.title',
    layout: 'empty',
    noindex: true,
    colorMode: 'light',
    ns: ['documents', 'document-templates'],
  }),
  page({ id: 'reference', page: 'directory/ReferencePage', path: '/reference', titleKey: 'pages:reference.title', ns: ['pages', 'directory', 'reference'] }),
  page({
    id: 'reference-item',
    page: 'directory/ReferenceArticlePage',
    path: '/reference/:referenceId',
    titleKey: 'pages:referenceItem.title',
    params: { referenceId: 'id' },
    ns: ['pages', 'directory', 'reference'],
  }),
  page({ id: 'services', page: 'catalogue/ServicesPage', path: '/services', titleKey: 'pages:services.title', ns: ['catalogue'] }),
  page({
    id: 'service',
    page: 'catalogue/ServicePage',
    path: '/services/:serviceId',
    titleKey: 'pages:service.title',
    params: { serviceId: 'id' },
    ns: ['catalogue', 'reviews'],
  }),
  page({ id: 'specialists', page: 'catalogue/SpecialistsPage', path: '/specialists', titleKey: 'pages:specialists.title', ns: ['catalogue'] }),
  page({
    id: 'claims',
    page: 'claims/ClaimsPage',
    path: '/statement-of-claim',
    titleKey: 'pages:claims.title',
    ns: ['pages', 'directory', 'claims', 'claim-pages'],
  }),
  page({
    id: 'claims-list',
    page: 'claims/ClaimsListPage',
    path: '/statement-of-claim/list/:idx',
    titleKey: 'pages:claimsList.title',
    params: { idx: 'id' },
    ns: ['pages', 'directory', 'claims', 'claim-pages'],
  }),
  page({
    id: 'claims-my',
    page: 'claims/OwnClaimPage',
    path: '/statement-of-claim/my/:idx',
    titleKey: 'pages:claimsMy.title',
    params: { idx: 'id' },
    private: true,
    noindex: true,
    ns: ['pages', 'claim-builder', 'claim-steps', 'claims', 'validation', 'document-editor', 'signing'],
  }),
  page({
    id: 'claims-template',
    page: 'claims/ClaimTemplatePage',
    path: '/statement-of-claim/templates/:idx',
    titleKey: 'pages:claimsTemplate.title',
    params: { idx: 'id' },
    ns: ['pages', 'directory', 'claims', 'claim-pages'],
    partNs: { step: ['claim-builder', 'claim-steps', 'validation'] },
  }),
  page({ id: 'support', page: 'directory/SupportPage', path: '/support', titleKey: 'pages:support.title', ns: ['pages', 'directory', 'support'] }),
  page({
    id: 'support-question',
    page: 'directory/SupportQuestionPage',
    path: '/support/questions/:questionId',
    titleKey: 'pages:supportQuestion.title',
    params: { questionId: 'id' },
    ns: ['pages', 'directory', 'support'],
  }),
  page({ id: 'testc', page: 'TestcPage', path: '/testc', titleKey: 'pages:testc.title', ns: ['pages', 'uikit'], noindex: true }),
  page({ id: 'soon', page: 'SoonPage', path: '/soon', titleKey: 'pages:soon.title', layout: 'soon' }),
  // The catch-all single segment comes last in the list; React Router ranks static segments
  // above it anyway, so /basket never reaches the profile route.
  page({
    id: 'profile',
    page: 'catalogue/ProfilePage',
    path: '/:nickname',
    titleKey: 'pages:profile.title',
    params: { nickname: 'nickname' },
    ns: ['catalogue', 'account', 'validation', 'reviews'],
  }),
] as const;

/** A page route's id: a typo in a table keyed by it (the loaders) is a type error, not an empty page. */
export type RouteId = (typeof ROUTE_LIST)[number]['id'];

export const ROUTES: readonly RouteDef<RouteId>[] = ROUTE_LIST;

export const ROUTE_BY_ID: ReadonlyMap<string, RouteDef<RouteId>> = new Map(ROUTES.map((r) => [r.id, r]));

/**
 * First path segments the server answers itself, before any page (server/app.ts, server/main.ts):
 * probes and metrics, the API, sign-in and the local stand-ins of OneID, the payment
 * providers and Telegram, the translations and the build's folders. tests/integration/web/security-findings
 * checks that every prefix app.ts mounts is here.
 */
export const SERVER_SEGMENTS = [
  'api',
  'auth',
  'builds',
  'assets',
  'locales',
  'healthz',
  'readyz',
  'metrics',
  '_oneid',
  '_payme',
  '_click',
  '_telegram',
  '_eimzo-app',
  '_eimzo-server',
  '_payload.json',
] as const;

/**
 * Files and folders at the top of public/ and of the client build (dist/client), and the root
 * files clients ask for by convention; the same test compares this list with both folders.
 */
export const ROOT_FILE_SEGMENTS = [
  'favicon.svg',
  'favicon.ico',
  'robots.txt',
  'sitemap.xml',
  'manifest.json',
  'site.webmanifest',
  'apple-touch-icon.png',
  'browserconfig.xml',
  'humans.txt',
  'security.txt',
  'ads.txt',
  'player.js',
  'media',
  'fonts',
  'icons',
  'images',
  'static',
] as const;

/**
 * First path segments that can never be a nickname (docs/design.md §4): locale prefixes, what the
 * server answers itself, root files, every route's first segment, and the routes docs/design.md §5
 * plans (/ops, /verify) or a site conventionally keeps (admin, settings, login …), so that a
 * profile never hides a page of the site, nor a page a profile.
 */
export const RESERVED_SEGMENTS: ReadonlySet<string> = new Set([
  'ru',
  'en',
  'uz',
  ...SERVER_SEGMENTS,
  ...ROOT_FILE_SEGMENTS,
  'ops',
  'verify',
  'admin',
  'settings',
  'login',
  'logout',
  'signin',
  'signout',
  'signup',
  'oauth',
  'sso',
  'www',
  'support',
  'help',
  ...ROUTES.map((r) => r.path.split('/')[1] ?? '').filter((s) => s && !s.startsWith(':')),
]);

const ID_PATTERN = /^[1-9][0-9]{0,9}$/;
const NICKNAME_PATTERN = /^[a-z0-9_.]{3,32}$/;
/** A random code in an address (a signed paper's public check, /verify/{code}). */
const CODE_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

export function isValidId(value: string): boolean {
  return ID_PATTERN.test(value) && Number(value) <= 2_147_483_647;
}

export function isValidNickname(value: string): boolean {
  return NICKNAME_PATTERN.test(value) && !RESERVED_SEGMENTS.has(value);
}

/** True when every dynamic segment of the route matches its kind. */
export function paramsAreValid(def: RouteDef, params: Readonly<Record<string, string | undefined>>): boolean {
  for (const [name, kind] of Object.entries(def.params ?? {})) {
    const value = params[name];
    if (value === undefined) return false;
    if (!(kind === 'id' ? isValidId(value) : kind === 'code' ? CODE_PATTERN.test(value) : isValidNickname(value))) return false;
  }
  return true;
}

/** The URL of a route's JSON payload (docs/design.md §3): {path}/_payload.json, for / just /_payload.json. */
/** Every namespace a page needs at an address: its own, and its parts' that the query shows. */
export function namespacesOf(def: RouteDef, search: URLSearchParams): string[] {
  const parts = Object.entries(def.partNs ?? {}).flatMap(([param, ns]) => (search.has(param) ? ns : []));
  return [...new Set([...def.ns, ...parts])];
}

export function payloadUrl(pathname: string, search = ''): string {
  const base = pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  return `${base}/_payload.json${search}`;
}

export const PAYLOAD_SUFFIX = '/_payload.json';
