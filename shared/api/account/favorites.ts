/**
 * The schemas of favourites: the path of one favourite, the list's query, a merge's body, the
 * guest cards' query, and the guest's list as the browser stored it. The API validates with
 * them, and the browser reads its stored list through the same schema (loaded only when there is
 * a stored list: the hearts themselves need no zod).
 */
import { z } from 'zod';
import { FAVORITE_KINDS, MAX_CARD_REFS, MAX_GUEST_FAVORITES, MAX_MERGE_ITEMS, uniqueFavorites, type FavoriteKind, type FavoriteRef } from './favorite-kinds';
import { idParam, pagination } from '../params';

export * from './favorite-kinds';

export const favoriteKindSchema = z.enum(FAVORITE_KINDS);

export const favoriteRefSchema = z.object({ kind: favoriteKindSchema, id: idParam });

/** PUT and DELETE /api/v1/me/favorites/{kind}/{id} */
export const favoriteParams = favoriteRefSchema;

/** GET /api/v1/me/favorites?kind=&page=&pageSize= */
export const favoriteListQuery = z.object({ kind: favoriteKindSchema.optional(), ...pagination });
export type FavoriteListInput = { kind?: FavoriteKind; page?: number; pageSize?: number };
export type FavoriteListQuery = z.output<typeof favoriteListQuery>;

/** POST /api/v1/me/favorites/merge: the guest's favourites; duplicates are fine, unknown ids are skipped. */
export const favoriteMergeBody = z.object({ items: z.array(favoriteRefSchema).max(MAX_MERGE_ITEMS) });
export type FavoriteMergeInput = z.input<typeof favoriteMergeBody>;

const REF_TEXT = /^([a-z_]+):(\d{1,10})$/;

/** "service:12,law_firm:3" → refs, each valid, at most MAX_CARD_REFS. */
export const favoriteRefsText = z
  .string()
  .max(MAX_CARD_REFS * 32)
  .transform((text, ctx): FavoriteRef[] => {
    const parts = text.split(',').filter(Boolean);
    const refs: FavoriteRef[] = [];
    for (const part of parts) {
      const match = REF_TEXT.exec(part);
      const ref = favoriteRefSchema.safeParse({ kind: match?.[1], id: match?.[2] });
      if (!ref.success) {
        ctx.addIssue({ code: 'custom', message: `not a favourite: ${part}` });
        return z.NEVER;
      }
      refs.push(ref.data);
    }
    const unique = uniqueFavorites(refs);
    if (unique.length > MAX_CARD_REFS) {
      ctx.addIssue({ code: 'custom', message: `more than ${MAX_CARD_REFS} favourites` });
      return z.NEVER;
    }
    return unique;
  });

/** GET /api/v1/favorites/cards?items=service:12,law_firm:3: a guest's favourites with their cards. */
export const favoriteCardsQuery = z.object({ items: favoriteRefsText });
/** "kind:id" refs joined by commas (favoriteRefsQuery builds it). */
export type FavoriteCardsInput = { items: string };

/**
 * A guest's stored list. Whatever else the storage holds (an older shape, a hand edit) is read
 * as far as it is valid: bad entries are dropped, never the whole list.
 */
export const guestFavoritesSchema = z.object({
  v: z.literal(1),
  items: z.array(z.unknown()).transform((items) =>
    uniqueFavorites(
      items.flatMap((item) => {
        const ref = favoriteRefSchema.safeParse(item);
        return ref.success ? [ref.data] : [];
      }),
    ).slice(0, MAX_GUEST_FAVORITES),
  ),
});

/** The stored text → the guest's favourites, newest first ([] for nothing or nonsense). */
export function parseGuestFavorites(text: string | null): FavoriteRef[] {
  if (!text) return [];
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return [];
  }
  const parsed = guestFavoritesSchema.safeParse(value);
  return parsed.success ? parsed.data.items : [];
}
