import { ApiError, parseApiErrorBody } from '../../../shared/api/errors';

describe('parseApiErrorBody', () => {
  test('reads code, message and field messages', () => {
    const body = new ApiError(422, 'invalid_body', 'Check the fields', { name: 'Required' }).toBody();
    expect(parseApiErrorBody(body)).toEqual({ code: 'invalid_body', message: 'Check the fields', fields: { name: 'Required' } });
  });

  test('keeps what a conflict is with (error.current), with or without fields', () => {
    const current = { status: 'filed_by_user', allowedStatuses: ['closed', 'cancelled'] };
    const body = new ApiError(409, 'conflict', 'Not from here', undefined, { current }).toBody();
    expect(parseApiErrorBody(body)).toEqual({ code: 'conflict', message: 'Not from here', current });
    const withFields = new ApiError(409, 'conflict', 'Stale', { version: 'Old' }, { current: { version: 7 } }).toBody();
    expect(parseApiErrorBody(withFields)).toEqual({ code: 'conflict', message: 'Stale', fields: { version: 'Old' }, current: { version: 7 } });
  });

  test('refuses what is not an error body', () => {
    for (const value of [
      null,
      'x',
      1,
      {},
      { error: null },
      { error: { code: 1, message: 'x' } },
      { error: { code: 'x', message: 'y', fields: ['a'] } },
      { error: { code: 'x', message: 'y', fields: { a: 1 } } },
    ]) {
      expect(parseApiErrorBody(value)).toBeNull();
    }
  });
});
