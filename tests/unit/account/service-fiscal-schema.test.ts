/**
 * A service's fiscal data as its specialist gives it (issue 29, ADR 016): the one schema of the
 * /home form and of PUT /api/v1/me/specialist/services/{id}/fiscal normalizes the codes to bare
 * digits and fails field by field with shared/validation's rules, naming the form's labels.
 */
import { operationPath } from '../../../shared/api/caller';
import { IKPU_DIGITS, SERVICE_FISCAL_FIELDS, VAT_RATES, type ServiceFiscalLabels } from '../../../shared/account/service-fiscal';
import { serviceFiscalSchema } from '../../../shared/account/service-fiscal-schema';
import { messageFor } from '../../../shared/validation';

const labels: ServiceFiscalLabels = { ikpuCode: 'IKPU code', packageCode: 'Package code', vatPercent: 'VAT' };
const schema = serviceFiscalSchema(labels);

/** Each failing field and the rule it failed, in the order of the fields. */
function failures(input: unknown): Array<[string, string | undefined]> {
  const result = schema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.map((issue) => [issue.path.join('.'), (issue as { params?: { rule?: string } }).params?.rule]);
}

describe('the service fiscal data schema', () => {
  test('takes a 17-digit code, a package code and a rate, as typed or copied with spaces, dots and hyphens', () => {
    expect(schema.parse({ ikpuCode: '10305008001000000', packageCode: '1500523', vatPercent: 12 })).toEqual({
      ikpuCode: '10305008001000000',
      packageCode: '1500523',
      vatPercent: 12,
    });
    expect(schema.parse({ ikpuCode: ' 10305 008 001-000.000 ', packageCode: ' 1 500 523 ', vatPercent: '0' })).toEqual({
      ikpuCode: '10305008001000000',
      packageCode: '1500523',
      vatPercent: 0,
    });
    // The database's range: any whole rate from 0 to 100, though the form offers the usual ones.
    expect(schema.parse({ ikpuCode: '10305008001000000', packageCode: '7', vatPercent: 15 }).vatPercent).toBe(15);
    expect(VAT_RATES).toEqual([12, 0]);
  });

  test('a missing value is required, one of another form invalid, a code of another length names the length', () => {
    expect(failures({})).toEqual([
      ['ikpuCode', 'required'],
      ['packageCode', 'required'],
      ['vatPercent', 'required'],
    ]);
    expect(failures({ ikpuCode: '', packageCode: '  ', vatPercent: '' })).toEqual([
      ['ikpuCode', 'required'],
      ['packageCode', 'required'],
      ['vatPercent', 'required'],
    ]);
    expect(failures({ ikpuCode: '1030500800100000', packageCode: '1500523', vatPercent: 12 })).toEqual([['ikpuCode', 'length']]);
    expect(failures({ ikpuCode: '103050080010000001', packageCode: '1500523', vatPercent: 12 })).toEqual([['ikpuCode', 'length']]);
    expect(failures({ ikpuCode: '10305OO8001000000', packageCode: 'box', vatPercent: 12 })).toEqual([
      ['ikpuCode', 'invalid'],
      ['packageCode', 'invalid'],
    ]);
    expect(failures({ ikpuCode: ['10305008001000000'], packageCode: '1'.repeat(21), vatPercent: 12 })).toEqual([
      ['ikpuCode', 'invalid'],
      ['packageCode', 'invalid'],
    ]);
  });

  test('a rate outside 0–100, or not whole, is not one of the options', () => {
    for (const vatPercent of [-1, 101, 12.5, '12%', 'twelve', true]) {
      expect(failures({ ikpuCode: '10305008001000000', packageCode: '1500523', vatPercent })).toEqual([['vatPercent', 'option']]);
    }
  });

  test('anything but an object fails every field; unknown fields are dropped', () => {
    expect(failures('10305008001000000').map(([field]) => field)).toEqual([...SERVICE_FISCAL_FIELDS]);
    expect(failures(null).map(([field]) => field)).toEqual([...SERVICE_FISCAL_FIELDS]);
    expect(schema.parse({ ikpuCode: '10305008001000000', packageCode: '1500523', vatPercent: 12, published: false })).not.toHaveProperty('published');
  });

  test('its issues carry what the messages need: the label and the rule’s values', () => {
    const result = schema.safeParse({ ikpuCode: '123', packageCode: '1', vatPercent: 12 });
    expect(result.success).toBe(false);
    const params = (result.error!.issues[0] as { params?: { rule: 'length'; field: string; values: Record<string, number> } }).params!;
    expect(params).toEqual({ rule: 'length', field: 'IKPU code', values: { length: IKPU_DIGITS } });
    expect(messageFor({ key: params.rule, params: params.values }, params.field)).toBe('IKPU code must be exactly 17 characters long.');
  });

  test('the write’s path names the service', () => {
    expect(operationPath('setServiceFiscal', { id: 42 })).toBe('/me/specialist/services/42/fiscal');
  });
});
