import path from 'node:path';
import { z } from 'zod';
import { ruleSchema } from '../../../shared/validation';
import { fieldErrors } from '../../../server/api/field-errors';
import { createApiMessages } from '../../../server/api/messages';
import { loadLocaleResources } from '../../../server/web/i18n';

const messages = createApiMessages(loadLocaleResources(path.resolve('locales')));
const schema = z.object({
  phone: ruleSchema(['required', 'length:9'], 'Telefon').pipe(z.string()),
  quantity: z.number().int().min(1),
  name: z.string(),
  kind: z.enum(['a', 'b']).optional(),
});

function fields(input: Record<string, unknown>, lang: 'uz' | 'ru' | 'en') {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected a failure');
  return fieldErrors(result.error.issues, input, messages.validation(lang));
}

describe('zod issues as localized field errors', () => {
  test('missing is required, under the minimum is min_value, anything else is invalid', () => {
    expect(fields({ quantity: 0, kind: 'c' }, 'en')).toEqual({
      phone: 'Telefon is required.',
      quantity: 'quantity must be at least 1.',
      name: 'name is required.',
      kind: 'kind is not valid.',
    });
  });

  test('a rule of shared/validation keeps its own label and values, translated per call', () => {
    expect(fields({ phone: '12', quantity: 1, name: 'x' }, 'ru')).toEqual({ phone: 'Количество символов в поле «Telefon» должно быть равно 9.' });
    expect(fields({ phone: '12', quantity: 1, name: 'x' }, 'uz')).toEqual({ phone: '«Telefon» maydoni 9 ta belgidan iborat boʻlishi kerak.' });
  });

  test('nested paths are joined with dots; a wrong type that is present is invalid, not required', () => {
    const nested = z.object({ items: z.array(z.object({ qty: z.number() })) });
    const input = { items: [{ qty: 'two' }] };
    const result = nested.safeParse(input);
    expect(fieldErrors(result.error!.issues, input, messages.validation('en'))).toEqual({ 'items.0.qty': 'items.0.qty is not valid.' });
  });
});
