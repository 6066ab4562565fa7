/**
 * The visitor's basket and orders (/api/v1/me/basket, /api/v1/me/orders; issue 12, ADR 012): the
 * bodies and parameters the API validates, and what it answers. Money is integer tiyin.
 */
import { z } from 'zod';
import { PAYMENT_PROVIDERS, MAX_BASKET_ITEMS, MAX_QUANTITY, type OrderState, type PaymentProvider } from '../../payments/orders';
import { MAX_ORDER_TIYIN } from '../../payments/money';
import { DISPUTE_TEXT_MAX, DISPUTE_TEXT_MIN, SPECIALIST_MOVES, type Fulfilment, type SpecialistMove } from '../../payments/fulfilment';
import { idParam, intParam, pagination } from '../params';
import type { ListResult } from '../types';
import type { OwnReviewState } from '../reviews/contract';
import type { ServiceProvider } from '../types';

export const quantityParam = intParam().pipe(z.number().min(1).max(MAX_QUANTITY));

/** POST /me/basket/items */
export const basketItemBody = z.object({ serviceId: idParam, quantity: quantityParam.optional().default(1) }).strict();
export type BasketItemInput = z.input<typeof basketItemBody>;

/** PATCH and DELETE /me/basket/items/{serviceId} */
export const basketItemParams = z.object({ serviceId: idParam });

/** PATCH /me/basket/items/{serviceId} */
export const basketQuantityBody = z.object({ quantity: quantityParam }).strict();

/** POST /me/basket/merge: the guest's browser basket, merged on sign-in (duplicates keep the larger quantity). */
export const basketMergeBody = z.object({ items: z.array(z.object({ serviceId: idParam, quantity: quantityParam }).strict()).max(MAX_BASKET_ITEMS) }).strict();
export type BasketMergeInput = z.input<typeof basketMergeBody>;

/** POST /me/orders */
export const orderCreateBody = z
  .object({
    provider: z.enum(PAYMENT_PROVIDERS),
    /** The total the payer saw (tiyin); when given and the basket now costs otherwise, 409 price_changed. */
    expectedTotal: intParam().pipe(z.number().min(0).max(MAX_ORDER_TIYIN)).optional(),
    /** The client shares the phone of their OneID identity with the specialists of the order. */
    shareContact: z.boolean().optional(),
  })
  .strict();
export type OrderCreateInput = z.input<typeof orderCreateBody>;

/** GET /me/orders?page=&pageSize= */
export const ownOrderListQuery = z.object({ ...pagination });
export type OwnOrderListInput = { page?: number; pageSize?: number };

export interface BasketItem {
  serviceId: number;
  slug: string;
  title: string;
  /** The service's price now (tiyin). */
  price: number;
  /** 'from': agreed before work; such a service cannot be ordered (the order is refused, 409 price_on_request). */
  priceKind: 'fixed' | 'from';
  /** Sold by the unit: only then may the quantity be above 1. */
  countable: boolean;
  /** The price when it was put in the basket; differs from `price` when the service's price changed since. */
  priceWhenAdded: number;
  priceChanged: boolean;
  quantity: number;
  /** price × quantity */
  lineTotal: number;
  /** False when the service is no longer on sale, or its quote expired: it is left out of the total and of an order. */
  available: boolean;
  /** The accepted quote it is bought by (issue 31): one item at the quote's price. */
  quote: QuoteRef | null;
}

/** The quote an item of a basket, an order or a receipt comes from (issue 31). */
export interface QuoteRef {
  id: number;
  conversationId: number;
  /** The work, as the specialist wrote it. */
  description: string;
  days: number;
  createdAt: string;
  validUntil: string;
}

export interface Basket {
  items: BasketItem[];
  /** Units of every available item (the header's count). */
  count: number;
  /** Tiyin, of the available items at today's prices. */
  total: number;
  /** Some item's price changed since it was added. */
  priceChanged: boolean;
}

export interface BasketMergeResult {
  basket: Basket;
  /** Items added or raised from the guest's list. */
  merged: number;
}

export interface OrderItem {
  serviceId: number | null;
  title: string;
  /** Tiyin, as it was when ordered. */
  unitPrice: number;
  quantity: number;
  lineTotal: number;
  /** The quote it was bought by (issue 31). */
  quote: QuoteRef | null;
}

export interface OrderPayment {
  provider: PaymentProvider;
  /** The provider's transaction id (Payme's id, Click's click_trans_id), for the receipt. */
  transactionId: string;
  /** created (in progress at the provider), performed, cancelled, cancelled_after_perform (refunded). */
  state: 'created' | 'performed' | 'cancelled' | 'cancelled_after_perform';
  amount: number;
  createdAt: string;
  performedAt: string | null;
  cancelledAt: string | null;
}

