/**
 * The visitor's favourites (/api/v1/me/favorites, issue 5), besides the list itself, which is a
 * read operation of shared/api (the page loader reads it through the API client):
 *
 * - GET  /me/favorites/refs          every favourite without cards: the hearts' state
 * - PUT  /me/favorites/{kind}/{id}   keep one (again is fine); an unknown id is 404
 * - DELETE same                      remove one (one that was not kept is fine too)
 * - POST /me/favorites/merge         {items:[{kind,id}]}: a guest's browser list after sign-in
 *
 * Each names only the caller's own rows. CSRF protection and the write rate limit come from app.ts.
 */
import type { Request, Response, Router } from 'express';
import {
  favoriteMergeBody,
  favoriteParams,
  type FavoriteMergeInput,
  type FavoriteMergeResult,
  type FavoriteRef,
  type FavoriteRefList,
} from '../../../shared/api/account/favorites.js';
import { addFavorites, favoriteRefs, isFavorite, removeFavorite } from '../../domain/account/favorites.js';
import { methodNotAllowed } from '../errors.js';
import type { ApiKit } from '../index.js';

export const FAVORITES_PATH = '/me/favorites';

export function favoriteRoutes(router: Router, kit: ApiKit): void {
  const refOf = (req: Request, res: Response): FavoriteRef => kit.paramsOf(favoriteParams, req, res);

  router.get(`${FAVORITES_PATH}/refs`, kit.requireUser, async (req, res) => {
    const body: FavoriteRefList = { items: await favoriteRefs(kit.db, await kit.userOf(req, res)) };
    res.json(body);
  });

  router.post(`${FAVORITES_PATH}/merge`, kit.requireUser, kit.validateBody(favoriteMergeBody), async (req, res) => {
    const { items } = req.body as FavoriteMergeInput & { items: FavoriteRef[] };
    const body: FavoriteMergeResult = { added: await addFavorites(kit.db, await kit.userOf(req, res), items) };
    res.json(body);
  });

  const one = `${FAVORITES_PATH}/:kind/:id`;
  router.put(one, kit.requireUser, async (req, res) => {
    const ref = refOf(req, res);
    const userId = await kit.userOf(req, res);
    const added = await addFavorites(kit.db, userId, [ref]);
    if (added === 0 && !(await isFavorite(kit.db, userId, ref))) throw kit.notFound(res);
    res.status(204).end();
  });
  router.delete(one, kit.requireUser, async (req, res) => {
    await removeFavorite(kit.db, await kit.userOf(req, res), refOf(req, res));
    res.status(204).end();
  });

  router.all(`${FAVORITES_PATH}/refs`, methodNotAllowed(kit.messages, 'GET, HEAD'));
  router.all(`${FAVORITES_PATH}/merge`, methodNotAllowed(kit.messages, 'POST'));
  router.all(one, methodNotAllowed(kit.messages, 'PUT, DELETE'));
}
