/**
 * When a failed Telegram delivery is tried again (ADR 021): exponential back-off from 30 seconds,
 * doubling each attempt up to an hour, with ±20 % jitter so replicas that failed together do not
 * retry together; after MAX_ATTEMPTS failures the delivery is given up (state 'failed'). A 429
 * is not a failure: its retry_after is the wait, and it does not count as an attempt.
 */

export const MAX_ATTEMPTS = 8;
export const RETRY_BASE_MS = 30_000;
export const RETRY_CAP_MS = 3_600_000;

/** The wait after the `attempt`-th failed attempt (1-based); `random` in [0, 1). */
export function retryDelayMs(attempt: number, random: () => number = Math.random): number {
  const exponent = Math.min(Math.max(attempt, 1) - 1, 30);
  const delay = Math.min(RETRY_BASE_MS * 2 ** exponent, RETRY_CAP_MS);
  return Math.round(delay * (0.8 + 0.4 * random()));
}

/** Whether a delivery that failed its `attempts`-th attempt is given up. */
export const exhausted = (attempts: number): boolean => attempts >= MAX_ATTEMPTS;