export interface OwnOrderCard {
  id: number;
  number: string;
  state: OrderState;
  provider: PaymentProvider;
  /** Tiyin. */
  amount: number;
  itemCount: number;
  createdAt: string;
  expiresAt: string;
  paidAt: string | null;
}

/** An item of the client's own order: its id (the review's path names it) and its review. */
export interface OwnOrderItem extends OrderItem {
  id: number;
  /** Who sells it (their profile, or the firm in the list); null once the service is gone. */
  seller: ServiceProvider | null;
  /** The order's conversation with that seller (issue 31), once the order is paid. */
  conversationId: number | null;
  /** May the client review it, and their review once written (issue 12). */
  review: OwnReviewState;
}

export interface OwnOrder extends OwnOrderCard {
  items: OwnOrderItem[];
  payments: OrderPayment[];
  cancelledAt: string | null;
  refundedAt: string | null;
  /** Where to pay it while it can be paid; null once paid, cancelled or expired. */
  checkoutUrl: string | null;
  /** The client chose to share their phone with the specialists. */
  shareContact: boolean;
  /** Where the specialist's work stands (meaningful once paid). */
  fulfilment: OrderFulfilment;
  /** The receipt's lines with the seller and fiscal data, once paid (ADR 016); null before. */
  receipt: OrderReceipt | null;
}

export type OwnOrderList = ListResult<OwnOrderCard>;

// The specialist's side of a paid order (ADR 012): sales, their status, the client's confirm and dispute.

/** POST /me/sales/{orderId}/status */
export const saleStatusBody = z.object({ fulfilment: z.enum(SPECIALIST_MOVES) }).strict();
export type SaleStatusInput = z.input<typeof saleStatusBody>;

/** POST /me/orders/{id}/dispute: what went wrong, in the client's words (the ticket's first message). */
export { DISPUTE_TEXT_MAX, DISPUTE_TEXT_MIN };
export const orderDisputeBody = z.object({ text: z.string().trim().min(DISPUTE_TEXT_MIN).max(DISPUTE_TEXT_MAX) }).strict();
export type OrderDisputeInput = z.input<typeof orderDisputeBody>;

/** Where the work on a paid order stands, as both sides read it. */
export interface OrderFulfilment {
  /** As read now: a done order 7 days old without a dispute reads as completed. */
  state: Fulfilment;
  startedAt: string | null;
  doneAt: string | null;
  completedAt: string | null;
  /** While done: until when the client may dispute it (after which it completes by itself). */
  disputeUntil: string | null;
  disputedAt: string | null;
  /** The support ticket the client's dispute opened. */
  disputeTicketId: number | null;
}

/** One step of a sale's history, as its stored times tell it (an undone move is gone from it). */
export interface SaleEvent {
  kind: 'paid' | 'in_progress' | 'done' | 'disputed' | 'completed';
  at: string;
}

/** GET /me/sales: a paid order with the signed-in specialist's services in it. */
export interface Sale {
  orderId: number;
  number: string;
  paidAt: string;
  /**
   * The client's name and the phone of their OneID identity, only when they chose at checkout to
   * share them with the specialist (`shared`); otherwise both are null and the client reaches out.
   */
  client: { shared: boolean; name: string | null; phone: string | null };
  /** Only this specialist's items of the order. */
  items: OrderItem[];
  /** The order's conversation with the client (issue 31). */
  conversationId: number | null;
  /** Tiyin, of these items. */
  amount: number;
  fulfilment: OrderFulfilment;
  /** Where the specialist may move it now. */
  allowed: SpecialistMove[];
  /** The last move may be undone until `until` (UNDO_WINDOW_MS after it), back to `to`; null otherwise. */
  undo: { to: Fulfilment; until: string } | null;
  /** Paid, started, done, disputed, completed: oldest first. */
  history: SaleEvent[];
}

export interface SaleList {
  items: Sale[];
}

/** Who sold a receipt's line, as the fiscal receipt names them (ADR 016): a firm's TIN, a person's PINFL. */
export interface ReceiptSeller {
  name: string;
  tin: string | null;
  pinfl: string | null;
}

/** One line of a paid order's receipt, as bought: its price and its fiscal data (IKPU/MXIK code, package, VAT). */
export interface ReceiptLine {
  itemId: number;
  title: string;
  /** Tiyin. */
  unitPrice: number;
  quantity: number;
  lineTotal: number;
  /** Null for an item bought before items kept their codes (migration 0028). */
  code: string | null;
  packageCode: string | null;
  vatPercent: number | null;
  /** Tiyin of VAT contained in lineTotal (0 without a rate). */
  vat: number;
  seller: ReceiptSeller | null;
  /** The quote it was bought by (issue 31). */
  quote: QuoteRef | null;
}

/** The receipt of a paid (or since refunded) order; null for any other order. */
export interface OrderReceipt {
  lines: ReceiptLine[];
  total: number;
  vat: number;
}
