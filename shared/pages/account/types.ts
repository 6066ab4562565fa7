/** What /home renders: the loader's payload (server/loaders/account/home.ts). */
import type { AccountOverview } from '../../account/overview.js';
import type { OwnServiceList } from '../../account/service-fiscal.js';
import type { TelegramLink } from '../../api/notifications/contract.js';
import type { Sale, SaleList } from '../../api/orders/contract.js';
import type { HomeMessages } from '../messages/home.js';
import type { PageMeta } from '../meta.js';

export interface HomePageData {
  meta: PageMeta;
  account: AccountOverview;
  /** This month, 'YYYY-MM' (Tashkent): the editor's latest month. */
  asOf: string;
  /** A specialist's sales (paid orders of their services); null for a visitor without a profile. */
  sales: SaleList | null;
  /** A specialist's services with their fiscal data (issue 29); null for a visitor without a profile. */
  services: OwnServiceList | null;
  /** Their Telegram for notifications (issue 31); null when it could not be read. */
  telegram: TelegramLink | null;
  /** Their latest conversations (issue 31); null when they could not be read. */
  messages: HomeMessages | null;
  [key: string]: unknown;
}

/** /home/sales/{id}: one of the specialist's sales (server/loaders/orders/own-sale.ts). */
export interface SalePageData {
  meta: PageMeta;
  sale: Sale;
  [key: string]: unknown;
}
