import { REVIEW_EDIT_WINDOW_MS, isReviewEditable, isReviewable, ratingOfStars, reviewEditableUntil, reviewTextLength } from '../../../shared/reviews/rules';
import { reviewAnswerBody, reviewBody } from '../../../shared/api/reviews/contract';
import { reviewAuthorName } from '../../../shared/reviews/author';

describe('who may review', () => {
  test('an item is reviewable once its order is paid and its work done or completed', () => {
    expect(isReviewable('paid', 'done')).toBe(true);
    expect(isReviewable('paid', 'completed')).toBe(true);
    for (const fulfilment of ['waiting', 'in_progress'] as const) expect(isReviewable('paid', fulfilment)).toBe(false);
    for (const state of ['pending', 'expired', 'cancelled', 'refunded']) expect(isReviewable(state, 'done')).toBe(false);
  });
});

describe('editing for 30 days', () => {
  const written = new Date('2026-11-01T10:00:00.000Z');

  test('editable until 30 days after writing, not from that moment on', () => {
    expect(reviewEditableUntil(written).toISOString()).toBe('2026-12-01T10:00:00.000Z');
    expect(isReviewEditable(written, written)).toBe(true);
    expect(isReviewEditable(written, new Date(written.getTime() + REVIEW_EDIT_WINDOW_MS - 1))).toBe(true);
    expect(isReviewEditable(written, new Date(written.getTime() + REVIEW_EDIT_WINDOW_MS))).toBe(false);
  });
});

describe('the rating of the stars', () => {
  test('none is no rating; the mean is rounded to one decimal', () => {
    expect(ratingOfStars([])).toBeNull();
    expect(ratingOfStars([5])).toEqual({ average: 5, count: 1 });
    expect(ratingOfStars([5, 4])).toEqual({ average: 4.5, count: 2 });
    expect(ratingOfStars([5, 4, 1])).toEqual({ average: 3.3, count: 3 });
    expect(ratingOfStars([5, 5, 4])).toEqual({ average: 4.7, count: 3 });
  });

  test('a mean of exactly x.x5 rounds up, as PostgreSQL’s round() in the triggers does', () => {
    // 23 / 20 = 1.15, which as a binary fraction is 1.1499…
    const stars = [...Array<number>(17).fill(1), 2, 2, 2];
    expect(stars.reduce((a, b) => a + b, 0) / stars.length).toBe(1.15);
    expect(ratingOfStars(stars)).toEqual({ average: 1.2, count: 20 });
  });
});

describe('the author as shown', () => {
  test('first name and the initial of the last; OneID’s capitals read as names', () => {
    expect(reviewAuthorName('Aziz', 'Karimov')).toBe('Aziz K.');
    expect(reviewAuthorName('DILNOZA', 'YUSUPOVA')).toBe('Dilnoza Y.');
    expect(reviewAuthorName("O'TKIR", 'SHODMONOV')).toBe("O'tkir S.");
    expect(reviewAuthorName('ANNA-MARIA', 'ivanova')).toBe('Anna-Maria I.');
    expect(reviewAuthorName('Dilnoza', '')).toBe('Dilnoza');
    expect(reviewAuthorName('  Aziz  ', '  ')).toBe('Aziz');
    expect(reviewAuthorName('ЖАСУР', 'ЭРГАШЕВ')).toBe('Жасур Э.');
    expect(reviewAuthorName('', '')).toBe('—');
  });
});

describe('the length of a text', () => {
  test('counted in characters as PostgreSQL counts them, without the space around it', () => {
    expect(reviewTextLength('😀'.repeat(10))).toBe(10);
    expect(reviewTextLength('  Yaxshi  ')).toBe(6);
    expect(reviewTextLength('Oʻzbekiston')).toBe(11);
  });

  test('the body schemas count so: 2 000 emoji are a review, 10 are too short, a NUL is refused', () => {
    expect(reviewBody.safeParse({ stars: 5, text: '😀'.repeat(2000) }).success).toBe(true);
    expect(reviewBody.safeParse({ stars: 5, text: '😀'.repeat(2001) }).success).toBe(false);
    expect(reviewBody.safeParse({ stars: 5, text: '😀'.repeat(10) }).success).toBe(false);
    expect(reviewBody.safeParse({ stars: '4', text: 'Ish oʻz vaqtida bajarildi, rahmat!' }).data).toEqual({
      stars: 4,
      text: 'Ish oʻz vaqtida bajarildi, rahmat!',
    });
    expect(reviewBody.safeParse({ stars: 5, text: 'Twenty characters or more\u0000' }).success).toBe(false);
    expect(reviewAnswerBody.safeParse({ text: '🙏' }).success).toBe(false);
    expect(reviewAnswerBody.safeParse({ text: '🙏🙏' }).success).toBe(true);
  });
});
