import type { LoaderFunction, RouteObject } from 'react-router';
import { ROUTES, type RouteDef } from '../../shared/routes.js';
import { RootDocument, RootErrorBoundary } from '../layouts/Document.js';
import { PAGE_MODULES } from './modules.js';

export const ROOT_ROUTE_ID = 'root';

/**
 * Builds the React Router tree from the shared route table. The caller supplies each page's
 * loader: the server's runs the product API in-process, the browser's fetches _payload.json.
 */
export function createRouteObjects(loaderFor: (def: RouteDef) => LoaderFunction): RouteObject[] {
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
          const module = await load();
          await module.prepare?.();
          return { Component: module.default };
        };
        const loader = loaderFor(def);
        return def.path === '/'
          ? { id: def.id, index: true, loader, lazy }
          : { id: def.id, path: def.path.slice(1), loader, lazy };
      }),
    },
  ];
}
