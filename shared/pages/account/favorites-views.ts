/**
 * Favourites as /favorites renders them: each with the card view of its kind (the catalogue's
 * and the directory's cards). The server's loader (a signed-in visitor's list) and the browser
 * (a guest's list, fetched by id) map through the same functions, so a card looks the same
 * however it arrived.
 */
import type { FavoriteEntry, FavoriteKind } from '../../api/account/favorite-kinds.js';
import type { PageMeta } from '../meta.js';
import type { ServiceCardView, SpecialistCardView } from '../catalogue/types.js';
import { serviceCardView, specialistCardView } from '../catalogue/views.js';
import type { ArticleCardView, FirmCardView } from '../directory/types.js';
import { articleCardView, firmCardView } from '../directory/views.js';

export type FavoriteView =
  | { kind: 'service'; id: number; card: ServiceCardView }
  | { kind: 'specialist'; id: number; card: SpecialistCardView }
  | { kind: 'law_firm'; id: number; card: FirmCardView }
  | { kind: 'reference_article'; id: number; card: ArticleCardView };

/** A signed-in visitor's page of one kind, as the loader read it. */
export interface AccountFavorites {
  items: FavoriteView[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
  counts: Record<FavoriteKind, number>;
}

export type FavoritesPageData = {
  /** The tab shown: the URL's ?kind=, else the first kind with favourites. */
  kind: FavoriteKind;
  /** Whether the URL named the kind (else a guest's page picks the first kind they keep). */
  kindAsked: boolean;
  /** A signed-in visitor's favourites; null for a guest, whose list is in their browser. */
  account: AccountFavorites | null;
  meta: PageMeta;
};

export function favoriteView(entry: FavoriteEntry): FavoriteView {
  switch (entry.kind) {
    case 'service':
      return { kind: 'service', id: entry.id, card: serviceCardView(entry.card) };
    case 'specialist':
      return { kind: 'specialist', id: entry.id, card: specialistCardView(entry.card) };
    case 'law_firm':
      return { kind: 'law_firm', id: entry.id, card: firmCardView(entry.card) };
    case 'reference_article':
      return { kind: 'reference_article', id: entry.id, card: articleCardView(entry.card) };
  }
}

/** The name a notification gives a favourite ("Removed: …"). */
export function favoriteName(view: FavoriteView): string {
  return view.kind === 'service' || view.kind === 'reference_article' ? view.card.title : view.card.name;
}
