import { useEffect, type ReactNode } from 'react';
import { Outlet, ScrollRestoration, isRouteErrorResponse, useLocation, useMatches, useRouteError } from 'react-router';
import { LOCALES, localizedPath } from '../../shared/locales.js';
import { ROUTE_BY_ID, type RouteDef } from '../../shared/routes.js';
import { useAppState, useNonce } from '../app-state.js';
import { ErrorPage } from '../components/ErrorPage.js';
import { useT } from '../i18n.js';
import { resolveForcedMode, useColorMode } from '../platform/color-mode.js';
import { PlatformMounts } from '../platform/PlatformMounts.js';
import { TELEGRAM_SCRIPT } from '../platform/telegram-script.js';
import { LAYOUTS } from './index.js';
import type { PageMeta } from '../../shared/pages/meta.js';

export { TELEGRAM_SCRIPT };

interface ShellProps {
  title: string;
  description: string;
  /** Indexable pages get canonical and alternate links. */
  indexable: boolean;
  route: RouteDef | undefined;
  children: ReactNode;
}

/** Marks the document once React has hydrated it (browser tests and diagnostics wait for it). */
function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

/** The whole HTML document, rendered by React on the server and hydrated on the client. */
function Shell({ title, description, indexable, route, children }: ShellProps) {
  const { locale, origin, assets, telegram } = useAppState();
  const nonce = useNonce();
  const { preference } = useColorMode();
  const location = useLocation();
  const forced = route?.colorMode ? resolveForcedMode(route.colorMode) : null;
  const colorClass = forced ?? preference;
  return (
    <html lang={locale} className={colorClass} data-telegram={telegram ? '' : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <title>{title}</title>
        <meta name="description" content={description} />
        <meta name="color-scheme" content={forced ?? 'light dark'} />
        <meta name="theme-color" content="#0096b2" />
        {indexable ? (
          <>
            <link rel="canonical" href={origin + localizedPath(locale, location.pathname)} />
            {LOCALES.map((lng) => (
              <link key={lng} rel="alternate" hrefLang={lng} href={origin + localizedPath(lng, location.pathname)} />
            ))}
            <link rel="alternate" hrefLang="x-default" href={origin + localizedPath('uz', location.pathname)} />
          </>
        ) : (
          <meta name="robots" content="noindex" />
        )}
        <meta property="og:site_name" content="Huquq" />
        <meta property="og:title" content={title} />
        <meta property="og:locale" content={locale === 'en' ? 'en_US' : locale === 'ru' ? 'ru_RU' : 'uz_UZ'} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {assets.css.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {assets.preload.map((href) => (
          <link key={href} rel="modulepreload" href={href} />
        ))}
        {telegram ? <script src={TELEGRAM_SCRIPT} async nonce={nonce} /> : null}
      </head>
      <body className="bg-canvas text-ink antialiased">
        {children}
        {/* A new page starts at its top, Back returns to where the visitor was (renders nothing in data mode). */}
        <ScrollRestoration />
        <PlatformMounts />
        <HydrationMark />
      </body>
    </html>
  );
}

function siteTitle(pageTitle: string): string {
  return `${pageTitle} · Huquq`;
}

/** The root route: the document around the matched page's layout. */
export function RootDocument() {
  const t = useT();
  const matches = useMatches();
  const leaf = matches[matches.length - 1];
  const route = leaf ? ROUTE_BY_ID.get(leaf.id) : undefined;
  const meta = (leaf?.loaderData as { meta?: PageMeta } | undefined)?.meta;
  const Layout = LAYOUTS[route?.layout ?? 'default'];
  const title = meta?.title ?? (route ? t(route.titleKey) : 'Huquq');
  return (
    <Shell
      title={route?.id === 'index' ? `Huquq · ${t('tagline')}` : siteTitle(title)}
      description={meta?.description ?? t('meta.description')}
      indexable={!route?.noindex}
      route={route}
    >
      <Layout>
        <Outlet />
      </Layout>
    </Shell>
  );
}

/**
 * Status and visitor-facing message of any error that reaches the root; `notFound` is docs/product.md §8's
 * 'Page Not Found: {path}' in the page's language (errors:pageNotFound).
 */
export function describeError(error: unknown, notFound: string): { status: number; message: string | null } {
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return { status: 404, message: notFound };
    const data = error.data as { message?: unknown } | undefined;
    return { status: error.status, message: typeof data?.message === 'string' ? data.message : null };
  }
  // Anything else is a failure whose details stay on the server.
  return { status: 500, message: null };
}

/** The root error boundary: the error page in the default layout, with the right status. */
export function RootErrorBoundary() {
  const error = useRouteError();
  const location = useLocation();
  const { locale } = useAppState();
  const t = useT('errors');
  const fullPath = localizedPath(locale, location.pathname, location.search);
  const { status, message } = describeError(error, t('pageNotFound', { path: fullPath }));
  return (
    <Shell title={siteTitle(status === 404 ? t('notFoundTitle') : t('errorTitle'))} description={t('generic')} indexable={false} route={undefined}>
      <LAYOUTS.default>
        <ErrorPage status={status} message={message} />
      </LAYOUTS.default>
    </Shell>
  );
}
