import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from 'express';
import { isbot } from 'isbot';
import type { PageRenderer } from '../../shared/ssr.js';
import { createTranslator, type Resources } from '../../shared/i18n/index.js';
import { safeSiteLocation } from '../../shared/local-path.js';
import { ROUTE_BY_ID, namespacesOf } from '../../shared/routes.js';
import { BOOT_GLOBAL, serializeForScript } from '../../shared/serialize.js';
import { pagePartsOf } from '../../shared/page-parts.js';
import type { Metrics } from '../ops/metrics.js';
import type { ApiClient } from '../api-client/types.js';
import { sessionTokenOf } from '../auth/cookies.js';
import { pageChunksFor, type ClientAssets } from './assets.js';
import { fallbackErrorHtml } from './fallback-error.js';
import { serializedResources } from './i18n.js';
import { pageState, type ClientServices } from './page-state.js';
import { logUnexpectedRouteErrors, serializeRouteErrors } from './route-errors.js';
import { loaderContextProvider, type PageHandlers } from './routing.js';
import { setFlash } from './flash.js';
import type { ResponseEffects } from '../loaders/index.js';

/** The render half of the page renderer (shared/ssr.ts). */
export type DocumentRenderer = Pick<PageRenderer, 'renderDocument'>;

export interface PageRenderDeps {
  /** Entry and handlers; in development they are reloaded through Vite on each request. */
  load(): Promise<{ renderer: DocumentRenderer; handlers: PageHandlers }>;
  assets: ClientAssets;
  resources: Resources;
  origin: string;
  renderTimeoutMs: number;
  metrics: Metrics;
  services: ClientServices;
  /** The product API client the loaders call. */
  api: ApiClient;
}

/** The form a page's <form method="post"> sent, as the CSRF guard parsed it (urlencoded), for the route's action. */
function postedForm(body: unknown): URLSearchParams {
  const form = new URLSearchParams();
  for (const [name, value] of Object.entries((body ?? {}) as Record<string, unknown>)) {
    for (const one of Array.isArray(value) ? value : [value]) if (typeof one === 'string') form.append(name, one);
  }
  return form;
}

/**
 * A fetch Request for the router: the page URL, the visitor's headers, aborted if they leave; a
 * POST (a page's form without JavaScript) carries its form for the route's action.
 */
export function routerRequest(req: ExpressRequest, res: ExpressResponse, origin: string, pathAndQuery: string): Request {
  const controller = new AbortController();
  res.on('close', () => {
    if (!res.writableFinished) controller.abort();
  });
  const headers = new Headers();
  for (const name of ['accept-language', 'cookie', 'user-agent'] as const) {
    const value = req.get(name);
    if (value) headers.set(name, value);
  }
  if (req.method === 'POST') return new Request(origin + pathAndQuery, { method: 'POST', headers, body: postedForm(req.body), signal: controller.signal });
  return new Request(origin + pathAndQuery, { method: 'GET', headers, signal: controller.signal });
}

/** What a form's action may leave on the response: cookies and a flash, written by Express here at the edge. */
function responseEffects(req: ExpressRequest, res: ExpressResponse): ResponseEffects {
  const cookie = (path: string) => ({ path, httpOnly: true, sameSite: 'lax' as const, secure: req.secure });
  return {
    flash: (message) => setFlash(req, res, message),
    setCookie: (name, value, { path, maxAgeMs }) => res.cookie(name, value, { ...cookie(path), maxAge: maxAgeMs }),
    clearCookie: (name, { path }) => res.clearCookie(name, cookie(path)),
  };
}

/**
 * A form's action answers with a path of this site, as the site's forms always have: it names the
 * address absolutely only to keep the router from putting the language's basename before it
 * (server/loaders/see-other.ts). A loader's redirect stays as it is.
 */
function actionLocation(req: ExpressRequest, location: string, origin: string): string {
  if (req.method !== 'POST') return location;
  const site = new URL(origin).origin;
  return location.startsWith(`${site}/`) ? location.slice(site.length) : location;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Locals {
      /** A page's form posted over the write limit: the seconds to wait, for its action to say. */
      formRetryAfter?: number;
    }
  }
}

