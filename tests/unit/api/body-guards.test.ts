import { isDecodingError, unstorableTextPath } from '../../../server/api/body';

describe('the API body guards (issue 29)', () => {
  test('unstorableTextPath names the first field, key or value, holding a lone surrogate', () => {
    expect(unstorableTextPath({ a: 'ok', b: { c: ['fine', 'bad \ud800'] } })).toBe('b.c.1');
    expect(unstorableTextPath({ 'k\udc00': 1 })).toBe('k\udc00');
    expect(unstorableTextPath('\ud800')).toBe('body');
    expect(unstorableTextPath({ text: 'emoji 😀', n: 1, none: null })).toBeNull();
  });

  test('isDecodingError: only an untyped 400 of a body sent with a Content-Encoding', () => {
    const zlib = Object.assign(new Error('incorrect header check'), { code: 'Z_DATA_ERROR', status: 400 });
    expect(isDecodingError(zlib, 'gzip')).toBe(true);
    expect(isDecodingError(zlib, ' BR ')).toBe(true);
    expect(isDecodingError(zlib, undefined)).toBe(false);
    expect(isDecodingError(zlib, 'identity')).toBe(false);
    expect(isDecodingError(Object.assign(new Error('x'), { type: 'entity.parse.failed', status: 400 }), 'gzip')).toBe(false);
    expect(isDecodingError(Object.assign(new Error('x'), { status: 500 }), 'gzip')).toBe(false);
  });
});
