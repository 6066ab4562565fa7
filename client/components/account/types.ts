/** What /home renders: the loader's payload (server/loaders/home.ts). */
import type { AccountOverview } from '../../../shared/account/overview.js';
import type { PageMeta } from '../../layouts/Document.js';

export interface HomePageData {
  meta: PageMeta;
  account: AccountOverview;
  /** This month, 'YYYY-MM' (Tashkent): the editor's latest month. */
  asOf: string;
  [key: string]: unknown;
}
