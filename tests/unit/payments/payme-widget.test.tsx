/**
 * The Payme widget button's decisions (client/components/orders/PaymeWidgetButton.tsx, issue 12):
 * which checkout links get Payme's own button, what a failed script load leads to, and that the
 * server-rendered markup is the redirect link alone (paying works without JS or the script).
 */
import { readFileSync } from 'node:fs';
import { renderToString } from 'react-dom/server';
import { PaymeWidgetButton, paymeWidgetForm, widgetStateAfterLoad } from '../../../client/components/orders/PaymeWidgetButton';
import { I18nProvider } from '../../../client/i18n';
import { createTranslator } from '../../../shared/i18n/index';
import { paymeCheckoutUrl } from '../../../shared/payments/checkout';

const checkout = paymeCheckoutUrl({
  checkoutUrl: 'https://checkout.paycom.uz',
  merchantId: '5e730e8e0b852a417aa49ceb',
  orderId: 42,
  amount: 250_000_00,
  lang: 'ru',
  returnUrl: 'https://huquq.uz/ru/home/orders/42?a=1;b=2',
});

describe('paymeWidgetForm', () => {
  test("Payme's own checkout link becomes the button's form: merchant, order, tiyin, language, return URL", () => {
    expect(paymeWidgetForm(checkout)).toEqual({
      action: 'https://checkout.paycom.uz',
      fields: [
        ['merchant', '5e730e8e0b852a417aa49ceb'],
        ['account[order_id]', '42'],
        ['amount', '25000000'],
        ['lang', 'ru'],
        ['callback', 'https://huquq.uz/ru/home/orders/42?a=1;b=2'],
      ],
    });
  });

  test('the stand-in, Click, plain http and unreadable links get no widget: the link alone', () => {
    expect(paymeWidgetForm(`/_payme/${checkout.split('/').at(-1)}`)).toBeNull();
    expect(paymeWidgetForm('https://my.click.uz/services/pay?service_id=1&merchant_id=2&amount=1000.00&transaction_param=42')).toBeNull();
    expect(paymeWidgetForm(checkout.replace('https:', 'http:'))).toBeNull();
    expect(paymeWidgetForm('https://checkout.paycom.uz/bm90IHBheW1l')).toBeNull();
    expect(paymeWidgetForm('https://checkout.paycom.uz/%%%')).toBeNull();
  });
});

describe('widgetStateAfterLoad', () => {
  test("Payme's button only when the script loaded and left Paycom.Button; otherwise the failure message", () => {
    // biome-ignore-start lint/correctness/noComponentHookFactories: stand-ins for Paycom's global, whose functions are named like components.
    expect(widgetStateAfterLoad(true, { Button: () => {} })).toBe('widget');
    expect(widgetStateAfterLoad(false, { Button: () => {} })).toBe('failed');
    expect(widgetStateAfterLoad(true, undefined)).toBe('failed');
    expect(widgetStateAfterLoad(true, { QR: () => {} })).toBe('failed');
    // biome-ignore-end lint/correctness/noComponentHookFactories: see above.
  });
});

describe('PaymeWidgetButton on the server', () => {
  const payments = (locale: 'uz' | 'ru' | 'en') => JSON.parse(readFileSync(`locales/${locale}/payments.json`, 'utf8')) as { widget: { failed: string } };

  test('renders the redirect link alone: no form and no message before the script is tried', () => {
    const html = renderToString(
      <I18nProvider i18n={createTranslator('ru', { ru: { payments: payments('ru') } })}>
        <PaymeWidgetButton checkoutUrl={checkout}>Оплатить</PaymeWidgetButton>
      </I18nProvider>,
    );
    expect(html).toBe(`<a href="${checkout}" class="btn btn-primary" data-testid="pay-order">Оплатить</a>`);
  });

  test('the failure message exists in every language and points to the link', () => {
    expect(payments('uz').widget.failed).toMatch(/havola/);
    expect(payments('ru').widget.failed).toMatch(/ссылке/);
    expect(payments('en').widget.failed).toMatch(/link/);
  });
});
