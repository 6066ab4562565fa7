import { useBasket, useFollowOtherTabs } from './useBasket.js';

/**
 * On every page (the header is left out inside Telegram): loads whose basket it is, so a guest's
 * basket is merged into the account on the first page after sign-in, and follows the changes
 * made in other tabs.
 */
export function BasketSync() {
  useBasket();
  useFollowOtherTabs();
  return null;
}
