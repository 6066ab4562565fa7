import {
  UNSAFE_ErrorResponseImpl as ErrorResponseImpl,
  data,
  redirect,
  redirectDocument,
  useActionData,
  useLoaderData,
  type LoaderFunction,
} from 'react-router';
import type { ActionDataOf, FormRouteId, PageDataOf } from '../../shared/pages/index.js';
import { namespacesOf, paramsAreValid, payloadUrl, type RouteDef, type RouteId } from '../../shared/routes.js';
import type { SerializedRouteError } from '../../shared/serialize.js';
import type { Translator as I18n } from '../../shared/i18n/index.js';
import { ensureNamespaces } from './namespaces.js';
import { takePreloaded } from './preload.js';

/** What _payload.json answers (server/web/payload.ts). */
export type PayloadBody = { data: unknown } | { redirect: string } | { error: { status: number; message: string | null } };

async function readPayload(response: Response): Promise<PayloadBody | null> {
  try {
    return (await response.json()) as PayloadBody;
  } catch {
    return null;
  }
}

/**
 * The browser's loader for a page: the same parameter check as the server, then the page's
 * _payload.json (or its preload) and the page's translations, in parallel.
 */
export function clientLoaderFor(def: RouteDef, getI18n: () => I18n, buildId: string): LoaderFunction {
  return async ({ request, params }) => {
    if (!paramsAreValid(def, params)) throw data({ message: null }, { status: 404 });
    const url = new URL(request.url);
    const target = payloadUrl(url.pathname, url.search);
    const fetching = takePreloaded(target) ?? fetch(target, { signal: request.signal, credentials: 'same-origin', headers: { accept: 'application/json' } });
    const [response] = await Promise.all([fetching, ensureNamespaces(getI18n(), ['common', ...namespacesOf(def, url.searchParams)], buildId)]);
    const body = await readPayload(response);
    // /auth/* is the server's (sign-in for a private page), never a route of this router.
    if (body && 'redirect' in body) throw new URL(body.redirect, url).pathname.startsWith('/auth/') ? redirectDocument(body.redirect) : redirect(body.redirect);
    if (!response.ok || !body || !('data' in body)) {
      const message = body && 'error' in body ? body.error.message : null;
      throw data({ message }, { status: response.ok ? 500 : response.status });
    }
    return body.data;
  };
}

/** Turns the page's serialized route errors back into what the router renders. */
export function deserializeErrors(errors: Record<string, SerializedRouteError> | null): Record<string, unknown> | null {
  if (!errors) return null;
  return Object.fromEntries(
    Object.entries(errors).map(([id, error]) => [
      id,
      error.kind === 'response' ? new ErrorResponseImpl(error.status, error.statusText, error.data) : new Error(),
    ]),
  );
}

/**
 * The page's data as its route's loader sent it (shared/pages/index.ts names each route's type,
 * and the server's loaders are typed by the same table). The route id says which page this is.
 * Here, in a module of the entry, rather than in a chunk of its own that every page would fetch.
 */
export function usePageData<Id extends RouteId>(_route: Id): PageDataOf<Id> {
  // React Router leaves loader data untyped in data mode: the route table types it.
  return useLoaderData() as PageDataOf<Id>;
}

/**
 * The page's form as posted without JavaScript and shown again (its route's action answered it:
 * the values and their messages, or the wait over the limit); undefined when nothing was posted.
 */
export function usePostedForm<Id extends FormRouteId>(_route: Id): ActionDataOf<Id> | undefined {
  // As useLoaderData: untyped in data mode, typed by shared/pages' table of actions.
  return useActionData() as ActionDataOf<Id> | undefined;
}
