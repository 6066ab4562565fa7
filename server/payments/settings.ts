/**
 * The payment providers' settings as the server uses them (config.ts PAYME_*, CLICK_*), and the
 * checkout link of an order. Outside production an unconfigured provider's link points at its local
 * stand-in (/_payme, /_click, as /_oneid for sign-in); production places no order with a provider
 * it cannot send the payer to.
 */
import type { Config } from '../config.js';
import type { Locale } from '../../shared/locales.js';
import { localizedPath } from '../../shared/locales.js';
import { clickCheckoutUrl, paymeCheckoutUrl } from '../../shared/payments/checkout.js';
import type { PaymentProvider } from '../../shared/payments/orders.js';

export const PAYME_STANDIN_PATH = '/_payme';
export const CLICK_STANDIN_PATH = '/_click';

export interface PaymentSettings {
  publicOrigin: string;
  production: boolean;
  payme: { merchantId: string | null; checkoutUrl: string; login: string; key: string | null; allowedIps: readonly string[] };
  click: {
    serviceId: string | null;
    merchantId: string | null;
    secretKey: string | null;
    payUrl: string;
    merchantUserId: string | null;
    merchantApiUrl: string;
  };
  /** Provider calls per minute and address. */
  rateLimitPerMinute: number;
  /** The local checkouts: forced on or off (PAYMENTS_STANDIN), or null for "unconfigured providers outside production". */
  standin: boolean | null;
  /** The site the stand-ins call and return to (PAYMENTS_STANDIN_MERCHANT_URL); null: this server. */
  standinMerchantOrigin: string | null;
}

export function paymentSettings(config: Config): PaymentSettings {
  return {
    publicOrigin: config.publicOrigin,
    production: config.production,
    payme: {
      merchantId: config.PAYME_MERCHANT_ID ?? null,
      checkoutUrl: config.PAYME_CHECKOUT_URL,
      login: config.PAYME_MERCHANT_LOGIN,
      key: config.PAYME_MERCHANT_KEY ?? null,
      allowedIps: (config.PAYME_ALLOWED_IPS ?? '')
        .split(',')
        .map((ip) => ip.trim())
        .filter(Boolean),
    },
    click: {
      serviceId: config.CLICK_SERVICE_ID ?? null,
      merchantId: config.CLICK_MERCHANT_ID ?? null,
      secretKey: config.CLICK_SECRET_KEY ?? null,
      payUrl: config.CLICK_PAY_URL,
      merchantUserId: config.CLICK_MERCHANT_USER_ID ?? null,
      merchantApiUrl: config.CLICK_MERCHANT_API_URL,
    },
    rateLimitPerMinute: config.RATE_LIMIT_PAYMENTS_PER_MINUTE,
    standin: config.paymentsStandin,
    standinMerchantOrigin: config.PAYMENTS_STANDIN_MERCHANT_URL ? new URL(config.PAYMENTS_STANDIN_MERCHANT_URL).origin : null,
  };
}

/** The order's page the provider sends the payer back to (on /home, in the order's language). */
export function orderReturnUrl(settings: Pick<PaymentSettings, 'publicOrigin'>, orderId: number, lang: Locale): string {
  return `${settings.publicOrigin}${localizedPath(lang, `/home/orders/${orderId}`)}`;
}

/** Whether orders can be placed with the provider: configured, or a stand-in outside production. */
export function providerAvailable(settings: PaymentSettings, provider: PaymentProvider): boolean {
  if (!settings.production) return true;
  return provider === 'payme' ? settings.payme.merchantId !== null : settings.click.serviceId !== null && settings.click.merchantId !== null;
}

/** The link that starts paying an order (call providerAvailable first). */
export function checkoutUrlFor(settings: PaymentSettings, order: { id: number; amount: number; provider: PaymentProvider; lang: Locale }): string {
  const returnUrl = orderReturnUrl(settings, order.id, order.lang);
  if (order.provider === 'payme') {
    const merchantId = settings.payme.merchantId;
    return paymeCheckoutUrl({
      checkoutUrl: merchantId === null ? `${settings.publicOrigin}${PAYME_STANDIN_PATH}` : settings.payme.checkoutUrl,
      merchantId: merchantId ?? 'standin',
      orderId: order.id,
      amount: order.amount,
      lang: order.lang,
      returnUrl,
    });
  }
  const { serviceId, merchantId } = settings.click;
  const configured = serviceId !== null && merchantId !== null;
  return clickCheckoutUrl({
    payUrl: configured ? settings.click.payUrl : `${settings.publicOrigin}${CLICK_STANDIN_PATH}`,
    serviceId: serviceId ?? '0',
    merchantId: merchantId ?? '0',
    orderId: order.id,
    amount: order.amount,
    returnUrl,
  });
}

/**
 * Outside production, the credentials our endpoints accept when a provider's own are not
 * configured, so the local stand-ins (/_payme, /_click) can call them as the providers do (Basic
 * auth, MD5 signatures). Documented in README; production never uses them.
 */
export const STANDIN_KEYS = { paymeKey: 'huquq-standin-payme-key', clickServiceId: '0', clickSecretKey: 'huquq-standin-click-secret' } as const;

/** The key Payme's calls must carry: the configured one, or outside production the stand-in's. */
export function paymeKeyOf(settings: PaymentSettings): string | null {
  if (settings.payme.key !== null) return settings.payme.key;
  // A configured merchant id never falls back to the stand-in's public key (config.ts refuses it too).
  return settings.production || settings.payme.merchantId !== null ? null : STANDIN_KEYS.paymeKey;
}

/** Click's service id and secret: configured, or outside production the stand-in's. */
export function clickKeysOf(settings: PaymentSettings): { serviceId: string; secretKey: string } | null {
  const { serviceId, secretKey } = settings.click;
  if (serviceId !== null && secretKey !== null) return { serviceId, secretKey };
  // Configured ids never fall back to the stand-in's public secret (config.ts refuses it too).
  if (settings.production || serviceId !== null || settings.click.merchantId !== null) return null;
  return { serviceId: STANDIN_KEYS.clickServiceId, secretKey: STANDIN_KEYS.clickSecretKey };
}

/** Whether checkout links point at the local Payme stand-in (never in production). */
export function paymeStandinOn(settings: PaymentSettings): boolean {
  if (settings.production || settings.standin === false) return false;
  return settings.standin === true || settings.payme.merchantId === null;
}

/** Whether checkout links point at the local Click stand-in (never in production). */
export function clickStandinOn(settings: PaymentSettings): boolean {
  if (settings.production || settings.standin === false) return false;
  return settings.standin === true || settings.click.serviceId === null || settings.click.merchantId === null;
}
