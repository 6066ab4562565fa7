import type { ActionFunction, LoaderFunction, RouteObject } from 'react-router';
import { ROUTES, type RouteDef, type RouteId } from '../../shared/routes.js';
import { RootDocument, RootErrorBoundary } from '../layouts/Document.js';
import { PAGE_MODULES, type PageHandle, type PagePart } from './modules.js';

export const ROOT_ROUTE_ID = 'root';

/**
 * Whether a part must be here before the page's first render: on the server always (it renders
 * whatever the address shows, in one pass), in the browser when the address shows it.
 */
function shownAtOnce(part: PagePart): boolean {
  return typeof window === 'undefined' || new URLSearchParams(window.location.search).has(part.param);
}

/**
 * Builds the React Router tree from the shared route table. The caller supplies each page's
 * loader (the server's reads the product API, the browser's fetches _payload.json) and, on the
 * server, the action of a page whose form posts to itself without JavaScript.
 */
export function createRouteObjects(
  loaderFor: (def: RouteDef<RouteId>) => LoaderFunction,
  actionFor: (def: RouteDef<RouteId>) => ActionFunction | undefined = () => undefined,
): RouteObject[] {
  return [
    {
      id: ROOT_ROUTE_ID,
      path: '/',
      Component: RootDocument,
      ErrorBoundary: RootErrorBoundary,
      children: ROUTES.map((def): RouteObject => {
        const load = PAGE_MODULES[def.id];
        if (!load) throw new Error(`No page module for route ${def.id}`);
        const lazy = async () => {
          const { default: Component, parts = [], shouldRevalidate } = await load();
          await Promise.all(parts.filter(shownAtOnce).map((part) => part.preload()));
          const handle: PageHandle = { parts };
          return shouldRevalidate ? { Component, handle, shouldRevalidate } : { Component, handle };
        };
        const loader = loaderFor(def);
        const action = actionFor(def);
        const handlers = action ? { loader, action } : { loader };
        return def.path === '/' ? { id: def.id, index: true, ...handlers, lazy } : { id: def.id, path: def.path.slice(1), ...handlers, lazy };
      }),
    },
  ];
}
