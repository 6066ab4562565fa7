/**
 * Click's fiscal items (issue 29, ADR 016). Click does not read them from our SHOP API answers:
 * its Merchant API takes them after the payment, `POST {api}/payment/ofd_data/submit_items` with
 * the payment's `click_paydoc_id`, each line's IKPU code (SPIC), package code, price, quantity and
 * VAT in tiyin, and the seller's TIN or PINFL (CommissionInfo), authenticated by the Merchant API's
 * Auth header (click-merchant-api.ts). We send them once Complete has paid the order (after
 * answering Click), and keep when Click accepted them (fiscal_sent_at) or why it did not
 * (fiscal_error), with the number of attempts and the last one's time (migration 0030):
 * `npm run payments:reconcile` and its timer send a refused or failed one again (reconcile.ts).
 */
import type { Queryable } from '../db/adapter.js';
import { clickFiscalItems, type SoldLine } from '../../shared/payments/fiscal.js';
import type { Logger } from '../ops/logger.js';
import { callClickMerchantApi, clickAccepted, describeClickAnswer, type ClickMerchantApi } from './click-merchant-api.js';

export { clickMerchantAuth, type ClickMerchantApi } from './click-merchant-api.js';

export type FiscalSent = 'sent' | 'failed' | 'incomplete' | 'not_due';

const DIGITS = /^\d{1,20}$/;

/** The error kept for a submission that cannot be made from what the order holds (sending it again changes nothing). */
export const FISCAL_INCOMPLETE = 'incomplete: a line has no IKPU code or seller number, or the payment no click_paydoc_id';

const AT = (param: string) => `(timestamptz 'epoch' + ${param}::bigint * interval '1 millisecond')`;

/**
 * Sends the fiscal items of Click payment `paymentId` (our payments row) when it is performed and
 * not sent yet. `incomplete`: a line lacks its code or its seller's number (an order bought before
 * 0028), recorded as the error. Never throws for Click's answer; a network failure is recorded too.
 * Each attempt counts (fiscal_attempts, fiscal_attempted_at at `now`).
 */
export async function sendClickFiscalItems(
  db: Queryable,
  api: ClickMerchantApi,
  paymentId: number,
  options: { fetch?: typeof fetch; now?: () => number } = {},
): Promise<FiscalSent> {
  const now = options.now ?? Date.now;
  const { rows } = await db.query<{ order_id: number; paydoc: string | null }>(
    "SELECT order_id, details ->> 'click_paydoc_id' AS paydoc FROM payments WHERE id = $1 AND provider = 'click' AND state = 'performed' AND fiscal_sent_at IS NULL",
    [paymentId],
  );
  const payment = rows[0];
  if (!payment) return 'not_due';
  const record = async (error: string | null) => {
    const attempt = `fiscal_attempts = fiscal_attempts + 1, fiscal_attempted_at = ${AT('$2')}`;
    await db.query(
      error === null
        ? `UPDATE payments SET fiscal_sent_at = ${AT('$2')}, fiscal_error = NULL, ${attempt} WHERE id = $1`
        : `UPDATE payments SET fiscal_error = $3, ${attempt} WHERE id = $1`,
      error === null ? [paymentId, now()] : [paymentId, now(), error.slice(0, 500)],
    );
  };
  const { rows: lines } = await db.query<{
    title: string;
    unit_price: number;
    quantity: number;
    ikpu_code: string | null;
    package_code: string | null;
    vat_percent: number | null;
    seller_tin: string | null;
    seller_pinfl: string | null;
  }>(
    "SELECT l10n_text(title, 'uz') AS title, unit_price, quantity, ikpu_code, package_code, vat_percent, seller_tin, seller_pinfl FROM order_items WHERE order_id = $1 ORDER BY id",
    [payment.order_id],
  );
  const items = clickFiscalItems(
    lines.map(
      (line): SoldLine => ({
        title: line.title,
        unitPrice: Number(line.unit_price),
        quantity: line.quantity,
        code: line.ikpu_code,
        packageCode: line.package_code,
        vatPercent: line.vat_percent,
        sellerTin: line.seller_tin,
        sellerPinfl: line.seller_pinfl,
      }),
    ),
  );
  if (!items || payment.paydoc === null || !DIGITS.test(payment.paydoc) || !DIGITS.test(api.serviceId)) {
    await record(FISCAL_INCOMPLETE);
    return 'incomplete';
  }
  const total = items.reduce((sum, item) => sum + item.Price, 0);
  // service_id and payment_id go out as JSON numbers, written from their digits: a 64-bit id
  // would lose digits as a JS number.
  const body = `{"service_id":${api.serviceId},"payment_id":${payment.paydoc},"items":${JSON.stringify(items)},"received_ecash":0,"received_cash":0,"received_card":${total}}`;
  try {
    const answer = await callClickMerchantApi(api, 'POST', '/payment/ofd_data/submit_items', body, { ...(options.fetch ? { fetch: options.fetch } : {}), now });
    if (clickAccepted(answer)) {
      await record(null);
      return 'sent';
    }
    await record(describeClickAnswer(answer));
    return 'failed';
  } catch (error) {
    await record(`unreachable: ${error instanceof Error ? error.message : String(error)}`);
    return 'failed';
  }
}

/** A sender for the router: logs, never rejects (it runs after Click has its answer). */
export function clickFiscalSender(db: Queryable, api: ClickMerchantApi, logger: Logger): (paymentId: number) => Promise<void> {
  return async (paymentId) => {
    try {
      const outcome = await sendClickFiscalItems(db, api, paymentId);
      if (outcome === 'failed' || outcome === 'incomplete')
        logger.warn({ paymentId, outcome }, 'Click fiscal items not accepted (payments.fiscal_error says why)');
    } catch (error) {
      logger.error({ err: error, paymentId }, 'Click fiscal items failed');
    }
  };
}
