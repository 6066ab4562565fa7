import { seedContent } from '../../../server/db/seed/content';
import { clickSignTime, reviewOrderTimes, seedTransactionId, tashkentTime } from '../../../server/db/seed/review-orders';

describe('the paid order behind each seeded review', () => {
  const services = new Map(seedContent.services.map((s) => [s.id, s]));

  test('placed, paid, started, done, confirmed, then reviewed and answered, in that order, within the payment’s 12 hours', () => {
    const bad: string[] = [];
    for (const review of seedContent.reviews) {
      const t = reviewOrderTimes(review, services.get(review.serviceId)!.duration);
      const steps = [
        t.orderCreatedAt,
        t.providerTime,
        t.paymentCreatedAt,
        t.paidAt,
        t.startedAt,
        t.doneAt,
        t.completedAt,
        t.reviewedAt,
        ...(t.answeredAt ? [t.answeredAt] : []),
      ];
      const ms = steps.map((s) => Date.parse(s));
      if (ms.some((value, i) => i > 0 && value <= ms[i - 1]!)) bad.push(`${review.id}: ${steps.join(' ')}`);
      if (Date.parse(t.paidAt) > Date.parse(t.expiresAt)) bad.push(`${review.id}: paid after expiry`);
      if (t.reviewedAt !== new Date(tashkentTime(review.writtenAt)).toISOString()) bad.push(`${review.id}: reviewed at ${t.reviewedAt}`);
    }
    expect(bad).toEqual([]);
    // The same review gives the same times on every run.
    const first = seedContent.reviews[0]!;
    expect(reviewOrderTimes(first, services.get(first.serviceId)!.duration)).toEqual(reviewOrderTimes(first, services.get(first.serviceId)!.duration));
  });

  test('transaction ids as the providers give them, the last four characters numbering the copy', () => {
    expect(seedTransactionId('divorce-consultation-c1', 'payme')).toMatch(/^[0-9a-f]{20}0001$/);
    expect(seedTransactionId('divorce-consultation-c1', 'payme', 100)).toMatch(/^[0-9a-f]{20}0064$/);
    expect(seedTransactionId('divorce-consultation-c1', 'click')).toMatch(/^[1-9]\d{9}0001$/);
    expect(seedTransactionId('divorce-consultation-c1', 'click', 100).slice(0, 10)).toBe(seedTransactionId('divorce-consultation-c1', 'click').slice(0, 10));
    expect(seedTransactionId('divorce-consultation-c1', 'payme')).not.toBe(seedTransactionId('divorce-consultation-c2', 'payme'));
  });

  test('Tashkent times', () => {
    expect(new Date(tashkentTime('2026-01-16 15:55')).toISOString()).toBe('2026-01-16T10:55:00.000Z');
    expect(() => tashkentTime('2026-01-16')).toThrow(/not a Tashkent time/);
    expect(clickSignTime('2026-01-16T10:55:07.123Z')).toBe('2026-01-16 15:55:07');
  });
});
