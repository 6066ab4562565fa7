/**
 * A signed-in visitor's basket (tables `baskets`, `basket_items`; migrations 0005, 0010): read at
 * today's prices, with the price each item was added at, so a changed price is shown and never
 * charged silently. Putting an item in (again) or changing its quantity confirms today's price.
 * Every statement names the user.
 */
import type { Queryable } from '../../db/adapter.js';
import type { Locale } from '../../../shared/locales.js';
import type { Basket, BasketItem } from '../../../shared/api/orders/contract.js';
import { MAX_BASKET_ITEMS, MAX_QUANTITY } from '../../../shared/payments/orders.js';
import { QUOTE_REF_COLUMNS, quoteRefOf, type QuoteRefRow } from '../messages/quote-state.js';

interface ItemRow extends QuoteRefRow {
  service_id: number;
  slug: string;
  title: string;
  price: number;
  price_kind: 'fixed' | 'from';
  countable: boolean;
  unit_price: number | null;
  quantity: number;
  published: boolean;
  /** The accepted quote's price, while it holds; null without a quote. */
  quote_price: number | null;
  quote_holds: boolean | null;
}

/** The user's basket id, made on first use. */
export async function basketIdOf(db: Queryable, userId: number): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO baskets (user_id) VALUES ($1)
     ON CONFLICT (user_id) DO UPDATE SET updated_at = now()
     RETURNING id`,
    [userId],
  );
  return rows[0]!.id;
}

/**
 * The basket as it is now: items oldest first, prices re-read from the services; an item bought by
 * an accepted quote (issue 31) costs the quote's price, once, and only while the quote holds.
 */
export async function readBasket(db: Queryable, userId: number, lang: Locale): Promise<Basket> {
  const { rows } = await db.query<ItemRow>(
    `SELECT bi.service_id, sv.slug, l10n_text(sv.title, $2) AS title, sv.price, sv.price_kind, sv.countable, bi.unit_price, bi.quantity, sv.published,
            q.price AS quote_price, q.status = 'accepted' AND q.valid_until > now() AS quote_holds, ${QUOTE_REF_COLUMNS}
       FROM baskets b
       JOIN basket_items bi ON bi.basket_id = b.id
       JOIN services sv ON sv.id = bi.service_id
       LEFT JOIN quotes q ON q.id = bi.quote_id
      WHERE b.user_id = $1
      ORDER BY bi.added_at, bi.id`,
    [userId, lang],
  );
  const items: BasketItem[] = rows.map((row) => {
    const quote = quoteRefOf(row);
    const price = row.quote_price === null ? Number(row.price) : Number(row.quote_price);
    const priceWhenAdded = row.unit_price === null ? price : Number(row.unit_price);
    return {
      serviceId: Number(row.service_id),
      slug: row.slug,
      title: row.title,
      price,
      priceKind: row.price_kind,
      countable: row.countable && quote === null,
      priceWhenAdded,
      priceChanged: priceWhenAdded !== price,
      quantity: row.quantity,
      lineTotal: price * row.quantity,
      available: row.published && (quote === null || row.quote_holds === true),
      quote,
    };
  });
  const available = items.filter((item) => item.available);
  return {
    items,
    count: available.reduce((sum, item) => sum + item.quantity, 0),
    total: available.reduce((sum, item) => sum + item.lineTotal, 0),
    priceChanged: available.some((item) => item.priceChanged),
  };
}

/** not_sellable: the service has no IKPU/MXIK code yet, so no fiscal receipt could be made (ADR 016). */
export type BasketChange = 'ok' | 'unknown_service' | 'basket_full' | 'not_sellable' | BasketRefusal;

/**
 * Why a service may not be in the basket so (issue 29): price_on_request, its price is a "from"
 * price agreed before work (bought only through an accepted quote, issue 31); not_countable, more than one of a service
 * that is not sold by the unit.
 */
export type BasketRefusal = 'price_on_request' | 'not_countable';

/** The refusal of `quantity` of a service, or null when the basket may hold it. */
export function basketRefusal(service: { price_kind: 'fixed' | 'from'; countable: boolean }, quantity: number): BasketRefusal | null {
  if (service.price_kind === 'from') return 'price_on_request';
  if (!service.countable && quantity > 1) return 'not_countable';
  return null;
}

/**
 * Puts `quantity` of a published service in the basket (`mode` add: on top of what is there, at
 * most MAX_QUANTITY; set: exactly), confirming today's price.
 */
export async function putBasketItem(db: Queryable, userId: number, serviceId: number, quantity: number, mode: 'add' | 'set'): Promise<BasketChange> {
  const basketId = await basketIdOf(db, userId);
  const { rows: service } = await db.query<{ price: number; sellable: boolean; price_kind: 'fixed' | 'from'; countable: boolean }>(
    'SELECT price, ikpu_code IS NOT NULL AS sellable, price_kind, countable FROM services WHERE id = $1 AND published',
    [serviceId],
  );
  if (service.length === 0) return 'unknown_service';
  if (!service[0]!.sellable) return 'not_sellable';
  const { rows: present } = await db.query<{ n: number; has: boolean; held: number }>(
    'SELECT count(*)::int AS n, bool_or(service_id = $2) AS has, coalesce(max(quantity) FILTER (WHERE service_id = $2), 0)::int AS held FROM basket_items WHERE basket_id = $1',
    [basketId, serviceId],
  );
  const refused = basketRefusal(service[0]!, mode === 'add' ? (present[0]?.held ?? 0) + quantity : quantity);
  if (refused) return refused;
  if (!present[0]?.has && (present[0]?.n ?? 0) >= MAX_BASKET_ITEMS) return 'basket_full';
  const next = mode === 'add' ? `least(basket_items.quantity + EXCLUDED.quantity, ${MAX_QUANTITY})` : 'EXCLUDED.quantity';
  await db.query(
    `INSERT INTO basket_items (basket_id, service_id, quantity, unit_price) VALUES ($1, $2, $3, $4)
     ON CONFLICT (basket_id, service_id) DO UPDATE SET quantity = ${next}, unit_price = EXCLUDED.unit_price, quote_id = NULL`,
    [basketId, serviceId, quantity, service[0]!.price],
  );
  return 'ok';
}

/**
 * Sets the quantity of an item already in the basket; false when it is not there, not_countable
 * when more than one of a service not sold by the unit is asked for.
 */
export async function setBasketQuantity(db: Queryable, userId: number, serviceId: number, quantity: number): Promise<boolean | 'not_countable'> {
  const { rows } = await db.query<{ countable: boolean }>(
    `UPDATE basket_items bi SET quantity = $3, unit_price = sv.price
       FROM baskets b, services sv
      WHERE b.id = bi.basket_id AND b.user_id = $1 AND bi.service_id = $2 AND sv.id = bi.service_id
        AND ((sv.countable AND bi.quote_id IS NULL) OR $3 <= 1)
      RETURNING sv.countable`,
    [userId, serviceId, quantity],
  );
  if (rows.length > 0) return true;
  if (quantity <= 1) return false;
  const { rows: held } = await db.query('SELECT 1 FROM basket_items bi JOIN baskets b ON b.id = bi.basket_id WHERE b.user_id = $1 AND bi.service_id = $2', [
    userId,
    serviceId,
  ]);
  return held.length > 0 ? 'not_countable' : false;
}

/** Takes a service out of the basket; false when it was not there. */
export async function removeBasketItem(db: Queryable, userId: number, serviceId: number): Promise<boolean> {
  const { rows } = await db.query(
    'DELETE FROM basket_items bi USING baskets b WHERE b.id = bi.basket_id AND b.user_id = $1 AND bi.service_id = $2 RETURNING bi.id',
    [userId, serviceId],
  );
  return rows.length > 0;
}

/**
 * A guest's browser basket after sign-in: each published service is added, or raised to the
 * guest's quantity when the account holds fewer (a repeated merge changes nothing); unknown
 * services and those that cannot be sold yet (no IKPU/MXIK code, ADR 016, or a "from" price agreed
 * before work) are skipped, a service not sold by the unit is taken once, and the
 * basket never grows past MAX_BASKET_ITEMS. Answers how many
 * items were added or raised.
 */
export async function mergeBasket(db: Queryable, userId: number, items: ReadonlyArray<{ serviceId: number; quantity: number }>): Promise<number> {
  const byService = new Map<number, number>();
  for (const item of items) byService.set(item.serviceId, Math.max(byService.get(item.serviceId) ?? 0, item.quantity));
  if (byService.size === 0) return 0;
  const basketId = await basketIdOf(db, userId);
  const { rows: held } = await db.query<{ service_id: number }>('SELECT service_id FROM basket_items WHERE basket_id = $1', [basketId]);
  const heldIds = new Set(held.map((row) => Number(row.service_id)));
  const room = MAX_BASKET_ITEMS - heldIds.size;
  const fresh = [...byService.keys()].filter((id) => !heldIds.has(id)).slice(0, Math.max(room, 0));
  const wanted = [...byService.entries()].filter(([id]) => heldIds.has(id) || fresh.includes(id));
  if (wanted.length === 0) return 0;
  const { rows } = await db.query(
    `INSERT INTO basket_items (basket_id, service_id, quantity, unit_price)
     SELECT $1, sv.id, CASE WHEN sv.countable THEN u.quantity ELSE 1 END, sv.price
       FROM unnest($2::bigint[], $3::int[]) AS u(service_id, quantity)
       JOIN services sv ON sv.id = u.service_id AND sv.published AND sv.ikpu_code IS NOT NULL AND sv.price_kind = 'fixed'
     ON CONFLICT (basket_id, service_id) DO UPDATE SET quantity = EXCLUDED.quantity, unit_price = EXCLUDED.unit_price
      WHERE basket_items.quantity < EXCLUDED.quantity AND basket_items.quote_id IS NULL
     RETURNING id`,
    [basketId, wanted.map(([id]) => id), wanted.map(([, quantity]) => quantity)],
  );
  return rows.length;
}
