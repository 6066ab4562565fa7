/**
 * The operators' console (issue 32, ADR 022): what its API answers and takes. Every operation lives
 * under /api/v1/ops and answers 404 to anyone without a role (a guest too), as if it did not exist.
 *
 * - `GET  /ops/overview` → `OpsOverview`: the caller's roles and what waits.
 * - `GET  /ops/audit?page=&pageSize=` → `AuditList`, newest first; never editable.
 * - `GET  /ops/base-calculation-amounts` → `OpsBaseAmount[]`, newest first.
 * - `POST /ops/base-calculation-amounts/preview` `BaseAmountInput` → `BaseAmountPreview`: which
 *   claims still being written would have their duty estimate moved, and how; nothing is written.
 * - `POST /ops/base-calculation-amounts` `BaseAmountInput` → 201 `OpsBaseAmount` (409 `exists`
 *   when that day has an amount); `PUT /ops/base-calculation-amounts/:validFrom` → the corrected
 *   one. Both audited; the drafts' estimates are recounted (and their owners told) once the amount
 *   is in force; a claim already generated keeps its figures.
 */
import { z } from 'zod';
import { isIsoDate } from '../../documents/fields';
import { textLength } from '../messages/limits';
import { storableText } from '../../validation';
import { pagination } from '../params';
import { DISPUTE_REASON_MAX, DISPUTE_REASON_MIN, REVIEW_NOTE_MAX } from './limits';

export { DISPUTE_REASON_MAX, DISPUTE_REASON_MIN, REVIEW_NOTE_MAX };
import type { ListResult } from '../types';

export type OperatorRoleName = 'operator' | 'admin';

export interface OpsOverview {
  roles: OperatorRoleName[];
  /** The base calculation amount in force today (tiyin) and from when. */
  baseAmount: { amount: number; validFrom: string } | null;
  /** Amounts decreed ahead, not yet in force. */
  scheduledAmounts: number;
  /** Reported reviews waiting for a decision. */
  reportedReviews: number;
  /** Disputes nobody has settled. */
  openDisputes: number;
  /** Specialists' applications waiting for a decision. */
  applications: number;
  auditEntries: number;
}

export interface AuditEntry {
  id: number;
  at: string;
  actor: string;
  action: string;
  subject: string;
  before: unknown;
  after: unknown;
  note: string | null;
}
export type AuditList = ListResult<AuditEntry>;

export const auditListQuery = z.object({ ...pagination });

/** A base calculation amount as the console shows it, with its act in the three languages. */
export interface OpsBaseAmount {
  validFrom: string;
  /** The day before the next amount; null for the newest. */
  validTo: string | null;
  /** Tiyin. */
  amount: number;
  act: { uz: string; ru: string; en: string };
  sourceUrl: string | null;
  checkedOn: string | null;
  /** In force today (the newest whose day has come). */
  current: boolean;
  /** Written or corrected in the console (the seed's content leaves it alone). */
  operatorEdited: boolean;
}

/** The largest amount taken (tiyin): a thousand times today's, and well inside bigint and JSON. */
export const BASE_AMOUNT_MAX = 1_000_000_000_000;
export const ACT_MAX = 500;
export const OPS_NOTE_MAX = 2000;

const withoutNul = (text: string) => !text.includes('\u0000');
const text = (max: number) =>
  z
    .string()
    .max(max * 2 + 100)
    .trim()
    .min(1)
    .superRefine(storableText())
    .refine(withoutNul)
    .refine((value) => textLength(value) <= max);

export const isoDay = z.string().refine(isIsoDate);

