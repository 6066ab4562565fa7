/**
 * The basket's state for the whole page (issue 12, ADR 012): which services and how many. A
 * guest's basket lives in the browser (localStorage, GUEST_BASKET_KEY); a signed-in visitor's in
 * the account (GET /me/basket). Nothing is read before hydration, so the server and the first
 * render agree (an empty basket); the page then loads the real one. After sign-in a guest's basket
 * is merged into the account (POST /me/basket/merge) and cleared from the browser. Every change is
 * announced to the other tabs through the storage event (the guest's key itself, or a ping key for
 * an account's basket), so the header's count follows at once everywhere. The state itself and
 * the count live in state.ts: the header imports only that on every page, and this module once
 * the page is live.
 */
import type { Basket } from '../../../shared/api/orders/contract.js';
import type { Locale } from '../../../shared/locales.js';
import { MAX_BASKET_ITEMS, MAX_QUANTITY } from '../../../shared/payments/orders.js';
import { api } from '../../platform/api.js';
import { EMPTY, publish, snapshot, subscribe, type BasketLine, type BasketMode, type BasketSnapshot } from './state.js';

export type { BasketLine, BasketMode, BasketSnapshot } from './state.js';

export type BasketOutcome = { ok: true } | { ok: false; status: number };

/** The browser's storage key of a guest's basket. */
export const GUEST_BASKET_KEY = 'huquq:basket';
/** Written after an account's basket changed: the other tabs read it again. */
export const BASKET_PING_KEY = 'huquq:basket-ping';

let loading: { mode: BasketMode; done: Promise<void> } | null = null;
let lang: Locale = 'uz';

function fromBasket(basket: Basket): Partial<BasketSnapshot> {
  return { mode: 'account', account: basket, lines: basket.items.map((item) => ({ serviceId: item.serviceId, quantity: item.quantity })) };
}

// ─────────────────────────── the browser's basket ───────────────────────────

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage disabled
  }
}

const isCount = (value: unknown, max: number): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value >= 1 && value <= max;

/** The stored basket, every line checked; anything unreadable is an empty basket. */
export function parseGuestBasket(text: string | null): BasketLine[] {
  if (!text) return [];
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return [];
  }
  if (typeof value !== 'object' || value === null || (value as { v?: unknown }).v !== 1) return [];
  const items = (value as { items?: unknown }).items;
  if (!Array.isArray(items)) return [];
  const seen = new Set<number>();
  const lines: BasketLine[] = [];
  for (const item of items as unknown[]) {
    if (typeof item !== 'object' || item === null) continue;
    const { serviceId, quantity } = item as Record<string, unknown>;
    if (!isCount(serviceId, Number.MAX_SAFE_INTEGER) || !isCount(quantity, MAX_QUANTITY) || seen.has(serviceId)) continue;
    seen.add(serviceId);
    lines.push({ serviceId, quantity });
    if (lines.length === MAX_BASKET_ITEMS) break;
  }
  return lines;
}

function readGuest(): BasketLine[] {
  return parseGuestBasket(storage()?.getItem(GUEST_BASKET_KEY) ?? null);
}

function writeGuest(lines: readonly BasketLine[]): void {
  try {
    if (lines.length === 0) storage()?.removeItem(GUEST_BASKET_KEY);
    else storage()?.setItem(GUEST_BASKET_KEY, JSON.stringify({ v: 1, items: lines }));
  } catch {
    // Storage full or disabled: the basket still works on this page.
  }
}

function pingOtherTabs(): void {
  try {
    storage()?.setItem(BASKET_PING_KEY, `${Date.now()}:${Math.random()}`);
  } catch {
    // Nothing to tell the other tabs with.
  }
}

// ─────────────────────────────── loading ───────────────────────────────

async function readAccount(): Promise<void> {
  const basket = await api.getBasket({}, { lang });
  if (loading?.mode === 'account') publish(fromBasket(basket));
}

async function loadAccount(): Promise<void> {
  if (readGuest().length > 0 && (await mergeGuest())) return;
  await readAccount();
}

/** A guest's basket after sign-in: into the account, then out of the browser. True when merged. */
async function mergeGuest(): Promise<boolean> {
  const items = readGuest();
  const merged = await api.mergeBasket({}, { items }, { lang });
  if (!merged.ok) return false; // kept in the browser for the next page
  writeGuest([]);
  publish({ ...fromBasket(merged.value.basket), merges: snapshot.merges + 1 });
  pingOtherTabs();
  return true;
}

/**
 * Loads whose basket the page shows (after hydration, and again when the visitor signs in or out).
 * Repeated calls for the same visitor share one load.
 */
