/**
 * Payme Merchant API (docs/protocols.md §2): error codes, transaction states and the time-out, as
 * pure data and functions. The server's JSON-RPC endpoint (server/payments/payme.ts) answers with them.
 */

/** Error codes with the key of their message in locales/{lng}/payments.json (payme.errors.*). */
export const PAYME_ERRORS = {
  /** The request is not a POST. */
  notPost: -32300,
  /** The body is not JSON. */
  parse: -32700,
  /** Not a JSON-RPC object, or its params are missing or of the wrong type. */
  invalidRequest: -32600,
  /** No such method (data: its name). */
  unknownMethod: -32601,
  /** Bad or missing Basic auth, or an address outside the allow-list. */
  insufficientPrivilege: -32504,
  /** Anything else that went wrong on our side. */
  system: -32400,
  /** The amount is not the order's. */
  wrongAmount: -31001,
  /** No transaction with this id. */
  transactionNotFound: -31003,
  /** A performed transaction whose order is being delivered cannot be cancelled. */
  cannotCancel: -31007,
  /** The transaction cannot be performed (cancelled, timed out, the order no longer payable). */
  cannotPerform: -31008,
  /** Account errors (data: "order_id"): no such order… */
  orderNotFound: -31050,
  /** …the order is paid, cancelled or expired… */
  orderNotPayable: -31051,
  /** …another transaction holds it… */
  orderBusy: -31052,
  /** …or it was placed to be paid with Click (an order is tied to its provider, ADR 012). */
  orderOtherProvider: -31053,
} as const;
export type PaymeErrorName = keyof typeof PAYME_ERRORS;

/** Payme's transaction states. */
export const PAYME_STATE = { created: 1, performed: 2, cancelled: -1, cancelledAfterPerform: -2 } as const;
export type StoredPaymentState = 'created' | 'performed' | 'cancelled' | 'cancelled_after_perform';

export function paymeState(state: StoredPaymentState): number {
  switch (state) {
    case 'created':
      return PAYME_STATE.created;
    case 'performed':
      return PAYME_STATE.performed;
    case 'cancelled':
      return PAYME_STATE.cancelled;
    case 'cancelled_after_perform':
      return PAYME_STATE.cancelledAfterPerform;
  }
}

/** Cancel reasons Payme sends (1 receiver not found … 10 unknown); 4 is our time-out. */
export const PAYME_CANCEL_REASONS = [1, 2, 3, 4, 5, 10] as const;
export const PAYME_TIMEOUT_REASON = 4;

/** A created transaction times out 12 hours after Payme's `time`. */
export const PAYME_TIMEOUT_MS = 43_200_000;

export function paymeTimedOut(paymeTime: number, now: number): boolean {
  return now - paymeTime > PAYME_TIMEOUT_MS;
}

/** Payme's transaction id: 24 characters (a hex ObjectId in practice); we accept 1–64 safe characters. */
export const PAYME_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** A 13-digit Unix time in milliseconds (what Payme sends as `time`, `from`, `to`). */
export function isPaymeTime(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 && value < 10_000_000_000_000;
}
