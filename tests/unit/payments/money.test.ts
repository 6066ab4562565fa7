import { MAX_ORDER_TIYIN, isTiyinAmount, somsTextToTiyin, tiyinToSoms } from '../../../shared/payments/money';

describe('money as the providers write it', () => {
  test('tiyin → so’m with two decimals, by integer arithmetic', () => {
    expect(tiyinToSoms(0)).toBe('0.00');
    expect(tiyinToSoms(5)).toBe('0.05');
    expect(tiyinToSoms(150_000)).toBe('1500.00');
    expect(tiyinToSoms(150_050)).toBe('1500.50');
    expect(tiyinToSoms(MAX_ORDER_TIYIN)).toBe('1000000000.00');
    expect(() => tiyinToSoms(-1)).toThrow(RangeError);
    expect(() => tiyinToSoms(1.5)).toThrow(RangeError);
  });

  test('so’m text → tiyin exactly; anything else is null', () => {
    expect(somsTextToTiyin('1500.00')).toBe(150_000);
    expect(somsTextToTiyin('1500.5')).toBe(150_050);
    expect(somsTextToTiyin('1500')).toBe(150_000);
    expect(somsTextToTiyin('0.01')).toBe(1);
    expect(somsTextToTiyin('0')).toBe(0);
    for (const bad of [
      '',
      ' 1500',
      '1500 ',
      '-1500',
      '+1500',
      '1e3',
      '1500.001',
      '01500',
      '1,500.00',
      '1500.',
      '.5',
      'NaN',
      'Infinity',
      '0x10',
      '10000000000.00',
      '999999999999',
    ]) {
      expect([bad, somsTextToTiyin(bad)]).toEqual([bad, null]);
    }
    // 0.1 + 0.2 never happens: the digits are read, not a float.
    expect(somsTextToTiyin('0.29')).toBe(29);
    expect(somsTextToTiyin('1000000000.00')).toBe(MAX_ORDER_TIYIN);
  });

  test('a Payme amount is a positive safe integer within the limit', () => {
    expect(isTiyinAmount(1)).toBe(true);
    expect(isTiyinAmount(MAX_ORDER_TIYIN)).toBe(true);
    for (const bad of [0, -1, 1.5, MAX_ORDER_TIYIN + 1, Number.NaN, Infinity, '100', null, 2 ** 60]) expect(isTiyinAmount(bad)).toBe(false);
  });
});
