/**
 * Where the payer is sent to pay an order (docs/protocols.md §2, §3): Payme's checkout with its
 * parameters in base64 in the path, Click's pay page with a query. Pure: the server fills in its
 * configuration.
 */
import type { Locale } from '../locales';
import { tiyinToSoms } from './money';

export interface PaymeCheckout {
  /** https://checkout.paycom.uz (https://test.paycom.uz in the sandbox). */
  checkoutUrl: string;
  merchantId: string;
  orderId: number;
  /** Tiyin. */
  amount: number;
  lang: Locale;
  /** Where Payme sends the payer back. */
  returnUrl: string;
}

/** Base64 of text as UTF-8 (Buffer in Node, TextEncoder and btoa in the browser). */
function base64Utf8(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** GET https://checkout.paycom.uz/base64("m=…;ac.order_id=…;a=…;l=…;c=…") */
export function paymeCheckoutUrl(input: PaymeCheckout): string {
  // ';' separates the parameters: a return URL must not carry one raw.
  const callback = input.returnUrl.replace(/;/g, '%3B');
  const params = `m=${input.merchantId};ac.order_id=${input.orderId};a=${input.amount};l=${input.lang};c=${callback}`;
  return `${input.checkoutUrl.replace(/\/+$/, '')}/${base64Utf8(params)}`;
}

/** The parameters of a Payme checkout URL back (the stand-in and the tests read them). */
export function parsePaymeCheckoutParams(encoded: string): Record<string, string> {
  const binary = atob(encoded);
  const text = new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  return Object.fromEntries(
    text.split(';').map((part) => {
      const at = part.indexOf('=');
      return at < 0 ? [part, ''] : [part.slice(0, at), part.slice(at + 1)];
    }),
  );
}

export interface ClickCheckout {
  /** https://my.click.uz/services/pay */
  payUrl: string;
  serviceId: string;
  merchantId: string;
  orderId: number;
  /** Tiyin; the link carries so'm with two decimals. */
  amount: number;
  returnUrl: string;
}

/** https://my.click.uz/services/pay?service_id=&merchant_id=&amount=N.NN&transaction_param=&return_url= */
export function clickCheckoutUrl(input: ClickCheckout): string {
  const query = new URLSearchParams({
    service_id: input.serviceId,
    merchant_id: input.merchantId,
    amount: tiyinToSoms(input.amount),
    transaction_param: String(input.orderId),
    return_url: input.returnUrl,
  });
  return `${input.payUrl}?${query.toString()}`;
}
