import { RouterContextProvider, createStaticHandler, data, type LoaderFunction, type StaticHandler } from 'react-router';
import { LOCALES, basenameOf, type Locale } from '../../shared/locales.js';
import { paramsAreValid } from '../../shared/routes.js';
import type { PageRenderer } from '../../shared/ssr.js';
import { emptyLoader, loaderContextKey, type LoaderContext, type ServerLoaders } from '../loaders/index.js';
import { signInRedirect } from '../loaders/sign-in.js';

/** The route half of the page renderer (shared/ssr.ts). */
export type RouteObjectFactory = Pick<PageRenderer, 'createRouteObjects'>;

export type PageHandlers = Record<Locale, StaticHandler>;

/**
 * One static handler per language (the basename), over the shared route tree with the
 * server's loaders. A dynamic segment that fails validation is a 404 (docs/product.md §2); a private route
 * (RouteDef.private) sends a guest to sign in before its loader runs.
 */
export function createPageHandlers(entry: RouteObjectFactory, loaders: ServerLoaders): PageHandlers {
  const routes = entry.createRouteObjects((def): LoaderFunction => {
    const load = loaders[def.id] ?? emptyLoader;
    return (args) => {
      if (!paramsAreValid(def, args.params)) throw data({ message: null }, { status: 404 });
      const context = (args.context as RouterContextProvider).get(loaderContextKey);
      // A private page's guest signs in and comes back; its loader runs only with a session.
      if (def.private && !context.apiContext.session) throw signInRedirect(args.request);
      return load(args, context);
    };
  });
  return Object.fromEntries(LOCALES.map((locale) => [locale, createStaticHandler(routes, { basename: basenameOf(locale) || '/' })])) as PageHandlers;
}

export function loaderContextProvider(context: LoaderContext): RouterContextProvider {
  const provider = new RouterContextProvider();
  provider.set(loaderContextKey, context);
  return provider;
}
