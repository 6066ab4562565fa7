import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { PublicReview, ReviewList } from '../../../shared/api/reviews/contract.js';
import { createTranslator } from '../../../shared/i18n/index.js';
import { LOCALES, type Locale } from '../../../shared/locales.js';
import { averageText, percentText, reviewMonthText, starBars } from '../../../client/components/reviews/review-views.js';
import { personRatingLd, reviewProperties } from '../../../client/components/reviews/structured-data.js';

const counts = (five: number, four: number, three: number, two: number, one: number) => ({ '5': five, '4': four, '3': three, '2': two, '1': one });

describe('the star histogram', () => {
  test('lists 5 stars first with each share of the reviews', () => {
    expect(starBars(counts(6, 2, 1, 0, 1))).toEqual([
      { stars: 5, count: 6, percent: 60 },
      { stars: 4, count: 2, percent: 20 },
      { stars: 3, count: 1, percent: 10 },
      { stars: 2, count: 0, percent: 0 },
      { stars: 1, count: 1, percent: 10 },
    ]);
  });

  test('rounded shares add up to 100', () => {
    for (const split of [counts(1, 1, 1, 0, 0), counts(2, 1, 0, 0, 0), counts(7, 3, 2, 1, 1), counts(97, 1, 1, 1, 0)]) {
      expect(starBars(split).reduce((sum, bar) => sum + bar.percent, 0)).toBeGreaterThanOrEqual(100);
      expect(starBars(split).reduce((sum, bar) => sum + bar.percent, 0)).toBeLessThanOrEqual(101);
    }
    expect(starBars(counts(1, 1, 1, 0, 0)).map((bar) => bar.percent)).toEqual([34, 33, 33, 0, 0]);
  });

  test('a star given once never reads as nothing', () => {
    const bars = starBars(counts(400, 0, 0, 0, 1));
    expect(bars.find((bar) => bar.stars === 1)?.percent).toBe(1);
  });

  test('no reviews: every bar is empty', () => {
    expect(starBars(counts(0, 0, 0, 0, 0)).every((bar) => bar.percent === 0 && bar.count === 0)).toBe(true);
  });
});

describe('numbers and months in the page’s language', () => {
  test('the average has one decimal in the locale’s notation', () => {
    expect(averageText(4.8, 'en')).toBe('4.8');
    expect(averageText(4.8, 'ru')).toBe('4,8');
    expect(averageText(5, 'uz')).toBe('5,0');
  });

  test('a share is written as the locale writes percentages', () => {
    expect(percentText(60, 'en')).toBe('60%');
    expect(percentText(60, 'ru')).toBe('60\u00a0%');
  });

  test('the month next to the badge', () => {
    expect(reviewMonthText('2026-11', 'uz')).toBe('2026-yil noyabr');
    expect(reviewMonthText('2026-11', 'ru')).toBe('ноябрь 2026');
    expect(reviewMonthText('2026-11', 'en')).toBe('November 2026');
  });
});

describe('the texts of the reviews', () => {
  const translator = (lng: Locale) =>
    createTranslator(lng, { [lng]: { reviews: JSON.parse(readFileSync(path.resolve('locales', lng, 'reviews.json'), 'utf8')) as Record<string, unknown> } });

  test('the count of reviews takes each language’s plural forms', () => {
    const ru = translator('ru').getFixedT('ru', 'reviews');
    expect([1, 3, 5, 11, 21, 22].map((count) => ru('summary.count', { count }))).toEqual([
      '1 отзыв',
      '3 отзыва',
      '5 отзывов',
      '11 отзывов',
      '21 отзыв',
      '22 отзыва',
    ]);
    const en = translator('en').getFixedT('en', 'reviews');
    expect([1, 2].map((count) => en('summary.count', { count }))).toEqual(['1 review', '2 reviews']);
    const uz = translator('uz').getFixedT('uz', 'reviews');
    expect([1, 2].map((count) => uz('summary.count', { count }))).toEqual(['1 ta sharh', '2 ta sharh']);
  });

  test.each(LOCALES)('the badge and the empty state read naturally in %s', (lng) => {
    const t = translator(lng).getFixedT(lng, 'reviews');
    expect(t('review.verified')).toBe({ uz: 'Tekshirilgan mijoz', ru: 'Проверенный клиент', en: 'Verified client' }[lng]);
    expect(t('empty.text')).not.toBe('empty.text');
  });
});

const review = (id: number, stars: number): PublicReview => ({
  id,
  stars,
  text: 'Hujjatlarni tez va tushunarli tayyorlab berdi.',
  lang: 'uz',
  author: 'Aziz K.',
  month: '2026-11',
  verifiedClient: true,
  service: { id: 3, title: 'Shartnoma tuzish' },
  subject: { kind: 'specialist', nickname: 'dilnoza.y', name: 'Dilnoza Yusupova' },
  createdAt: '2026-11-20T10:00:00.000Z',
  editedAt: null,
  answer: null,
});

describe('schema.org for reviews', () => {
  const list: ReviewList = {
    items: [review(1, 5), review(2, 4)],
    total: 2,
    page: 1,
    pageSize: 5,
    rating: { average: 4.5, count: 2 },
    stars: counts(1, 1, 0, 0, 0),
  };
  const none: ReviewList = { items: [], total: 0, page: 1, pageSize: 5, rating: null, stars: counts(0, 0, 0, 0, 0) };

  test('a service or a firm carries its rating and reviews', () => {
    const properties = reviewProperties(list);
    expect(properties.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: '4.5', reviewCount: 2, bestRating: 5, worstRating: 1 });
    expect(properties.review).toHaveLength(2);
    expect((properties.review as Array<Record<string, unknown>>)[0]).toMatchObject({
      '@type': 'Review',
      author: { '@type': 'Person', name: 'Aziz K.' },
      inLanguage: 'uz',
      reviewRating: { ratingValue: 5 },
    });
  });

  test('a person’s rating names the person it is of', () => {
    const [aggregate, ...reviews] = personRatingLd(list, { name: 'Dilnoza Yusupova', url: 'https://huquq.uz/dilnoza.y' });
    expect(aggregate).toMatchObject({ '@type': 'AggregateRating', itemReviewed: { '@type': 'Person', url: 'https://huquq.uz/dilnoza.y' } });
    expect(reviews).toHaveLength(2);
  });

  test('nothing without reviews', () => {
    expect(reviewProperties(none)).toEqual({});
    expect(personRatingLd(none, { name: 'X', url: 'u' })).toEqual([]);
  });
});
