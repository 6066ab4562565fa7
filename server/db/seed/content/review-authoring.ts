/**
 * Authoring helpers of the seed reviews (reviews.ts): `rv(service, client, stars, lang, writtenAt,
 * provider, text, answer?)`, where the client is `[n, FIRST, LAST, MIDDLE]` as OneID gives names
 * (Latin capitals), and `answer(lang, afterHours, text)`.
 */
import type { Locale } from '../../../../shared/locales';
import type { PaymentProviderName, SeedReview, SeedReviewAnswer, Slug } from './types';

export type ClientTuple = readonly [n: number, firstName: string, lastName: string, middleName: string];

export interface AuthoredReview extends SeedReview {
  client: ClientTuple;
}

export function rv(
  serviceId: Slug,
  client: ClientTuple,
  stars: SeedReview['stars'],
  lang: Locale,
  writtenAt: string,
  provider: PaymentProviderName,
  body: string,
  answer?: SeedReviewAnswer,
): AuthoredReview {
  return {
    id: `${serviceId}-c${client[0]}`,
    clientId: `client-${client[0]}`,
    serviceId,
    provider,
    stars,
    lang,
    body: body.trim(),
    writtenAt,
    client,
    ...(answer ? { answer: { ...answer, text: answer.text.trim() } } : {}),
  };
}

/** The specialist's answer, `afterHours` after the review. */
export function answer(lang: Locale, afterHours: number, text: string): SeedReviewAnswer {
  return { text, lang, afterHours };
}
