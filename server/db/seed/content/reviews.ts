/**
 * Client reviews of the seeded services, and the clients who wrote them. Ratings are not content:
 * each review is written to the database through its client's paid and completed order of the
 * service (server/db/seed/write-reviews.ts), and the specialists' and firms' ratings are computed
 * from these reviews (migration 0013). A review is in one language, as its client wrote it.
 *
 * Authoring: `rv(service, client, stars, lang, writtenAt, provider, text, answer?)`, where the client
 * is `[n, FIRST, LAST, MIDDLE]` as OneID gives names (Latin capitals); `n` makes the client's id
 * (`client-n`) and PINFL (`699` and n in 11 digits: birth day 99 is nobody's real PINFL). A client
 * who bought several services repeats the same tuple; their language is that of their first review.
 * A review's id is `{service}-c{n}` (one review per client and service), stable once seeded.
 */
import { familyReviews } from './reviews-family';
import { workReviews } from './reviews-work';
import { moneyReviews } from './reviews-money';
import { businessReviews } from './reviews-business';
import type { AuthoredReview } from './review-authoring';
import type { SeedClient, SeedReview } from './types';

const authored: AuthoredReview[] = [...familyReviews, ...workReviews, ...moneyReviews, ...businessReviews];

export const reviews: SeedReview[] = authored.map(({ client: _client, ...review }) => review);

function clientsOf(list: readonly AuthoredReview[]): SeedClient[] {
  const byN = new Map<number, SeedClient>();
  const sorted = [...list].sort((a, b) => a.writtenAt.localeCompare(b.writtenAt));
  for (const { client, lang } of sorted) {
    const [n, firstName, lastName, middleName] = client;
    const known = byN.get(n);
    if (known && (known.firstName !== firstName || known.lastName !== lastName || known.middleName !== middleName)) {
      throw new Error(`Seed reviews: client ${n} is ${known.firstName} ${known.lastName} and ${firstName} ${lastName}`);
    }
    if (!known) byN.set(n, { id: `client-${n}`, pinfl: `699${String(n).padStart(11, '0')}`, firstName, lastName, middleName, locale: lang });
  }
  return [...byN.values()].sort((a, b) => a.pinfl.localeCompare(b.pinfl));
}

export const clients: SeedClient[] = clientsOf(authored);
