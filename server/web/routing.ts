import { RouterContextProvider, createStaticHandler, data, type ActionFunction, type LoaderFunction, type StaticHandler } from 'react-router';
import { LOCALES, basenameOf, type Locale } from '../../shared/locales.js';
import { paramsAreValid } from '../../shared/routes.js';
import type { PageRenderer } from '../../shared/ssr.js';
import { emptyLoader, loaderContextKey, type ActionContext, type LoaderContext, type ServerActions, type ServerLoaders } from '../loaders/index.js';
import { signInRedirect } from '../loaders/sign-in.js';
import { SERVER_ACTIONS } from '../loaders/actions.js';

/** The route half of the page renderer (shared/ssr.ts). */
export type RouteObjectFactory = Pick<PageRenderer, 'createRouteObjects'>;

export type PageHandlers = Record<Locale, StaticHandler>;

/**
 * One static handler per language (the basename), over the shared route tree with the
 * server's loaders and actions. A dynamic segment that fails validation is a 404 (docs/product.md
 * §2); a private route (RouteDef.private) sends a guest to sign in before its loader runs.
 */
export function createPageHandlers(entry: RouteObjectFactory, loaders: ServerLoaders, actions: Partial<ServerActions> = SERVER_ACTIONS): PageHandlers {
  const routes = entry.createRouteObjects(
    (def): LoaderFunction => {
      const load = loaders[def.id] ?? emptyLoader;
      return (args) => {
        if (!paramsAreValid(def, args.params)) throw data({ message: null }, { status: 404 });
        const context = (args.context as RouterContextProvider).get(loaderContextKey);
        // A private page's guest signs in and comes back; its loader runs only with a session.
        if (def.private && !context.apiContext.session) throw signInRedirect(args.request);
        return load(args, context);
      };
    },
    (def): ActionFunction | undefined => {
      const act = (actions as Partial<Record<string, ServerActions[keyof ServerActions]>>)[def.id];
      if (!act) return undefined;
      return (args) => {
        // A bad segment is the page's 404: nothing to act on (the loader says so).
        if (!paramsAreValid(def, args.params)) return null;
        return act(args, (args.context as RouterContextProvider).get(loaderContextKey));
      };
    },
  );
  return Object.fromEntries(LOCALES.map((locale) => [locale, createStaticHandler(routes, { basename: basenameOf(locale) || '/' })])) as PageHandlers;
}

/** What a request without an action (a GET, a payload) gives the context: no action runs, so nothing may be written. */
const NO_ACTION: Pick<ActionContext, 'formRetryAfter' | 'response'> = {
  formRetryAfter: null,
  response: {
    flash: () => {
      throw new Error('no action runs for this request');
    },
    setCookie: () => {
      throw new Error('no action runs for this request');
    },
    clearCookie: () => {
      throw new Error('no action runs for this request');
    },
  },
};

/** The request's context for the router: what the loaders read, and for a form's post what its action may write. */
export function loaderContextProvider(
  context: LoaderContext,
  action: Pick<ActionContext, 'formRetryAfter' | 'response' | 'upload'> = NO_ACTION,
): RouterContextProvider {
  const provider = new RouterContextProvider();
  provider.set(loaderContextKey, { ...context, ...action });
  return provider;
}
