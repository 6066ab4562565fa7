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
import { apiLanguageOf } from '../context.js';
import { methodNotAllowed } from '../errors.js';
import { fieldErrors } from '../field-errors.js';
import type { ApiKit } from '../index.js';

export const FAVORITES_PATH = '/me/favorites';

export function favoriteRoutes(router: Router, kit: ApiKit): void {
  /** The signed-in caller's user id (requireUser ran first). */
  const userOf = async (req: Request, res: Response): Promise<number> => {
    const session = await kit.sessionOf(req, res);
    if (!session) throw kit.messages.fail(apiLanguageOf(res), 401, 'unauthorized');
    return session.userId;
  };
  const refOf = (req: Request, res: Response): FavoriteRef => {
    const parsed = favoriteParams.safeParse(req.params);
    if (parsed.success) return parsed.data;
    const lang = apiLanguageOf(res);
    throw kit.messages.fail(lang, 400, 'invalid_request', fieldErrors(parsed.error.issues, req.params, kit.messages.validation(lang)));
  };

  router.get(`${FAVORITES_PATH}/refs`, kit.requireUser, async (req, res) => {
    const body: FavoriteRefList = { items: await favoriteRefs(kit.db, await userOf(req, res)) };
    res.json(body);
  });

  router.post(`${FAVORITES_PATH}/merge`, kit.requireUser, kit.validateBody(favoriteMergeBody), async (req, res) => {
    const { items } = req.body as FavoriteMergeInput & { items: FavoriteRef[] };
    const body: FavoriteMergeResult = { added: await addFavorites(kit.db, await userOf(req, res), items) };
    res.json(body);
  });

  const one = `${FAVORITES_PATH}/:kind/:id`;
  router.put(one, kit.requireUser, async (req, res) => {
    const ref = refOf(req, res);
    const userId = await userOf(req, res);
    const added = await addFavorites(kit.db, userId, [ref]);
    if (added === 0 && !(await isFavorite(kit.db, userId, ref))) throw kit.messages.fail(apiLanguageOf(res), 404, 'not_found');
    res.status(204).end();
  });
  router.delete(one, kit.requireUser, async (req, res) => {
    await removeFavorite(kit.db, await userOf(req, res), refOf(req, res));
    res.status(204).end();
  });

  router.all(`${FAVORITES_PATH}/refs`, methodNotAllowed(kit.messages, 'GET, HEAD'));
  router.all(`${FAVORITES_PATH}/merge`, methodNotAllowed(kit.messages, 'POST'));
  router.all(one, methodNotAllowed(kit.messages, 'PUT, DELETE'));
}
