/**
 * Orders (issue 12, ADR 012): stored states pending → paid | cancelled, paid → refunded; a pending
 * order past its expiry reads as "expired" and can no longer be paid. Pure, shared by the server
 * and the pages.
 */

export const PAYMENT_PROVIDERS = ['payme', 'click'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

export const STORED_ORDER_STATES = ['pending', 'paid', 'cancelled', 'refunded'] as const;
export type StoredOrderState = (typeof STORED_ORDER_STATES)[number];
/** What an order shows: its stored state, or "expired" for a pending one past its time. */
export type OrderState = StoredOrderState | 'expired';

/** An unpaid order expires after Payme's time-out: 12 hours. */
export const ORDER_TTL_MS = 12 * 60 * 60 * 1000;

/** The order's state as read at `now`. */
export function effectiveOrderState(stored: StoredOrderState, expiresAt: Date, now: Date): OrderState {
  return stored === 'pending' && expiresAt.getTime() <= now.getTime() ? 'expired' : stored;
}

/** The stored moves of an order; anything else is refused. */
const MOVES: Readonly<Record<StoredOrderState, readonly StoredOrderState[]>> = {
  pending: ['paid', 'cancelled'],
  paid: ['refunded'],
  cancelled: [],
  refunded: [],
};

export function canMoveOrder(from: StoredOrderState, to: StoredOrderState): boolean {
  return MOVES[from].includes(to);
}

/** The number people read and quote: "HQ-000042". */
export function orderNumber(id: number): string {
  return `HQ-${String(id).padStart(6, '0')}`;
}

/** Items a basket holds at most, and the most of one service. */
export const MAX_BASKET_ITEMS = 50;
export const MAX_QUANTITY = 99;
