/**
 * The operators' console's pages (issue 32, ADR 022): what their loaders send
 * (server/loaders/ops) and what the base calculation amounts' form answers when it is shown again.
 * The console is read and written through the API's /ops operations with the visitor's session;
 * without a role every page is the site's 404.
 */
import type { AuditEntry, BaseAmountPreview, FlaggedFinding, OpsBaseAmount, OpsDispute, OpsOverview, OpsReportedReview } from '../../api/ops/contract.js';
import type { PageMeta } from '../meta.js';
import type { OpsApplication, OpsFirmApplication } from '../../api/account/application.js';

export const AUDIT_PAGE_SIZE = 30;

export interface OpsOverviewPageData {
  meta: PageMeta;
  overview: OpsOverview;
  [key: string]: unknown;
}

export interface OpsAuditPageData {
  meta: PageMeta;
  items: AuditEntry[];
  total: number;
  page: number;
  pages: number;
  [key: string]: unknown;
}

export interface OpsReviewsPageData {
  meta: PageMeta;
  items: OpsReportedReview[];
  [key: string]: unknown;
}

/** A decision posted and refused: which review, the note as typed, and why. */
export interface ReviewDecisionRefusal {
  id: number;
  note: string;
  message: string;
}

export interface OpsDisputesPageData {
  meta: PageMeta;
  items: OpsDispute[];
  [key: string]: unknown;
}

/** A dispute's decision posted and refused: which order, the reason as typed, and why. */
export interface DisputeDecisionRefusal {
  orderId: number;
  reason: string;
  message: string;
}

export interface OpsPaymentsPageData {
  meta: PageMeta;
  findings: FlaggedFinding[];
  checkedAt: string;
  [key: string]: unknown;
}

/** "Reconcile now" posted and refused (another process reconciles, or over the form limit). */
export interface ReconcileRefusal {
  message: string;
}

export interface OpsBaseAmountsPageData {
  meta: PageMeta;
  items: OpsBaseAmount[];
  /** Tashkent's day when the page was made: the form's first day by default. */
  today: string;
  [key: string]: unknown;
}

/** The amount form's fields as typed (so'm with its separators, as the operator wrote it). */
export interface BaseAmountFormValues {
  validFrom: string;
  amount: string;
  actUz: string;
  actRu: string;
  actEn: string;
  sourceUrl: string;
  note: string;
  /** 'add' a new day, or 'correct' the day's amount. */
  mode: 'add' | 'correct';
}

/**
 * The form posted and shown again: with the preview it asked for, or refused (each field's message
 * in the page's language, or one message for the whole form); nothing typed is lost.
 */
export interface BaseAmountFormState {
  values: BaseAmountFormValues;
  preview: BaseAmountPreview | null;
  fields: Partial<Record<keyof BaseAmountFormValues, string>>;
  message: string | null;
}

/** Whole so'm as an operator types them ("412 000", "412,000.00") in tiyin; null when it is not an amount. */
export function tiyinOfSom(typed: string): number | null {
  const cleaned = typed.replace(/[\s\u00a0\u202f_']/g, '').replace(/,(?=\d{3}(\D|$))/g, '');
  const match = /^(\d{1,10})(?:[.,](\d{1,2}))?$/.exec(cleaned);
  if (!match) return null;
  const tiyin = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0') || 0);
  return tiyin > 0 ? tiyin : null;
}

/** How many waiting applications the queue's page shows whole (the earliest submitted). */
export const APPLICATIONS_SHOWN = 10;

export interface OpsApplicationsPageData {
  meta: PageMeta;
  /** The earliest submitted, each with its form and files. */
  items: OpsApplication[];
  /** Every application waiting. */
  waiting: number;
  /** Law firms' registrations and claims waiting (ADR 024). */
  firms: OpsFirmApplication[];
  [key: string]: unknown;
}

/** A decision posted and refused: which application, the reason as typed, and why. */
export interface ApplicationDecisionRefusal {
  /** Which queue: a specialist's or a firm's. */
  kind: 'specialist' | 'firm';
  id: number;
  reason: string;
  message: string;
}
