import { createHash } from 'node:crypto';
import { clickSignSource, parseClickRequest } from '../../../shared/payments/click';

const prepare = {
  click_trans_id: '9007199254740993',
  service_id: '24680',
  click_paydoc_id: '1234567',
  merchant_trans_id: '197',
  amount: '1500.00',
  action: '0',
  error: '0',
  error_note: 'Success',
  sign_time: '2026-11-25 16:04:05',
  sign_string: 'abc',
};

describe('Click requests', () => {
  test('the signed string joins the raw fields without separators; Complete adds merchant_prepare_id after merchant_trans_id', () => {
    const request = parseClickRequest(prepare, false)!;
    expect(clickSignSource(request, 'KEY')).toBe('900719925474099324680KEY1971500.0002026-11-25 16:04:05');
    const complete = parseClickRequest({ ...prepare, action: '1', merchant_prepare_id: '55' }, true)!;
    expect(clickSignSource(complete, 'KEY')).toBe('900719925474099324680KEY197551500.0012026-11-25 16:04:05');
    // A 64-bit id beyond 2^53 stays as sent (as a JS number it would read …992).
    expect(request.click_trans_id).toBe('9007199254740993');
    expect(createHash('md5').update(clickSignSource(request, 'KEY')).digest('hex')).toMatch(/^[0-9a-f]{32}$/);
  });

  test('a Prepare ignores merchant_prepare_id; a Complete needs it', () => {
    expect(parseClickRequest({ ...prepare, merchant_prepare_id: '5' }, false)).not.toHaveProperty('merchant_prepare_id');
    expect(parseClickRequest(prepare, true)).toBeNull();
  });

  test('missing or malformed fields are refused', () => {
    for (const [field, value] of [
      ['click_trans_id', undefined],
      ['click_trans_id', '-1'],
      ['click_trans_id', '1.5'],
      ['service_id', 'abc'],
      ['click_paydoc_id', ''],
      ['merchant_trans_id', ''],
      ['amount', undefined],
      ['error', 'x'],
      ['sign_time', '2026-11-25T16:04:05Z'],
      ['sign_string', undefined],
      ['amount', ['1', '2']],
    ] as const) {
      expect([field, value, parseClickRequest({ ...prepare, [field]: value }, false)]).toEqual([field, value, null]);
    }
    // error_note is optional.
    const { error_note: _note, ...rest } = prepare;
    expect(parseClickRequest(rest, false)?.error_note).toBe('');
  });
});
