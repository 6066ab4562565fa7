import { loadScript } from './script-loader.js';

/** Payme's checkout script (Paycom.Button / Paycom.QR), docs/protocols.md §2. */
export const PAYMENT_SCRIPT_SRC = 'https://cdn.paycom.uz/integration/js/checkout.min.js';
/** docs/product.md §7: the payment script is loaded with a fixed element id. */
export const PAYMENT_SCRIPT_ID = 'payme-checkout-script';

/** Loads the payment script once; the promise rejects when it fails (docs/product.md §8). */
export function loadPaymentScript(): Promise<void> {
  return loadScript({ src: PAYMENT_SCRIPT_SRC, id: PAYMENT_SCRIPT_ID });
}
