import { canMoveOrder, effectiveOrderState, orderNumber, ORDER_TTL_MS } from '../../../shared/payments/orders';
import { clickCheckoutUrl, parsePaymeCheckoutParams, paymeCheckoutUrl } from '../../../shared/payments/checkout';
import { isPaymeTime, paymeState, paymeTimedOut, PAYME_TIMEOUT_MS } from '../../../shared/payments/payme';

describe('order states', () => {
  const created = new Date('2026-11-25T08:00:00Z');
  const expires = new Date(created.getTime() + ORDER_TTL_MS);

  test('a pending order reads as expired from its expiry on; other states never expire', () => {
    expect(effectiveOrderState('pending', expires, new Date(expires.getTime() - 1))).toBe('pending');
    expect(effectiveOrderState('pending', expires, expires)).toBe('expired');
    expect(effectiveOrderState('paid', expires, new Date(expires.getTime() + 1e9))).toBe('paid');
    expect(effectiveOrderState('cancelled', expires, new Date(expires.getTime() + 1))).toBe('cancelled');
  });

  test('pending → paid | cancelled, paid → refunded, nothing else', () => {
    expect(canMoveOrder('pending', 'paid')).toBe(true);
    expect(canMoveOrder('pending', 'cancelled')).toBe(true);
    expect(canMoveOrder('paid', 'refunded')).toBe(true);
    expect(canMoveOrder('paid', 'cancelled')).toBe(false);
    expect(canMoveOrder('pending', 'refunded')).toBe(false);
    expect(canMoveOrder('refunded', 'paid')).toBe(false);
    expect(canMoveOrder('cancelled', 'paid')).toBe(false);
  });

  test('the order number', () => {
    expect(orderNumber(42)).toBe('HQ-000042');
    expect(orderNumber(12_345_678)).toBe('HQ-12345678');
  });
});

describe('checkout links', () => {
  test('Payme: base64 of m, ac.order_id, a, l, c in the path', () => {
    const url = paymeCheckoutUrl({
      checkoutUrl: 'https://checkout.paycom.uz/',
      merchantId: 'abc123',
      orderId: 197,
      amount: 500_000,
      lang: 'uz',
      returnUrl: 'https://huquq.uz/home/orders/197',
    });
    expect(url).toBe(
      `https://checkout.paycom.uz/${Buffer.from('m=abc123;ac.order_id=197;a=500000;l=uz;c=https://huquq.uz/home/orders/197').toString('base64')}`,
    );
    expect(parsePaymeCheckoutParams(url.split('/').pop()!)).toEqual({
      m: 'abc123',
      'ac.order_id': '197',
      a: '500000',
      l: 'uz',
      c: 'https://huquq.uz/home/orders/197',
    });
  });

  test('Payme: a ";" in the return URL cannot split the parameters', () => {
    const url = paymeCheckoutUrl({
      checkoutUrl: 'https://test.paycom.uz',
      merchantId: 'm',
      orderId: 1,
      amount: 100,
      lang: 'en',
      returnUrl: 'https://x.uz/a;a=1',
    });
    expect(parsePaymeCheckoutParams(url.split('/').pop()!)).toMatchObject({ a: '100', c: 'https://x.uz/a%3Ba=1' });
  });

  test('Click: so’m with two decimals and the order as transaction_param', () => {
    const url = new URL(
      clickCheckoutUrl({
        payUrl: 'https://my.click.uz/services/pay',
        serviceId: '1',
        merchantId: '2',
        orderId: 9,
        amount: 123_405,
        returnUrl: 'https://huquq.uz/ru/home/orders/9',
      }),
    );
    expect(Object.fromEntries(url.searchParams)).toEqual({
      service_id: '1',
      merchant_id: '2',
      amount: '1234.05',
      transaction_param: '9',
      return_url: 'https://huquq.uz/ru/home/orders/9',
    });
  });
});

describe('Payme rules', () => {
  test('a created transaction times out after 43 200 000 ms from Payme’s time', () => {
    expect(PAYME_TIMEOUT_MS).toBe(12 * 60 * 60 * 1000);
    expect(paymeTimedOut(1_000, 1_000 + PAYME_TIMEOUT_MS)).toBe(false);
    expect(paymeTimedOut(1_000, 1_001 + PAYME_TIMEOUT_MS)).toBe(true);
  });

  test('states by number and 13-digit times', () => {
    expect(['created', 'performed', 'cancelled', 'cancelled_after_perform'].map((s) => paymeState(s as Parameters<typeof paymeState>[0]))).toEqual([
      1, 2, -1, -2,
    ]);
    expect(isPaymeTime(1_764_057_600_000)).toBe(true);
    for (const bad of [-1, 1.5, '1764057600000', 10_000_000_000_000, null]) expect(isPaymeTime(bad)).toBe(false);
  });
});
