import { clickFiscalItems, paymeReceiptDetail, vatIncluded, type SoldLine } from '../../../shared/payments/fiscal';

const line = (over: Partial<SoldLine> = {}): SoldLine => ({
  title: 'Maslahat',
  unitPrice: 150_000_00,
  quantity: 2,
  code: '10305008001000000',
  packageCode: '1500523',
  vatPercent: 12,
  sellerTin: null,
  sellerPinfl: '31234567890123',
  ...over,
});

describe('fiscal receipt lines (ADR 016)', () => {
  test('VAT contained in a price, in whole tiyin', () => {
    expect(vatIncluded(112_00, 12)).toBe(12_00);
    expect(vatIncluded(300_000_00, 12)).toBe(3_214_286);
    expect(vatIncluded(300_000_00, 0)).toBe(0);
  });

  test('Payme’s detail: receipt_type 0 and a unit price per line; none when a line lacks its data', () => {
    expect(paymeReceiptDetail([line()])).toEqual({
      receipt_type: 0,
      items: [{ title: 'Maslahat', price: 150_000_00, count: 2, code: '10305008001000000', package_code: '1500523', vat_percent: 12 }],
    });
    expect(paymeReceiptDetail([line(), line({ code: null })])).toBeNull();
    expect(paymeReceiptDetail([line({ vatPercent: null })])).toBeNull();
    expect(paymeReceiptDetail([])).toBeNull();
  });

  test('Click’s items: line totals and VAT in tiyin, the seller’s TIN before a PINFL, names of at most 63 characters ending in the unit', () => {
    const [item] = clickFiscalItems([line({ sellerTin: '301234567' })])!;
    expect(item).toEqual({
      Name: 'Maslahat xizmat',
      SPIC: '10305008001000000',
      PackageCode: '1500523',
      GoodPrice: 150_000_00,
      Price: 300_000_00,
      Amount: 2,
      VAT: 3_214_286,
      VATPercent: 12,
      CommissionInfo: { TIN: '301234567' },
    });
    expect(clickFiscalItems([line()])![0]!.CommissionInfo).toEqual({ PINFL: '31234567890123' });
    const long = clickFiscalItems([line({ title: 'Ajralish '.repeat(20) })])![0]!.Name;
    expect([...long].length).toBeLessThanOrEqual(63);
    expect(long.endsWith('… xizmat')).toBe(true);
    expect(clickFiscalItems([line({ sellerPinfl: null })])).toBeNull();
  });
});
