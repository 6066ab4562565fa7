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
import { DISPUTE_REASON_MAX, DISPUTE_REASON_MIN, DISTRICT_COURT_TYPES_EDITED, REVIEW_NOTE_MAX, type DistrictCourtType } from './limits';

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

// ── the state-duty rules and exemptions (issue 32): corrected with a preview, audited

/** A number of the rule as the form sends it: a decimal with at most 4 places, or null for none. */
const ruleNumber = (max: number) => z.number().min(0).max(max).multipleOf(0.0001).nullable();
const actTitle = text(ACT_MAX);
const httpsUrl = z
  .string()
  .max(2000)
  .trim()
  .refine((url) => url === '' || /^https:\/\/[^\s<>"]+$/.test(url));

export const dutyRuleBody = z
  .object({
    percent: ruleNumber(100),
    minBca: ruleNumber(1_000_000),
    maxBca: ruleNumber(1_000_000),
    fixedBca: ruleNumber(1_000_000),
    smallBusinessPercent: ruleNumber(100),
    validFrom: isoDay,
    validTo: isoDay.nullable(),
    act: actTitle,
    sourceUrl: httpsUrl,
    note: z.string().max(OPS_NOTE_MAX).superRefine(storableText()).refine(withoutNul).optional(),
  })
  .strict()
  // The table's own rules (migration 0009), as messages instead of a 500.
  .refine((rule) => (rule.percent === null) !== (rule.fixedBca === null), { path: ['percent'], params: { key: 'percentOrFixed' } })
  .refine((rule) => rule.percent !== null || (rule.minBca === null && rule.maxBca === null), { path: ['minBca'], params: { key: 'boundsNeedPercent' } })
  .refine((rule) => rule.minBca === null || rule.maxBca === null || rule.maxBca >= rule.minBca, { path: ['maxBca'], params: { key: 'maxBelowMin' } })
  .refine((rule) => rule.percent === null || rule.percent > 0, { path: ['percent'] })
  .refine((rule) => rule.smallBusinessPercent === null || rule.smallBusinessPercent > 0, { path: ['smallBusinessPercent'] })
  .refine((rule) => rule.validTo === null || rule.validTo >= rule.validFrom, { path: ['validTo'], params: { key: 'endsBeforeStart' } });
export type DutyRuleInput = z.input<typeof dutyRuleBody>;

export const dutyExemptionBody = z
  .object({
    validFrom: isoDay,
    validTo: isoDay.nullable(),
    act: actTitle,
    sourceUrl: httpsUrl,
    note: z.string().max(OPS_NOTE_MAX).superRefine(storableText()).refine(withoutNul).optional(),
  })
  .strict()
  .refine((exemption) => exemption.validTo === null || exemption.validTo >= exemption.validFrom, { path: ['validTo'], params: { key: 'endsBeforeStart' } });
export type DutyExemptionInput = z.input<typeof dutyExemptionBody>;

export const slugParams = z.object({
  slug: z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)
    .max(80),
});

export interface OpsDutyRule {
  slug: string;
  courtType: 'civil' | 'criminal' | 'economic' | 'administrative' | 'regional';
  claimKind: 'property' | 'non-property' | 'divorce';
  percent: number | null;
  minBca: number | null;
  maxBca: number | null;
  fixedBca: number | null;
  smallBusinessPercent: number | null;
  validFrom: string;
  validTo: string | null;
  act: string;
  sourceUrl: string | null;
  checkedOn: string | null;
  /** In force today. */
  current: boolean;
  operatorEdited: boolean;
}

export interface OpsDutyExemption {
  slug: string;
  name: string;
  validFrom: string;
  validTo: string | null;
  act: string;
  sourceUrl: string | null;
  checkedOn: string | null;
  current: boolean;
  operatorEdited: boolean;
}

export interface OpsDutyData {
  rules: OpsDutyRule[];
  exemptions: OpsDutyExemption[];
}

/** What a corrected rule or exemption would do to the claims being written (today's estimates). */
export interface DutyChangePreview {
  examined: number;
  moved: number;
  items: MovedEstimate[];
  untouched: number;
}

// ── the courts (issue 32): names and addresses corrected, a district's court reassigned; audited

export { DISTRICT_COURT_TYPES_EDITED, type DistrictCourtType };

export const opsCourtsQuery = z.object({
  region: z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)
    .max(80)
    .optional(),
});

const l10nText = (max: number) => z.object({ uz: text(max), ru: text(max), en: text(max) }).strict();

export const courtBody = z
  .object({
    name: l10nText(300),
    /** Null: no source gives this court's address (the page says so; never a placeholder). */
    address: l10nText(300).nullable(),
    note: z.string().max(OPS_NOTE_MAX).superRefine(storableText()).refine(withoutNul).optional(),
  })
  .strict();
export type CourtInput = z.input<typeof courtBody>;

const districtId = z.string().regex(/^[0-9]{7}([0-9]{3})?$|^[0-9]{4}-[a-z0-9]+(-[a-z0-9]+)*$/);

export const districtCourtBody = z
  .object({
    districtId,
    courtType: z.enum(DISTRICT_COURT_TYPES_EDITED),
    courtId: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
    note: z.string().max(OPS_NOTE_MAX).superRefine(storableText()).refine(withoutNul).optional(),
  })
  .strict();
export type DistrictCourtInput = z.input<typeof districtCourtBody>;

export interface OpsCourtDistrict {
  districtId: string;
  name: string;
  courtType: DistrictCourtType;
  certainty: 'high' | 'medium' | 'low';
  basis: string;
  operatorEdited: boolean;
}

export interface OpsCourt {
  id: number;
  slug: string;
  type: 'civil' | 'criminal' | 'economic' | 'administrative' | 'regional';
  name: { uz: string; ru: string; en: string };
  address: { uz: string; ru: string; en: string } | null;
  retired: boolean;
  operatorEdited: boolean;
  /** The districts whose court of its type it is. */
  districts: OpsCourtDistrict[];
}

export interface OpsCourts {
  regions: { slug: string; name: string }[];
  /** The region shown. */
  region: string;
  items: OpsCourt[];
  /** The region's districts, for the reassignment's choice. */
  districts: { id: string; name: string }[];
}

/** What a district's reassignment would do: which court serves it now, and the drafts naming that court. */
export interface DistrictCourtPreview {
  district: { id: string; name: string };
  courtType: DistrictCourtType;
  from: { id: number; name: string } | null;
  to: { id: number; name: string };
  /** Claims being written that name the court serving the district now: they keep the court they chose. */
  draftsNamingFrom: number;
}
