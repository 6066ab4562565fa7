/**
 * Reviews from paid clients (issue 12; rules in shared/reviews/rules.ts, table in migration 0013):
 * the bodies and parameters the API validates and what it answers.
 *
 * Endpoints (under /api/v1; writes need a session, CSRF and the usual rate limits):
 * - `GET /reviews?specialist={nickname}|lawFirm={id}|service={id}&page=&pageSize=` → `ReviewList`
 *   (public, visible reviews, newest first; exactly one of the three filters).
 * - `GET /me/orders/{id}` → each `OwnOrder.items[]` also carries `review: OwnReviewState`.
 * - `POST /me/orders/{orderId}/items/{itemId}/review` `ReviewInput` → 201 `PublicReview`
 *   (only the order's client, only once the work is done; a second one is 409 `review_exists`;
 *   not reviewable yet is 409 `review_not_allowed`; someone else's order is 404).
 * - `PATCH /me/reviews/{id}` `ReviewInput` → 200 `PublicReview` (the author, within 30 days of
 *   writing it; after that 409 `review_edit_closed`).
 * - `POST /me/reviews/{id}/answer` `ReviewAnswerInput` → 200 `PublicReview` (the specialist whose
 *   work was reviewed, once; a second answer is 409 `review_answered`; anyone else 404).
 * - `POST /reviews/{id}/report` `ReviewReportInput` → 202 `{reported: true}` (signed in; one report
 *   per person and review, a repeat answers the same; one's own review 409 `review_own`).
 */
import { z } from 'zod';
import { LOCALES, type Locale } from '../../locales';
import { REVIEW_ANSWER_MAX, REVIEW_ANSWER_MIN, REVIEW_REPORT_REASON_MAX, REVIEW_TEXT_MAX, REVIEW_TEXT_MIN, reviewTextLength } from '../../reviews/rules';
import { isValidNickname } from '../../routes';
import { storableText } from '../../validation';
import { idParam, intParam, pagination } from '../params';
import type { ListResult, Rating } from '../types';

/** GET /reviews: whose reviews (exactly one), and the page. */
export const reviewListQuery = z
  .object({
    specialist: z.string().refine(isValidNickname).optional(),
    lawFirm: idParam.optional(),
    service: idParam.optional(),
    ...pagination,
  })
  .refine((query) => [query.specialist, query.lawFirm, query.service].filter((value) => value !== undefined).length === 1, {
    message: 'exactly one of specialist, lawFirm, service',
  });
export type ReviewListInput = { specialist?: string; lawFirm?: number; service?: number; page?: number; pageSize?: number };

/** No NUL: PostgreSQL cannot store it in text (it would fail as a 500, not as the visitor's mistake). */
const withoutNul = (text: string) => !text.includes('\u0000');

/**
 * Text of `min`…`max` characters counted as the database's checks count them (code points:
 * reviewTextLength), trimmed.
 */
const reviewText = (min: number, max: number) =>
  z
    .string()
    .max(max * 2 + 1000) // whatever the count, never more UTF-16 units than this (and no work on a huge string)
    .trim()
    .superRefine(storableText())
    .refine(withoutNul)
    .refine((text) => {
      const length = reviewTextLength(text);
      return length >= min && length <= max;
    });

/** POST …/review and PATCH /me/reviews/{id}: the stars and the text, in the language written. */
export const reviewBody = z
  .object({
    stars: intParam().pipe(z.number().min(1).max(5)),
    text: reviewText(REVIEW_TEXT_MIN, REVIEW_TEXT_MAX),
    /** The language the text is in; the page's language when not given. */
    lang: z.enum(LOCALES).optional(),
  })
  .strict();
export type ReviewInput = z.input<typeof reviewBody>;

/** POST /me/reviews/{id}/answer */
export const reviewAnswerBody = z.object({ text: reviewText(REVIEW_ANSWER_MIN, REVIEW_ANSWER_MAX), lang: z.enum(LOCALES).optional() }).strict();
export type ReviewAnswerInput = z.input<typeof reviewAnswerBody>;

/** POST /reviews/{id}/report */
export const reviewReportBody = z
  .object({ reason: z.string().trim().max(REVIEW_REPORT_REASON_MAX).superRefine(storableText()).refine(withoutNul).optional().default('') })
  .strict();
export type ReviewReportInput = z.input<typeof reviewReportBody>;

export const orderItemReviewParams = z.object({ orderId: idParam, itemId: idParam });
export const reviewParams = z.object({ id: idParam });

/** A review as everyone sees it. */
export interface PublicReview {
  id: number;
  stars: number;
  text: string;
  /** The language the client wrote in. */
  lang: Locale;
  /** "Aziz K.": the first name and the initial of the last. */
  author: string;
  /** 'YYYY-MM': the month shown next to the "verified client" badge. */
  month: string;
  /** Always true: only paid clients review (the badge). */
  verifiedClient: true;
  /** What was bought, in the asked language (null when the service is gone). */
  service: { id: number; title: string } | null;
  /** Whose work it was. */
  subject: { kind: 'specialist'; nickname: string; name: string } | { kind: 'lawfirm'; id: number; name: string };
  createdAt: string;
  /** Set when the text or stars were changed after writing. */
  editedAt: string | null;
  answer: { text: string; lang: Locale; answeredAt: string } | null;
  /** For the signed-in reader: may they answer it (the specialist, once), edit it (the author, in 30 days), report it. */
  viewer?: { canAnswer: boolean; canEdit: boolean; canReport: boolean; reported: boolean };
}

/** Stars 1…5 → how many visible reviews gave them. */
export type StarCounts = Record<'1' | '2' | '3' | '4' | '5', number>;

export interface ReviewList extends ListResult<PublicReview> {
  /** The rating the reviews give (the same numbers as the profile's). */
  rating: Rating | null;
  stars: StarCounts;
}

/** On each item of `GET /me/orders/{id}`: may the client review it, and their review if written. */
export interface OwnReviewState {
  /** The work is done (or completed) and no review was written yet. */
  canReview: boolean;
  review: (PublicReview & { editableUntil: string; canEdit: boolean }) | null;
}