/**
 * Renders a page: loaders first (complete data, ADR 003), then React streams the document.
 * Browsers get the shell as soon as it is ready; crawlers get the complete document; HEAD gets
 * headers only; a render that hangs is aborted.
 */
export function renderPage(deps: PageRenderDeps): RequestHandler {
  return async (req, res, next) => {
    try {
      const { renderer, handlers } = await deps.load();
      const locale = res.locals.locale;
      const translator = createTranslator(locale, deps.resources);
      const t = translator.t;
      const request = routerRequest(req, res, deps.origin, req.originalUrl);
      const context = await handlers[locale].query(request, {
        requestContext: loaderContextProvider(
          { locale, t, api: deps.api, apiContext: { lang: locale, session: sessionTokenOf(req) ?? null, signal: request.signal } },
          // A page's form posted without JavaScript: its route's action may write the response's cookies.
          { formRetryAfter: res.locals.formRetryAfter ?? null, response: responseEffects(req, res), upload: res.locals.pageUpload ?? null },
        ),
      });
      if (context instanceof globalThis.Response) {
        const location = context.headers.get('Location');
        if (location && context.status >= 300 && context.status < 400)
          res.redirect(context.status, safeSiteLocation(actionLocation(req, location, deps.origin), deps.origin));
        else res.status(context.status).send(await context.text());
        return;
      }
      if (res.destroyed) return;
      logUnexpectedRouteErrors(context.errors, req.log);

      const leaf = context.matches.at(-1);
      const route = leaf ? ROUTE_BY_ID.get(leaf.route.id) : undefined;
      res.locals.routeId = context.errors ? `error-${context.statusCode}` : (route?.id ?? 'unknown');
      const state = pageState(req, res, deps.origin, deps.assets, deps.services);
      const namespaces = ['common', 'errors', ...(route ? namespacesOf(route, new URL(request.url).searchParams) : [])];
      const i18nJson = serializedResources(deps.resources, locale, namespaces, state.suggestedLocale);
      const routerJson = serializeForScript({ loaderData: context.loaderData, actionData: context.actionData, errors: serializeRouteErrors(context.errors) });

      res.status(context.statusCode);
      res.set({
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Language': locale,
        // Pages depend on cookies (language, colour, session): never shared caches.
        'Cache-Control': 'private, no-cache',
      });
      if (req.method === 'HEAD') {
        res.end();
        return;
      }

      const crawler = isbot(req.get('user-agent') ?? '');
      let shellFailed = false;
      const stream = renderer.renderDocument({
        dataRoutes: handlers[locale].dataRoutes,
        context,
        state,
        i18n: translator,
        nonce: res.locals.nonce,
        bootstrapScriptContent: `window.${BOOT_GLOBAL}={"app":${serializeForScript(state)},"i18n":${i18nJson},"router":${routerJson}}`,
        bootstrapModules: deps.assets.modules,
        pageModules: route ? pageChunksFor(deps.assets, route.page, pagePartsOf(leaf?.route.handle), new URL(request.url).searchParams) : [],
        callbacks: {
          onShellReady() {
            if (!crawler) stream.pipe(res);
          },
          onAllReady() {
            if (crawler && !shellFailed) stream.pipe(res);
          },
          onShellError(error) {
            shellFailed = true;
            req.log.error({ err: error }, 'page shell failed to render');
            if (!res.headersSent)
              res
                .status(500)
                .type('html')
                .send(fallbackErrorHtml(locale, 500, t));
            else res.end();
          },
          onError(error) {
            if (!res.destroyed) req.log.error({ err: error }, 'page render error');
          },
        },
      });
      const timer = setTimeout(() => {
        deps.metrics.renderAborts.inc();
        req.log.warn({ timeoutMs: deps.renderTimeoutMs }, 'render timed out, aborting');
        stream.abort(new Error('render timed out'));
      }, deps.renderTimeoutMs);
      res.on('close', () => {
        clearTimeout(timer);
        if (!res.writableFinished) stream.abort(new Error('client went away'));
      });
    } catch (error) {
      next(error);
    }
  };
}
