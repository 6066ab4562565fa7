import { loadConfig } from '../../../server/config';
import { paymeAuthorized } from '../../../server/payments/payme-router';
import { checkoutUrlFor, orderReturnUrl, paymentSettings, providerAvailable } from '../../../server/payments/settings';
import { parsePaymeCheckoutParams } from '../../../shared/payments/checkout';

describe('checkout links from the configuration', () => {
  test('unconfigured outside production: the local stand-ins', () => {
    const settings = paymentSettings(loadConfig({ PUBLIC_ORIGIN: 'http://localhost:3000' }));
    expect(providerAvailable(settings, 'payme')).toBe(true);
    const payme = new URL(checkoutUrlFor(settings, { id: 5, amount: 1000, provider: 'payme', lang: 'ru' }));
    expect(`${payme.origin}${payme.pathname.split('/').slice(0, 2).join('/')}`).toBe('http://localhost:3000/_payme');
    expect(parsePaymeCheckoutParams(payme.pathname.split('/')[2]!)).toMatchObject({
      'ac.order_id': '5',
      a: '1000',
      l: 'ru',
      c: 'http://localhost:3000/ru/home/orders/5',
    });
    const click = new URL(checkoutUrlFor(settings, { id: 5, amount: 1000, provider: 'click', lang: 'uz' }));
    expect(`${click.origin}${click.pathname}`).toBe('http://localhost:3000/_click');
    expect(click.searchParams.get('amount')).toBe('10.00');
  });

  test('production: no order with an unconfigured provider', () => {
    const base = {
      NODE_ENV: 'production',
      METRICS_TOKEN: 'a-long-metrics-token-123',
      ONEID_BASE_URL: 'https://sso.egov.uz',
      ONEID_CLIENT_ID: 'a',
      ONEID_CLIENT_SECRET: 'b',
      PUBLIC_ORIGIN: 'https://huquq.uz',
    };
    const none = paymentSettings(loadConfig(base));
    expect(providerAvailable(none, 'payme')).toBe(false);
    expect(providerAvailable(none, 'click')).toBe(false);
    const both = paymentSettings(
      loadConfig({ ...base, PAYME_MERCHANT_ID: 'abc', PAYME_MERCHANT_KEY: 'k', CLICK_SERVICE_ID: '1', CLICK_MERCHANT_ID: '2', CLICK_SECRET_KEY: 's' }),
    );
    expect(providerAvailable(both, 'payme')).toBe(true);
    expect(providerAvailable(both, 'click')).toBe(true);
    expect(orderReturnUrl(both, 9, 'uz')).toBe('https://huquq.uz/home/orders/9');
    expect(orderReturnUrl(both, 9, 'en')).toBe('https://huquq.uz/en/home/orders/9');
  });
});

describe('Payme’s Basic auth', () => {
  const basic = (text: string) => `Basic ${Buffer.from(text).toString('base64')}`;
  test('login:key exactly', () => {
    expect(paymeAuthorized(basic('Paycom:KEY'), 'Paycom', 'KEY')).toBe(true);
    expect(paymeAuthorized(`basic   ${Buffer.from('Paycom:KEY').toString('base64')}`, 'Paycom', 'KEY')).toBe(true);
    for (const header of [
      undefined,
      '',
      basic('Paycom:KEY2'),
      basic('Paycom:'),
      basic('paycom:KEY'),
      basic('Paycom:KEY '),
      'Bearer KEY',
      `Basic ${basic('x')}`,
    ]) {
      expect(paymeAuthorized(header, 'Paycom', 'KEY')).toBe(false);
    }
  });
});