export const baseAmountBody = z
  .object({
    validFrom: isoDay,
    amount: z.number().int().min(1).max(BASE_AMOUNT_MAX),
    act: z.object({ uz: text(ACT_MAX), ru: text(ACT_MAX), en: text(ACT_MAX) }).strict(),
    sourceUrl: z
      .string()
      .max(2000)
      .trim()
      .refine((url) => url === '' || /^https:\/\/[^\s<>"]+$/.test(url))
      .optional(),
    note: z.string().max(OPS_NOTE_MAX).superRefine(storableText()).refine(withoutNul).optional(),
  })
  .strict();
export type BaseAmountInput = z.input<typeof baseAmountBody>;

export const baseAmountParams = z.object({ validFrom: isoDay });

/** One claim whose estimate the amount would move. */
export interface MovedEstimate {
  claimId: number;
  /** The claim's template, in the caller's language (the owner's own title stays theirs). */
  template: string;
  status: 'draft' | 'complete';
  /** Tiyin. */
  before: number | null;
  after: number | null;
}

export interface BaseAmountPreview {
  /** The day the amount is in force from; the estimates are counted as of that day. */
  validFrom: string;
  /** The amount in force on that day before the change (tiyin). */
  previous: number | null;
  /** Claims still being written (draft, complete) looked at. */
  examined: number;
  moved: number;
  /** The first of them (at most PREVIEW_LIMIT). */
  items: MovedEstimate[];
  /** Generated, filed or closed claims: they keep what they were generated with. */
  untouched: number;
}
export const PREVIEW_LIMIT = 50;

/** A reported review as the console's queue shows it. */
export interface OpsReportedReview {
  id: number;
  stars: number;
  text: string;
  lang: string;
  createdAt: string;
  author: string;
  subjectName: string;
  /** Its page ("/aziz.karimov#reviews"). */
  subjectPath: string;
  /** Kept once before and reported again since. */
  moderatedAt: string | null;
  reports: { reason: string; createdAt: string }[];
}

export const reviewDecisionBody = z
  .object({
    note: z
      .string()
      .max(REVIEW_NOTE_MAX * 2)
      .trim()
      .superRefine(storableText())
      .refine(withoutNul)
      .refine((note) => textLength(note) <= REVIEW_NOTE_MAX)
      .optional(),
  })
  .strict();
export type ReviewDecisionInput = z.input<typeof reviewDecisionBody>;

export interface ReviewDecisionResult {
  id: number;
  hidden: boolean;
  resolvedReports: number;
}

/** A payment as a reconciliation finding names it. */
export interface FlaggedPaymentRef {
  id: number;
  provider: 'payme' | 'click';
  transactionId: string;
  /** Tiyin. */
  amount: number;
  state: 'created' | 'performed' | 'cancelled' | 'cancelled_after_perform';
  performedAt: string | null;
}

/** What reconciliation flags about one order (server/payments/reconcile.ts), with the order's number. */
export type FlaggedFinding = { orderId: number; number: string } & (
  | { kind: 'unmarked_paid'; orderStatus: 'pending' | 'cancelled'; payment: FlaggedPaymentRef }
  | { kind: 'paid_without_payment' }
  | { kind: 'performed_twice'; payments: FlaggedPaymentRef[] }
  | { kind: 'refunded_but_performed'; payment: FlaggedPaymentRef }
  | { kind: 'amount_mismatch'; orderTotal: number; payment: FlaggedPaymentRef }
  | {
      kind: 'fiscal_unsent';
      paymentId: number;
      attempts: number;
      maxAttempts: number;
      error: string;
      retry: 'sent' | 'failed' | 'would_retry' | 'waiting' | 'given_up' | 'cannot_send' | 'not_configured';
    }
);

export interface FlaggedPayments {
  findings: FlaggedFinding[];
  checkedAt: string;
}

export interface ReconcileRun {
  /** Orders marked paid by this run. */
  repaired: number[];
  /** What is still flagged after it. */
  findings: FlaggedFinding[];
}

export type DisputeDecision = 'completed' | 'refunded' | 'refunded_by_hand';

/** A dispute waiting in the console's queue: the order, both sides, the client's text, the conversation. */
export interface OpsDispute {
  orderId: number;
  number: string;
  /** Tiyin. */
  total: number;
  provider: 'payme' | 'click';
  paidAt: string | null;
  doneAt: string | null;
  disputedAt: string;
  /** A Payme refund approved here or by the command, waiting to be pressed in Payme's cabinet. */
  refundApproved: boolean;
  client: string;
  /** What the client wrote when disputing (the support ticket's first message). */
  claim: string;
  ticketId: number | null;
  items: { title: string; quantity: number; unitPrice: number; seller: string | null; sellerPath: string | null }[];
  /** The order's conversation with its sellers, the latest messages, oldest first. */
  messages: { side: 'client' | 'specialist'; text: string; at: string; files: string[] }[];
}

export const disputeDecisionBody = z
  .object({
    reason: z
      .string()
      .max(DISPUTE_REASON_MAX * 2)
      .trim()
      .superRefine(storableText())
      .refine(withoutNul)
      .refine((reason) => textLength(reason) >= DISPUTE_REASON_MIN && textLength(reason) <= DISPUTE_REASON_MAX),
  })
  .strict();
export type DisputeDecisionInput = z.input<typeof disputeDecisionBody>;

export interface DisputeDecisionResult {
  orderId: number;
  number: string;
  decision: DisputeDecision;
  /** A refund through the provider: Payme's approval (pressed in its cabinet next) or Click's reversal. */
  refund: { provider: 'payme' | 'click'; done: boolean } | null;
}
