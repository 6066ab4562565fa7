import type { RequestHandler } from 'express';
import { safeSiteLocation } from '../../shared/local-path.js';
import { localizedPath, splitLocalePath } from '../../shared/locales.js';
import { PAYLOAD_SUFFIX } from '../../shared/routes.js';
import { createTranslator } from '../../shared/i18n/index.js';
import type { PageRenderDeps } from './render.js';
import { routerRequest } from './render.js';
import { firstRouteError, logUnexpectedRouteErrors } from './route-errors.js';
import { loaderContextProvider } from './routing.js';
import { sessionTokenOf } from '../auth/cookies.js';

/**
 * GET {path}/_payload.json (docs/design.md §3): the same loaders as the page, answered as JSON for
 * client navigation: {data} or {redirect} with 200, {error} with the page's status.
 */
export function pagePayload(deps: Pick<PageRenderDeps, 'load' | 'origin' | 'resources' | 'api'>): RequestHandler {
  return async (req, res, next) => {
    try {
      const pagePath = req.path.slice(0, -PAYLOAD_SUFFIX.length) || '/';
      const { locale, rest } = splitLocalePath(pagePath);
      const search = req.originalUrl.includes('?') ? req.originalUrl.slice(req.originalUrl.indexOf('?')) : '';
      const { handlers } = await deps.load();
      const { t } = createTranslator(locale, deps.resources);
      const request = routerRequest(req, res, deps.origin, pagePath + search);
      const context = await handlers[locale].query(request, {
        requestContext: loaderContextProvider({
          locale,
          t,
          api: deps.api,
          apiContext: { lang: locale, session: sessionTokenOf(req) ?? null, signal: request.signal },
        }),
      });
      res.set('Cache-Control', 'private, no-cache').vary('Cookie');
      if (context instanceof globalThis.Response) {
        res.json({ redirect: safeSiteLocation(context.headers.get('Location') ?? '/', deps.origin) });
        return;
      }
      logUnexpectedRouteErrors(context.errors, req.log);
      const error = firstRouteError(context);
      if (error) {
        res.locals.routeId = 'payload-error';
        // docs/product.md §8's 'Page Not Found: {path}', in the visitor's language (English keeps the spec's words).
        const message = error.status === 404 ? t('errors:pageNotFound', { path: localizedPath(locale, rest, search) }) : error.message;
        res.status(error.status).json({ error: { status: error.status, message } });
        return;
      }
      const leaf = context.matches.at(-1);
      res.locals.routeId = `payload:${leaf?.route.id ?? 'unknown'}`;
      res.json({ data: leaf ? (context.loaderData[leaf.route.id] ?? null) : null });
    } catch (error) {
      next(error);
    }
  };
}
