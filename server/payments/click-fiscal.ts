/**
 * Click's fiscal items (issue 29, ADR 016). Click does not read them from our SHOP API answers:
 * its Merchant API takes them after the payment, `POST {api}/payment/ofd_data/submit_items` with
 * the payment's `click_paydoc_id`, each line's IKPU code (SPIC), package code, price, quantity and
 * VAT in tiyin, and the seller's TIN or PINFL (CommissionInfo), authenticated by the header
 * `Auth: merchant_user_id:sha1(timestamp + secret_key):timestamp`. We send them once Complete has
 * paid the order (after answering Click), and keep when Click accepted them (fiscal_sent_at) or
 * why it did not (fiscal_error): a payment whose fiscal_sent_at is empty is still to be sent (ADR 016).
 */
import { createHash } from 'node:crypto';
import type { Queryable } from '../db/adapter.js';
import { clickFiscalItems, type SoldLine } from '../../shared/payments/fiscal.js';
import type { Logger } from '../ops/logger.js';

export interface ClickMerchantApi {
  /** https://api.click.uz/v2/merchant */
  url: string;
  merchantUserId: string;
  secretKey: string;
  serviceId: string;
}

/** The Merchant API's Auth header at `seconds` (Unix time). */
export function clickMerchantAuth(api: Pick<ClickMerchantApi, 'merchantUserId' | 'secretKey'>, seconds: number): string {
  const digest = createHash('sha1').update(`${seconds}${api.secretKey}`, 'utf8').digest('hex');
  return `${api.merchantUserId}:${digest}:${seconds}`;
}

export type FiscalSent = 'sent' | 'failed' | 'incomplete' | 'not_due';

const DIGITS = /^\d{1,20}$/;

/**
 * Sends the fiscal items of Click payment `paymentId` (our payments row) when it is performed and
 * not sent yet. `incomplete`: a line lacks its code or its seller's number (an order bought before
 * 0028), recorded as the error. Never throws for Click's answer; a network failure is recorded too.
 */
export async function sendClickFiscalItems(db: Queryable, api: ClickMerchantApi, paymentId: number, options: { fetch?: typeof fetch; now?: () => number } = {}): Promise<FiscalSent> {
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const { rows } = await db.query<{ order_id: number; paydoc: string | null }>(
    "SELECT order_id, details ->> 'click_paydoc_id' AS paydoc FROM payments WHERE id = $1 AND provider = 'click' AND state = 'performed' AND fiscal_sent_at IS NULL",
    [paymentId],
  );
  const payment = rows[0];
  if (!payment) return 'not_due';
  const record = async (error: string | null) => {
    await db.query(
      error === null ? 'UPDATE payments SET fiscal_sent_at = now(), fiscal_error = NULL WHERE id = $1' : 'UPDATE payments SET fiscal_error = $2 WHERE id = $1',
      error === null ? [paymentId] : [paymentId, error.slice(0, 500)],
    );
  };
  const { rows: lines } = await db.query<{ title: string; unit_price: number; quantity: number; ikpu_code: string | null; package_code: string | null; vat_percent: number | null; seller_tin: string | null; seller_pinfl: string | null }>(
    "SELECT l10n_text(title, 'uz') AS title, unit_price, quantity, ikpu_code, package_code, vat_percent, seller_tin, seller_pinfl FROM order_items WHERE order_id = $1 ORDER BY id",
    [payment.order_id],
  );
  const items = clickFiscalItems(
    lines.map((line): SoldLine => ({
      title: line.title,
      unitPrice: Number(line.unit_price),
      quantity: line.quantity,
      code: line.ikpu_code,
      packageCode: line.package_code,
      vatPercent: line.vat_percent,
      sellerTin: line.seller_tin,
      sellerPinfl: line.seller_pinfl,
    })),
  );
  if (!items || payment.paydoc === null || !DIGITS.test(payment.paydoc) || !DIGITS.test(api.serviceId)) {
    await record('incomplete: a line has no IKPU code or seller number, or the payment no click_paydoc_id');
    return 'incomplete';
  }
  const total = items.reduce((sum, item) => sum + item.Price, 0);
  // service_id and payment_id go out as JSON numbers, written from their digits: a 64-bit id
  // would lose digits as a JS number.
  const body = `{"service_id":${api.serviceId},"payment_id":${payment.paydoc},"items":${JSON.stringify(items)},"received_ecash":0,"received_cash":0,"received_card":${total}}`;
  try {
    const response = await doFetch(`${api.url.replace(/\/+$/, '')}/payment/ofd_data/submit_items`, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json', auth: clickMerchantAuth(api, Math.floor(now() / 1000)) },
      body,
      signal: AbortSignal.timeout(10_000),
    });
    const answer = (await response.json().catch(() => null)) as { error_code?: unknown; error_note?: unknown } | null;
    if (response.ok && answer?.error_code === 0) {
      await record(null);
      return 'sent';
    }
    await record(`HTTP ${response.status}: ${String(answer?.error_code ?? '?')} ${String(answer?.error_note ?? '')}`.trim());
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
      if (outcome === 'failed' || outcome === 'incomplete') logger.warn({ paymentId, outcome }, 'Click fiscal items not accepted (payments.fiscal_error says why)');
    } catch (error) {
      logger.error({ err: error, paymentId }, 'Click fiscal items failed');
    }
  };
}
