/**
 * Favourites (issue 5): what can be kept, how one is named, what the API answers, and the
 * guest's list as the browser keeps it before sign-in. No schema library here, so the hearts on
 * every card import it without zod (the schemas are ./favorites.ts).
 */
import type { LawFirmCard, ReferenceArticleCard, ServiceCard, SpecialistCard } from '../types';

/** The kinds a heart can keep, in the order /favorites shows their tabs. */
export const FAVORITE_KINDS = ['service', 'specialist', 'law_firm', 'reference_article'] as const;
export type FavoriteKind = (typeof FAVORITE_KINDS)[number];

/** One favourite: its kind and the row id of what it keeps. */
export interface FavoriteRef {
  kind: FavoriteKind;
  id: number;
}

/** Most favourites one merge takes (a guest's whole browser list fits many times over). */
export const MAX_MERGE_ITEMS = 200;
/** Most favourites a guest's browser keeps; adding more drops the oldest. */
export const MAX_GUEST_FAVORITES = 100;
/** Most cards one call for a guest's list answers. */
export const MAX_CARD_REFS = 100;
/** The browser's storage key of a guest's favourites. */
export const GUEST_FAVORITES_KEY = 'huquq:favorites';

export function isFavoriteKind(value: unknown): value is FavoriteKind {
  return typeof value === 'string' && (FAVORITE_KINDS as readonly string[]).includes(value);
}

/** "service:12": a favourite as one string (set keys, the guest cards query). */
export function favoriteKey(ref: FavoriteRef): string {
  return `${ref.kind}:${ref.id}`;
}

/** The guest cards' query value: "service:12,law_firm:3". */
export function favoriteRefsQuery(refs: readonly FavoriteRef[]): string {
  return refs.map(favoriteKey).join(',');
}

/** A favourite with the card of what it keeps, in the asked language. */
export type FavoriteEntry =
  | { kind: 'service'; id: number; card: ServiceCard }
  | { kind: 'specialist'; id: number; card: SpecialistCard }
  | { kind: 'law_firm'; id: number; card: LawFirmCard }
  | { kind: 'reference_article'; id: number; card: ReferenceArticleCard };

export type FavoriteCounts = Record<FavoriteKind, number>;

/** GET /api/v1/me/favorites: one page, newest first, and how many of each kind there are. */
export interface FavoriteList {
  items: FavoriteEntry[];
  total: number;
  page: number;
  pageSize: number;
  counts: FavoriteCounts;
}

/** GET /api/v1/me/favorites/refs: every favourite, newest first, without cards (the hearts). */
export interface FavoriteRefList {
  items: FavoriteRef[];
}

/** GET /api/v1/favorites/cards: a guest's favourites with their cards, in the asked order (unknown ones left out). */
export interface FavoriteCardList {
  items: FavoriteEntry[];
}

/** POST /api/v1/me/favorites/merge: how many were new to the account. */
export interface FavoriteMergeResult {
  added: number;
}

export function emptyCounts(): FavoriteCounts {
  return { service: 0, specialist: 0, law_firm: 0, reference_article: 0 };
}

// ───────────────────── a guest's list, kept in the browser ─────────────────────

/** The stored value: favourites newest first. */
export interface GuestFavorites {
  v: 1;
  items: FavoriteRef[];
}

export function hasFavorite(items: readonly FavoriteRef[], ref: FavoriteRef): boolean {
  return items.some((item) => item.kind === ref.kind && item.id === ref.id);
}

/** `ref` first, once; the oldest beyond `max` dropped. */
export function withFavorite(items: readonly FavoriteRef[], ref: FavoriteRef, max: number = MAX_GUEST_FAVORITES): FavoriteRef[] {
  return [{ kind: ref.kind, id: ref.id }, ...withoutFavorite(items, ref)].slice(0, max);
}

export function withoutFavorite(items: readonly FavoriteRef[], ref: FavoriteRef): FavoriteRef[] {
  return items.filter((item) => item.kind !== ref.kind || item.id !== ref.id);
}

/** `ref` back where it was (an undone removal keeps its place in the list). */
export function restoreFavorite(items: readonly FavoriteRef[], ref: FavoriteRef, index: number, max: number = MAX_GUEST_FAVORITES): FavoriteRef[] {
  const rest = withoutFavorite(items, ref);
  const at = Math.max(0, Math.min(index, rest.length));
  return [...rest.slice(0, at), { kind: ref.kind, id: ref.id }, ...rest.slice(at)].slice(0, max);
}

/** Each favourite once, in first-seen order. */
export function uniqueFavorites(items: readonly FavoriteRef[]): FavoriteRef[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = favoriteKey(item);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
