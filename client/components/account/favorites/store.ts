/**
 * The hearts' state for the whole page: which favourites the visitor keeps. A guest's live in
 * the browser (localStorage, GUEST_FAVORITES_KEY); a signed-in visitor's in the account (the
 * API). Nothing is read before hydration, so the server and the first render agree ("not
 * kept"); the page then loads the real state once. After sign-in, a guest's list is merged into
 * the account and cleared from the browser. A small store without React, like the toasts'. The
 * state itself lives in state.ts: the hearts read it on first render, and this module (with the
 * API client) comes once the page is live.
 */
import {
  GUEST_FAVORITES_KEY,
  favoriteKey,
  restoreFavorite,
  withFavorite,
  withoutFavorite,
  type FavoriteRef,
  type GuestFavorites,
} from '../../../../shared/api/account/favorite-kinds.js';
import type { Locale } from '../../../../shared/locales.js';
import { api } from '../../../platform/api.js';
import { EMPTY, publish, snapshot, subscribe, type FavoritesMode, type FavoritesSnapshot } from './state.js';

export type { FavoritesMode, FavoritesSnapshot } from './state.js';

export type ChangeOutcome = 'ok' | 'failed';

let loading: { mode: FavoritesMode; done: Promise<void> } | null = null;
let lang: Locale = 'uz';

// ─────────────────────────── the browser's list ───────────────────────────

function storedText(): string | null {
  try {
    return window.localStorage.getItem(GUEST_FAVORITES_KEY);
  } catch {
    return null; // storage disabled
  }
}

/** The stored list through the shared schema, which loads only when there is a list to read. */
async function readGuest(): Promise<FavoriteRef[]> {
  const text = storedText();
  if (!text) return [];
  const { parseGuestFavorites } = await import('./guest-schema.js');
  return parseGuestFavorites(text);
}

function writeGuest(items: readonly FavoriteRef[]): void {
  try {
    if (items.length === 0) window.localStorage.removeItem(GUEST_FAVORITES_KEY);
    else window.localStorage.setItem(GUEST_FAVORITES_KEY, JSON.stringify({ v: 1, items: [...items] } satisfies GuestFavorites));
  } catch {
    // Storage full or disabled: the hearts still work for this page.
  }
}

// ─────────────────────────────── loading ───────────────────────────────

async function loadAccount(): Promise<void> {
  if (storedText()) await mergeGuest();
  const { items } = await api.listFavoriteRefs({}, { lang });
  if (loading?.mode === 'account') publish({ mode: 'account', items });
}

/** A guest's list after sign-in: into the account, then out of the browser (docs/design.md §4). */
async function mergeGuest(): Promise<void> {
  const items = await readGuest();
  if (items.length > 0) {
    const merged = await api.mergeFavorites({}, { items }, { lang });
    if (!merged.ok) return; // kept in the browser for the next page
  }
  writeGuest([]);
  if (items.length > 0) publish({ merges: snapshot.merges + 1 });
}

/**
 * Loads whose list the page shows (the hearts call it after hydration, and again when the
 * visitor signs in or out in another tab). Repeated calls for the same visitor share one load.
 */
export function syncFavorites(mode: FavoritesMode, locale: Locale): Promise<void> {
  lang = locale;
  followOtherTabs();
  if (loading?.mode === mode) return loading.done;
  const done = (mode === 'account' ? loadAccount() : readGuest().then((items) => publish({ mode: 'guest', items }))).catch(() => {
    // Unreadable now (offline, a 401 the viewer handles): the hearts stay as they are.
  });
  loading = { mode, done };
  return done;
}

// ─────────────────────────────── changes ───────────────────────────────

async function change(ref: FavoriteRef, keep: boolean, place?: number): Promise<ChangeOutcome> {
  await loading?.done;
  const before = snapshot.items;
  const after = keep ? (place === undefined ? withFavorite(before, ref) : restoreFavorite(before, ref, place)) : withoutFavorite(before, ref);
  publish({ items: after });
  if (snapshot.mode !== 'account') {
    writeGuest(after);
    return 'ok';
  }
  const outcome = keep ? await api.addFavorite({ kind: ref.kind, id: ref.id }, { lang }) : await api.removeFavorite({ kind: ref.kind, id: ref.id }, { lang });
  if (outcome.ok) return 'ok';
  // Put back what the server did not take (a 401 also ends the session: viewer.tsx says so).
  const now = snapshot.items;
  publish({
    items: keep
      ? withoutFavorite(now, ref)
      : restoreFavorite(
          now,
          ref,
          before.findIndex((item) => favoriteKey(item) === favoriteKey(ref)),
        ),
  });
  return 'failed';
}

export const favorites = {
  add: (ref: FavoriteRef) => change(ref, true),
  remove: (ref: FavoriteRef) => change(ref, false),
  /** Puts a removed favourite back at its place (Undo). */
  restore: (ref: FavoriteRef, place: number) => change(ref, true, place),
  has: (ref: FavoriteRef) => snapshot.keys.has(favoriteKey(ref)),
  snapshot: (): FavoritesSnapshot => snapshot,
  /** What the server renders and hydration starts from: nothing kept yet. */
  serverSnapshot: (): FavoritesSnapshot => EMPTY,
  subscribe,
};

function onStorage(event: StorageEvent): void {
  if (event.key !== GUEST_FAVORITES_KEY || snapshot.mode !== 'guest') return;
  void readGuest().then((items) => {
    if (snapshot.mode === 'guest') publish({ items });
  });
}

let following = false;

/**
 * Another tab changed a guest's list: follow it, for the rest of the page's life. Started with
 * the first load of the list (syncFavorites), so hearts on screen always follow the other tabs,
 * however late this module arrived; asking again changes nothing.
 */
export function followOtherTabs(): () => void {
  if (!following) {
    following = true;
    window.addEventListener('storage', onStorage);
  }
  return () => undefined;
}

/** Whether this browser still holds a guest's list (to merge after sign-in). */
export function hasGuestFavorites(): boolean {
  return storedText() !== null;
}
