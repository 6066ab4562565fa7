import { z } from 'zod';
import { ruleRefinement, ruleSchema, validateField, type RuleSpec, type Translate } from '../../shared/validation';

describe('ruleRefinement', () => {
  const phoneRules: RuleSpec[] = ['required', 'length:9'];
  const body = z.object({
    phone: ruleSchema(phoneRules, 'Phone').pipe(z.string()),
    quantity: z
      .union([z.number(), z.string()])
      .optional()
      .superRefine(ruleRefinement(['min_value:1'], 'Quantity')),
  });

  it('passes valid values through', () => {
    expect(body.parse({ phone: '901234567', quantity: 2 })).toEqual({ phone: '901234567', quantity: 2 });
    expect(body.parse({ phone: '901234567' })).toEqual({ phone: '901234567' });
  });

  it('fails with the same message the form shows, on the field path', () => {
    const result = body.safeParse({ phone: '12', quantity: '0' });
    expect(result.success).toBe(false);
    const issues = result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues).toEqual([
      ['phone', validateField('12', phoneRules, 'Phone')],
      ['quantity', 'Quantity must be at least 1.'],
    ]);
  });

  it('gives "required" rather than a type error for a missing value', () => {
    const result = body.safeParse({});
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ['phone'], message: 'Phone is required.', code: 'custom' })]);
  });

  it('carries the rule and its values so an API can translate the message later', () => {
    const result = body.safeParse({ phone: '12' });
    expect(result.error?.issues[0]).toMatchObject({ params: { rule: 'length', field: 'Phone', values: { length: 9 } } });
  });

  it('uses a translator when given one', () => {
    const t: Translate = (key, options) => `${key}|${String(options.field)}`;
    expect(ruleSchema(['required'], 'Telefon', t).safeParse('').error?.issues[0]?.message).toBe('validation:required|Telefon');
  });

  it('throws for an unknown rule name when the schema is built', () => {
    expect(() => ruleRefinement(['uzbek_phone' as RuleSpec], 'Phone')).toThrow('Unknown validation rule: "uzbek_phone"');
  });
});
