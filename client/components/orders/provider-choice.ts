/**
 * The payment provider chosen in the basket survives signing in (issue 29): a guest who picks
 * Click and is sent to sign in comes back to `/basket?provider=click`, and the page starts from
 * that choice rather than the first provider. Pure, shared by the page and its tests.
 */
import type { PaymentProvider } from '../../../shared/payments/orders.js';

export const PROVIDER_QUERY = 'provider';

/** The provider the query names when it is one on offer; else the first on offer (Payme when none). */
export function initialProvider(query: string | null, offered: readonly PaymentProvider[]): PaymentProvider {
  const named = offered.find((provider) => provider === query);
  return named ?? offered[0] ?? 'payme';
}

/** Where sign-in brings the guest back: the basket with the provider they chose. */
export function basketReturnPath(basketHref: string, provider: PaymentProvider): string {
  return `${basketHref}?${PROVIDER_QUERY}=${encodeURIComponent(provider)}`;
}
