import { useLoaderData } from 'react-router';
import type { PageDataOf } from '../../shared/pages/index.js';
import type { RouteId } from '../../shared/routes.js';

/**
 * The page's data as its route's loader sent it (shared/pages/index.ts names each route's type,
 * and the server's loaders are typed by the same table). The route id says which page this is.
 */
export function usePageData<Id extends RouteId>(_route: Id): PageDataOf<Id> {
  // React Router leaves loader data untyped in data mode: the route table types it.
  return useLoaderData() as PageDataOf<Id>;
}
