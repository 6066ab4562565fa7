/**
 * The basket's state as the page shows it (store.ts loads and changes it): small and without
 * API calls, because the header's count reads it on every page before anything else is loaded.
 */
import type { Basket } from '../../../shared/api/orders/contract.js';

export type BasketMode = 'guest' | 'account';

/** One line as the browser keeps it. */
export interface BasketLine {
  serviceId: number;
  quantity: number;
}

export interface BasketSnapshot {
  /** Whose basket is loaded; null until the page has loaded one. */
  mode: BasketMode | null;
  lines: readonly BasketLine[];
  /** Units in the basket (the header's count). */
  count: number;
  /** The account's basket as the server answered it (prices, totals); null for a guest. */
  account: Basket | null;
  /** Grows with every merge of a guest's basket into the account. */
  merges: number;
}

/** What the server renders and hydration starts from: nothing in the basket yet. */
export const EMPTY: BasketSnapshot = { mode: null, lines: [], count: 0, account: null, merges: 0 };

/** The current state (a live binding: only publish replaces it). */
export let snapshot: BasketSnapshot = EMPTY;
const listeners = new Set<() => void>();

/** Units of the lines; an account's lines the server says are no longer on sale are not counted. */
function countOf(lines: readonly BasketLine[], account: Basket | null): number {
  const unavailable = new Set(account?.items.filter((item) => !item.available).map((item) => item.serviceId) ?? []);
  return lines.reduce((sum, line) => sum + (unavailable.has(line.serviceId) ? 0 : line.quantity), 0);
}

export function publish(next: Partial<BasketSnapshot>): void {
  const lines = next.lines ?? snapshot.lines;
  const account = next.account === undefined ? snapshot.account : next.account;
  snapshot = { ...snapshot, ...next, lines, account, count: countOf(lines, account) };
  for (const listener of listeners) listener();
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const currentSnapshot = (): BasketSnapshot => snapshot;
export const serverSnapshot = (): BasketSnapshot => EMPTY;
