/**
 * A paid order's receipt (issue 29, ADR 016): each line as it was bought, with its IKPU/MXIK code,
 * package code, VAT and the seller named with their TIN or PINFL, all copied into the order item
 * when bought (migration 0028), so a later change of the service or the seller never rewrites it.
 */
import type { Queryable } from '../../db/adapter.js';
import type { Locale } from '../../../shared/locales.js';
import type { OrderReceipt, ReceiptLine } from '../../../shared/api/orders/contract.js';
import { vatIncluded } from '../../../shared/payments/fiscal.js';
import { QUOTE_REF_COLUMNS, quoteRefOf, type QuoteRefRow } from '../messages/quote-state.js';

interface LineRow extends QuoteRefRow {
  id: number;
  title: string;
  unit_price: number;
  quantity: number;
  ikpu_code: string | null;
  package_code: string | null;
  vat_percent: number | null;
  seller_name: string | null;
  seller_tin: string | null;
  seller_pinfl: string | null;
}

/** The receipt of order `orderId` in `lang` (call it for a paid or refunded order only). */
export async function orderReceipt(db: Queryable, orderId: number, lang: Locale): Promise<OrderReceipt> {
  const { rows } = await db.query<LineRow>(
    `SELECT oi.id, l10n_text(oi.title, $2) AS title, oi.unit_price, oi.quantity, oi.ikpu_code, oi.package_code, oi.vat_percent,
            CASE WHEN oi.seller_name IS NULL THEN NULL ELSE l10n_text(oi.seller_name, $2) END AS seller_name, oi.seller_tin, oi.seller_pinfl,
            ${QUOTE_REF_COLUMNS}
       FROM order_items oi LEFT JOIN quotes q ON q.id = oi.quote_id WHERE oi.order_id = $1 ORDER BY oi.id`,
    [orderId, lang],
  );
  const lines = rows.map((row): ReceiptLine => {
    const unitPrice = Number(row.unit_price);
    const lineTotal = unitPrice * row.quantity;
    return {
      itemId: Number(row.id),
      title: row.title,
      unitPrice,
      quantity: row.quantity,
      lineTotal,
      code: row.ikpu_code,
      packageCode: row.package_code,
      vatPercent: row.vat_percent,
      vat: row.vat_percent === null ? 0 : vatIncluded(lineTotal, row.vat_percent),
      seller: row.seller_name === null ? null : { name: row.seller_name, tin: row.seller_tin, pinfl: row.seller_pinfl },
      quote: quoteRefOf(row),
    };
  });
  return { lines, total: lines.reduce((sum, line) => sum + line.lineTotal, 0), vat: lines.reduce((sum, line) => sum + line.vat, 0) };
}