export function syncBasket(mode: BasketMode, locale: Locale): Promise<void> {
  lang = locale;
  followOtherTabs();
  if (loading?.mode === mode) return loading.done;
  const done = (mode === 'account' ? loadAccount() : Promise.resolve(publish({ mode: 'guest', account: null, lines: readGuest() }))).catch(() => {
    // Unreadable now (offline, a 401 the viewer handles): the basket stays as it is.
  });
  loading = { mode, done };
  return done;
}

/** Reads the account's basket again (the basket page's "prices re-read from the server"). */
export async function refreshBasket(): Promise<void> {
  await loading?.done;
  if (snapshot.mode === 'account') await readAccount().catch(() => undefined);
}

// ─────────────────────────────── changes ───────────────────────────────

function withQuantity(lines: readonly BasketLine[], serviceId: number, quantity: number, place?: number): BasketLine[] {
  const at = lines.findIndex((line) => line.serviceId === serviceId);
  if (quantity <= 0) return lines.filter((line) => line.serviceId !== serviceId);
  if (at >= 0) return lines.map((line) => (line.serviceId === serviceId ? { serviceId, quantity } : line));
  const next = [...lines];
  next.splice(place === undefined ? next.length : Math.min(place, next.length), 0, { serviceId, quantity });
  return next.slice(-MAX_BASKET_ITEMS);
}

/** Sets a service's quantity (0 removes it); an account's change goes to the server first. */
async function setQuantity(serviceId: number, quantity: number | ((current: number) => number), place?: number): Promise<BasketOutcome> {
  await loading?.done;
  const current = basket.quantityOf(serviceId);
  const wanted = typeof quantity === 'function' ? quantity(current) : quantity;
  const clamped = Math.min(MAX_QUANTITY, Math.max(0, Math.floor(wanted)));
  if (clamped === current) return { ok: true };
  if (snapshot.mode !== 'account') {
    const lines = withQuantity(snapshot.lines, serviceId, clamped, place);
    publish({ mode: 'guest', lines });
    writeGuest(lines);
    return { ok: true };
  }
  const before = snapshot;
  // At once on the page; the server's answer then brings the prices and totals.
  publish({ lines: withQuantity(snapshot.lines, serviceId, clamped, place) });
  const outcome =
    clamped === 0
      ? await api.removeBasketItem({ serviceId }, { lang })
      : current === 0
        ? await api.addBasketItem({}, { serviceId, quantity: clamped }, { lang })
        : await api.setBasketQuantity({ serviceId }, { quantity: clamped }, { lang });
  if (!outcome.ok) {
    publish({ lines: before.lines, account: before.account });
    return { ok: false, status: outcome.status };
  }
  if (outcome.value && typeof outcome.value === 'object' && 'items' in outcome.value) publish(fromBasket(outcome.value));
  else await readAccount().catch(() => undefined);
  pingOtherTabs();
  return { ok: true };
}

export const basket = {
  /** One more of a service (or its first). */
  add: (serviceId: number) => setQuantity(serviceId, (current) => current + 1),
  setQuantity: (serviceId: number, quantity: number) => setQuantity(serviceId, quantity),
  remove: (serviceId: number) => setQuantity(serviceId, 0),
  /** Puts a removed line back at its place (Undo). */
  restore: (line: BasketLine, place: number) => setQuantity(line.serviceId, line.quantity, place),
  quantityOf: (serviceId: number) => snapshot.lines.find((line) => line.serviceId === serviceId)?.quantity ?? 0,
  snapshot: (): BasketSnapshot => snapshot,
  /** What the server renders and hydration starts from: nothing in the basket yet. */
  serverSnapshot: (): BasketSnapshot => EMPTY,
  subscribe,
};

function onStorage(event: StorageEvent): void {
  if (event.key === GUEST_BASKET_KEY && snapshot.mode === 'guest') publish({ lines: readGuest() });
  else if (event.key === BASKET_PING_KEY && snapshot.mode === 'account') void readAccount().catch(() => undefined);
}

let following = false;

/**
 * Another tab changed the basket: follow it, for the rest of the page's life. Started with the
 * first load of the basket (syncBasket), so a count on screen always follows the other tabs,
 * however late this module arrived; asking again changes nothing.
 */
export function followOtherTabs(): () => void {
  if (!following) {
    following = true;
    window.addEventListener('storage', onStorage);
  }
  return () => undefined;
}

/** An order took the basket (the server emptied it): empty here and in the other tabs. */
export function basketOrdered(): void {
  publish({ lines: [], account: snapshot.account ? { items: [], count: 0, total: 0, priceChanged: false } : null });
  pingOtherTabs();
}
