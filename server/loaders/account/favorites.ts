import { ApiError } from '../../../shared/api/errors.js';
import { FAVORITE_KINDS, isFavoriteKind, type FavoriteKind, type FavoriteList } from '../../../shared/api/account/favorite-kinds.js';
import { favoriteView, type FavoritesPageData } from '../../../shared/pages/account/favorites-views.js';
import type { ServerLoader } from '../index.js';
import type { PageDataOf } from '../../../shared/pages/index.js';

/** Favourites on one page of a tab. */
export const FAVORITES_PAGE_SIZE = 24;

const pageOf = (text: string | null) => (text && /^[1-9]\d{0,3}$/.test(text) ? Number(text) : 1);

/**
 * /favorites: a signed-in visitor's favourites of one kind (the URL's ?kind=, else the first kind
 * they keep), read through the API client with their session, and the counts of every kind for
 * the tabs. A guest's favourites live in their browser: the page lists them there.
 */
export const favoritesLoader: ServerLoader<PageDataOf<'favorites'>> = async ({ request }, { api, apiContext, t }): Promise<FavoritesPageData> => {
  const url = new URL(request.url);
  const asked = url.searchParams.get('kind');
  const kindAsked = isFavoriteKind(asked);
  const meta = { title: t('pages:favorites.title'), description: t('favorites:meta.description') };
  const wanted: FavoriteKind = kindAsked ? asked : FAVORITE_KINDS[0];
  if (!apiContext.session) return { kind: wanted, kindAsked, account: null, meta };

  const read = (kind: FavoriteKind, page: number) => api.listFavorites({ kind, page, pageSize: FAVORITES_PAGE_SIZE }, apiContext);
  let list: FavoriteList;
  try {
    list = await read(wanted, pageOf(url.searchParams.get('page')));
  } catch (error) {
    // The session ended between the header and here: the guest's page.
    if (error instanceof ApiError && error.status === 401) return { kind: wanted, kindAsked, account: null, meta };
    throw error;
  }
  const counts = list.counts;
  const first = FAVORITE_KINDS.find((kind) => counts[kind] > 0);
  const kind = !kindAsked && counts[wanted] === 0 && first ? first : wanted;
  if (kind !== wanted) list = await read(kind, 1);
  return {
    kind,
    kindAsked,
    account: {
      items: list.items.map(favoriteView),
      total: list.total,
      page: list.page,
      pageSize: list.pageSize,
      pageCount: Math.max(1, Math.ceil(list.total / list.pageSize)),
      counts,
    },
    meta,
  };
};
