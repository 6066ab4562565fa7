/** The delivery worker's back-off (server/notifications/backoff.ts). */
import { exhausted, MAX_ATTEMPTS, RETRY_BASE_MS, RETRY_CAP_MS, retryDelayMs } from '../../../server/notifications/backoff.js';

const middle = () => 0.5; // no jitter

test('the wait doubles from 30 seconds with each failed attempt, up to an hour', () => {
  expect([1, 2, 3, 4, 5, 6, 7].map((attempt) => retryDelayMs(attempt, middle))).toEqual([30, 60, 120, 240, 480, 960, 1920].map((s) => s * 1000));
  expect(retryDelayMs(8, middle)).toBe(RETRY_CAP_MS);
  expect(retryDelayMs(50, middle)).toBe(RETRY_CAP_MS);
  expect(retryDelayMs(0, middle)).toBe(RETRY_BASE_MS);
});

test('jitter keeps each wait within ±20 %', () => {
  expect(retryDelayMs(3, () => 0)).toBe(96_000);
  expect(retryDelayMs(3, () => 0.999999)).toBe(144_000);
});

test('the eighth failure is the last', () => {
  expect(MAX_ATTEMPTS).toBe(8);
  expect(exhausted(7)).toBe(false);
  expect(exhausted(8)).toBe(true);
});
