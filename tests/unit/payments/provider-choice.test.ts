import { basketReturnPath, initialProvider } from '../../../client/components/orders/provider-choice';

describe('the basket’s provider survives signing in', () => {
  test('the query’s provider when it is on offer, else the first on offer', () => {
    expect(initialProvider('click', ['payme', 'click'])).toBe('click');
    expect(initialProvider('payme', ['payme', 'click'])).toBe('payme');
    expect(initialProvider(null, ['payme', 'click'])).toBe('payme');
    expect(initialProvider('paypal', ['payme', 'click'])).toBe('payme');
    expect(initialProvider('click', ['payme'])).toBe('payme');
    expect(initialProvider(null, [])).toBe('payme');
  });

  test('sign-in comes back to the basket with the choice', () => {
    expect(basketReturnPath('/ru/basket', 'click')).toBe('/ru/basket?provider=click');
    expect(initialProvider(new URL(`https://x${basketReturnPath('/basket', 'click')}`).searchParams.get('provider'), ['payme', 'click'])).toBe('click');
  });
});
