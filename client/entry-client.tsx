// The React refresh preamble must run before any component module (empty in production builds).
import '@vitejs/plugin-react/preamble';
import './styles/app.css';
import { StrictMode, startTransition, useCallback, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { createTranslator, type Resources, type Translator as I18n } from '../shared/i18n/index.js';
import { basenameOf, localizedPath, splitLocalePath, type Locale } from '../shared/locales.js';
import { ROUTE_BY_ID } from '../shared/routes.js';
import { BOOT_GLOBAL, type RouterPayload } from '../shared/serialize.js';
import type { AppState } from './app-state.js';
import { AppProviders } from './AppProviders.js';
import { writeLocaleCookies } from './platform/locale-switch.js';
import { clientLoaderFor, deserializeErrors } from './platform/payload.js';
import { createBuildWatcher } from './platform/build-updates.js';
import { loadingBar } from './platform/loading/controller.js';
import { watchPreloadErrors } from './platform/reload-guard.js';
import { whenIdle, yieldToMain } from './platform/main-thread.js';
import { watchRouter } from './platform/router-watch.js';
import { createRouteObjects } from './routes/objects.js';

interface Boot {
  app: AppState;
  i18n: Resources;
  router: RouterPayload;
}

declare global {
  interface Window {
    [BOOT_GLOBAL]: Boot;
  }
}

const boot = window[BOOT_GLOBAL];
let currentI18n: I18n = createTranslator(boot.app.locale, boot.i18n);
let currentLocale: Locale = boot.app.locale;
// Development serves no build manifest; production pages watch for a newer build.
const builds = boot.app.buildId === 'development' ? null : createBuildWatcher(boot.app.buildId);
let unwatchRouter: () => void = () => {};

/** The loading bar, build updates and chunk reloads follow the router in use. */
function follow(router: ReturnType<typeof createBrowserRouter>): void {
  unwatchRouter();
  unwatchRouter = watchRouter(router, { bar: loadingBar, builds });
}

function buildRoutes(): RouteObject[] {
  return createRouteObjects((def) => clientLoaderFor(def, () => currentI18n, boot.app.buildId));
}

/** Loads the page modules of the current URL before hydration, so the first render matches the server's. */
async function resolveInitialModules(routes: RouteObject[], basename: string): Promise<void> {
  const matches = matchRoutes(routes, window.location, basename) ?? [];
  await yieldToMain();
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, resolved);
      delete route.lazy;
    }),
  );
}

function whenInitialized(router: ReturnType<typeof createBrowserRouter>): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

interface View {
  router: ReturnType<typeof createBrowserRouter>;
  i18n: I18n;
  state: AppState;
}

function App({ initial }: { initial: View }) {
  const [view, setView] = useState(initial);

  // The set-locale action (docs/product.md §4): same path and query in the other language, cookies set,
  // no full reload: a router for the new basename loads the page, then replaces the old one.
  const setLocale = useCallback(
    async (next: Locale) => {
      if (next === currentLocale) return;
      writeLocaleCookies(next);
      const { rest } = splitLocalePath(window.location.pathname);
      currentI18n = createTranslator(next, {});
      currentLocale = next;
      window.history.pushState(null, '', localizedPath(next, rest, window.location.search));
      const router = createBrowserRouter(buildRoutes(), { basename: basenameOf(next) });
      const endLoading = loadingBar.begin();
      await whenInitialized(router).finally(endLoading);
      view.router.dispose();
      follow(router);
      startTransition(() => setView({ router, i18n: currentI18n, state: { ...view.state, locale: next, suggestedLocale: null } }));
    },
    [view],
  );

  return (
    <AppProviders state={view.state} nonce="" i18n={view.i18n} setLocale={setLocale}>
      <RouterProvider key={view.state.locale} router={view.router} />
    </AppProviders>
  );
}

/**
 * Start-up in steps of their own tasks, so none holds a phone's main thread for long: the page
 * modules, the router, then hydration (itself in slices); what matters only after an
 * interaction, or in a quarter of an hour, waits for an idle moment.
 */
async function start(): Promise<void> {
  // History entries of another language belong to another router: load them afresh.
  window.addEventListener('popstate', (event) => {
    if (splitLocalePath(window.location.pathname).locale === currentLocale) return;
    event.stopImmediatePropagation();
    window.location.reload();
  });
  watchPreloadErrors();
  // Out of the task that evaluated this bundle.
  await yieldToMain();
  const basename = basenameOf(boot.app.locale);
  const routes = buildRoutes();
  await resolveInitialModules(routes, basename);
  await yieldToMain();
  const router = createBrowserRouter(routes, {
    basename,
    hydrationData: { loaderData: boot.router.loaderData, actionData: boot.router.actionData, errors: deserializeErrors(boot.router.errors) },
  });
  follow(router);
  await yieldToMain();
  // Hydrating in a transition lets React yield to the browser every few milliseconds instead
  // of holding the main thread for the whole document; the server's HTML stays in place
  // meanwhile, and a click on it makes React finish hydrating at once, then handle the click.
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <App initial={{ router, i18n: currentI18n, state: boot.app }} />
      </StrictMode>,
      {
        onRecoverableError(error) {
          console.error('Hydration recovered from an error', error);
        },
      },
    );
  });
  whenIdle(() => {
    // Needed only once a pointer rests on a link: its code comes now, not with the entry.
    void import('./platform/link-preloading.js').then(({ installLinkPreloading }) =>
      installLinkPreloading(
        () => currentLocale,
        (id) => ROUTE_BY_ID.get(id),
      ),
    );
    builds?.start();
  });
}

void start();
