import { isConnectionFailure, retryDelay, shouldRetryError, shouldRetryStatus } from '../../../server/api-client/retry';
import { apiRoot } from '../../../server/api-client/http';

describe('retry policy (docs/design.md §5)', () => {
  const RETRIED = [408, 409, 425, 429, 500, 502, 503, 504];

  test.each(['GET', 'HEAD', 'get'])('%s is retried once on the listed statuses', (method) => {
    for (const status of RETRIED) {
      expect(shouldRetryStatus(method, status, 0)).toBe(true);
      expect(shouldRetryStatus(method, status, 1)).toBe(false);
    }
    for (const status of [200, 400, 401, 403, 404, 410, 422, 501, 505]) expect(shouldRetryStatus(method, status, 0)).toBe(false);
  });

  test.each(['POST', 'PUT', 'PATCH', 'DELETE'])('%s is never retried', (method) => {
    for (const status of RETRIED) expect(shouldRetryStatus(method, status, 0)).toBe(false);
    expect(shouldRetryError(method, Object.assign(new Error('reset'), { code: 'ECONNRESET' }), 0)).toBe(false);
  });

  test('connection failures are recognised through causes; a time-out is not one', () => {
    expect(isConnectionFailure(Object.assign(new Error('x'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isConnectionFailure(new Error('fetch failed', { cause: Object.assign(new Error('y'), { code: 'UND_ERR_SOCKET' }) }))).toBe(true);
    expect(isConnectionFailure(Object.assign(new Error('t'), { code: 'UND_ERR_HEADERS_TIMEOUT' }))).toBe(false);
    expect(isConnectionFailure(new DOMException('The operation timed out', 'TimeoutError'))).toBe(false);
  });

  test('Retry-After in seconds, capped; otherwise the default delay', () => {
    expect(retryDelay('0', 100, 1000)).toBe(0);
    expect(retryDelay('1', 100, 1000)).toBe(1000);
    expect(retryDelay('120', 100, 1000)).toBe(1000);
    expect(retryDelay('Wed, 21 Oct 2015 07:28:00 GMT', 100, 1000)).toBe(100);
    expect(retryDelay(undefined, 100, 1000)).toBe(100);
  });

  test('API_BASE_URL with or without /api/v1', () => {
    expect(apiRoot('http://api:3000')).toBe('http://api:3000/api/v1');
    expect(apiRoot('http://api:3000/')).toBe('http://api:3000/api/v1');
    expect(apiRoot('https://huquq.uz/api/v1/')).toBe('https://huquq.uz/api/v1');
  });
});
