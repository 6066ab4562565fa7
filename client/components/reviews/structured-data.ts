/**
 * schema.org for reviews (issue 12), added to the JSON-LD a page already builds, only when there
 * are reviews: `aggregateRating` and the shown `review`s on a Service or LegalService, and for a
 * specialist (a Person, which schema.org gives no rating) an AggregateRating and Reviews that
 * name them as the item reviewed.
 */
import type { PublicReview, ReviewList } from '../../../shared/api/reviews/contract.js';

type Thing = Record<string, unknown>;

const CONTEXT = 'https://schema.org';

function ratingValue(list: ReviewList): Thing | null {
  if (!list.rating || list.rating.count === 0) return null;
  return { '@type': 'AggregateRating', ratingValue: list.rating.average.toFixed(1), reviewCount: list.rating.count, bestRating: 5, worstRating: 1 };
}

export function reviewLd(review: PublicReview): Thing {
  return {
    '@type': 'Review',
    author: { '@type': 'Person', name: review.author },
    datePublished: review.createdAt.slice(0, 10),
    reviewBody: review.text,
    inLanguage: review.lang,
    reviewRating: { '@type': 'Rating', ratingValue: review.stars, bestRating: 5, worstRating: 1 },
  };
}

/** The properties to spread into a Service or LegalService: nothing when there is no review. */
export function reviewProperties(list: ReviewList | null | undefined): Thing {
  const aggregate = list ? ratingValue(list) : null;
  if (!list || !aggregate) return {};
  return { aggregateRating: aggregate, review: list.items.map(reviewLd) };
}

/**
 * For a specialist's profile: the rating of the person and each shown review, as items of their
 * own that name the person reviewed (empty without reviews).
 */
export function personRatingLd(list: ReviewList | null | undefined, person: { name: string; url: string }): Thing[] {
  const aggregate = list ? ratingValue(list) : null;
  if (!list || !aggregate) return [];
  const itemReviewed = { '@type': 'Person', name: person.name, url: person.url };
  return [{ '@context': CONTEXT, ...aggregate, itemReviewed }, ...list.items.map((review) => ({ '@context': CONTEXT, ...reviewLd(review), itemReviewed }))];
}
