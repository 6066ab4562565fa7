import type { Basket, OwnOrder } from '../../api/orders/contract.js';
import type { PaymentProvider } from '../../payments/orders.js';
import type { PageMeta } from '../meta.js';

/** /basket: a signed-in visitor's basket as the server read it (a guest's lives in the browser). */
export interface BasketPageData {
  [key: string]: unknown;
  account: Basket | null;
  /** The providers the visitor can choose (both, unless production lacks one's settings). */
  providers: PaymentProvider[];
  meta: PageMeta;
}

/** /home/orders/{id}: one of the visitor's orders. */
export interface OrderPageData {
  [key: string]: unknown;
  order: OwnOrder;
  /** ?receipt: the printable receipt view. */
  receipt: boolean;
  meta: PageMeta;
}
