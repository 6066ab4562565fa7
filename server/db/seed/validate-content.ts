/** Checks seed content before writing, so a mistake reads as a sentence rather than a constraint name. */
import { isValidNickname } from '../../../shared/routes';
import { REVIEW_ANSWER_MAX, REVIEW_ANSWER_MIN, REVIEW_TEXT_MAX, REVIEW_TEXT_MIN } from '../../../shared/reviews/rules';
import type { SeedContent } from './content/types';
import { seedTransactionId, tashkentTime } from './review-orders';

export function validateContent(content: SeedContent): void {
  const problems: string[] = [];
  const unique = (kind: string, keys: string[]) => {
    const seen = new Set<string>();
    for (const key of keys) {
      if (seen.has(key)) problems.push(`${kind} "${key}" appears twice`);
      seen.add(key);
    }
  };
  unique(
    'region',
    content.regions.map((r) => r.id),
  );
  unique(
    'specialization group',
    content.parentSpecializations.map((g) => g.id),
  );
  unique(
    'specialization',
    content.specializations.map((s) => s.id),
  );
  unique(
    'law firm',
    content.lawFirms.map((f) => f.id),
  );
  unique(
    'specialist',
    content.specialists.map((s) => s.nickname),
  );
  unique(
    'service',
    content.services.map((s) => s.id),
  );
  unique(
    'reference category',
    content.referenceCategories.map((c) => c.id),
  );
  unique(
    'reference article',
    content.referenceArticles.map((a) => a.id),
  );
  unique(
    'document category',
    content.documentCategories.map((c) => c.id),
  );
  unique(
    'document template',
    content.documentTemplates.map((d) => d.id),
  );
  unique(
    'claim category',
    content.claimCategories.map((c) => c.id),
  );
  unique(
    'claim template',
    content.claimTemplates.map((c) => c.id),
  );
  unique(
    'court',
    content.courts.map((c) => c.id),
  );
  unique(
    'district',
    content.districts.map((d) => d.id),
  );
  unique(
    'support category',
    content.supportCategories.map((c) => c.id),
  );
  unique(
    'support question',
    content.supportQuestions.map((q) => q.id),
  );
  for (const specialist of content.specialists) {
    if (!isValidNickname(specialist.nickname)) {
      problems.push(`specialist nickname "${specialist.nickname}" is not 3–32 of a-z 0-9 _ . or is a reserved path segment`);
    }
  }
  problems.push(...reviewProblems(content));
  if (problems.length) throw new Error(`Seed content is not valid:\n  - ${problems.join('\n  - ')}`);
}

/** Seeded clients and reviews: what the database would refuse, said with the review's id. */
function reviewProblems(content: SeedContent): string[] {
  const problems: string[] = [];
  const clients = new Set(content.clients.map((c) => c.id));
  const pinfls = new Set<string>();
  for (const client of content.clients) {
    if (!/^699[0-9]{11}$/.test(client.pinfl)) problems.push(`client "${client.id}": PINFL ${client.pinfl} is not 14 digits starting 699`);
    if (pinfls.has(client.pinfl)) problems.push(`client "${client.id}": PINFL ${client.pinfl} appears twice`);
    pinfls.add(client.pinfl);
    if (!content.reviews.some((r) => r.clientId === client.id)) problems.push(`client "${client.id}" wrote no review`);
  }
  const ids = new Set<string>();
  const transactions = new Set<string>();
  for (const review of content.reviews) {
    const at = `review "${review.id}"`;
    if (ids.has(review.id)) problems.push(`${at} appears twice`);
    ids.add(review.id);
    if (!clients.has(review.clientId)) problems.push(`${at} refers to unknown client "${review.clientId}"`);
    if (!Number.isInteger(review.stars) || review.stars < 1 || review.stars > 5) problems.push(`${at}: stars ${review.stars} are not 1–5`);
    const length = review.body.trim().length;
    if (length < REVIEW_TEXT_MIN || length > REVIEW_TEXT_MAX) problems.push(`${at}: ${length} characters, not ${REVIEW_TEXT_MIN}–${REVIEW_TEXT_MAX}`);
    if (review.answer) {
      const answer = review.answer.text.trim().length;
      if (answer < REVIEW_ANSWER_MIN || answer > REVIEW_ANSWER_MAX) problems.push(`${at}: the answer has ${answer} characters`);
    }
    try {
      tashkentTime(review.writtenAt);
    } catch (error) {
      problems.push(`${at}: ${(error as Error).message}`);
    }
    // The copy number is the id's end: the rest must tell reviews apart (review-orders.ts).
    const transaction = `${review.provider}:${seedTransactionId(review.id, review.provider).slice(0, -4)}`;
    if (transactions.has(transaction)) problems.push(`${at}: its payment's transaction id collides with another review's; rename it`);
    transactions.add(transaction);
  }
  return problems;
}
