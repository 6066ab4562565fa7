/**
 * The operators' console's pages (issue 32, ADR 022): what their loaders send
 * (server/loaders/ops) and what the base calculation amounts' form answers when it is shown again.
 * The console is read and written through the API's /ops operations with the visitor's session;
 * without a role every page is the site's 404.
 */
import type { DistrictCourtPreview, DutyChangePreview, OpsCourts, OpsDutyData } from '../../api/ops/contract.js';
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

export interface OpsDutyPageData {
  meta: PageMeta;
  data: OpsDutyData;
  [key: string]: unknown;
}

/** A rule's or an exemption's correction as typed (numbers as text, as the operator wrote them). */
export interface DutyFormValues {
  percent: string;
  minBca: string;
  maxBca: string;
  fixedBca: string;
  smallBusinessPercent: string;
  validFrom: string;
  validTo: string;
  act: string;
  sourceUrl: string;
  note: string;
}

/** The correction form posted: previewed (with what it would move) or refused, shown again as typed. */
export interface DutyFormState {
  target: 'rule' | 'exemption';
  slug: string;
  values: DutyFormValues;
  preview: DutyChangePreview | null;
  fields: Partial<Record<keyof DutyFormValues, string>>;
  message: string | null;
}

/** A rule's number as typed ("0,5", "1.25", "") → a number with at most 4 places, null for empty, undefined when unreadable. */
export function ruleNumberOf(typed: string): number | null | undefined {
  const text = typed.trim().replace(',', '.');
  if (text === '') return null;
  if (!/^\d{1,7}(\.\d{1,4})?$/.test(text)) return undefined;
  return Number(text);
}

export interface OpsCourtsPageData {
  meta: PageMeta;
  courts: OpsCourts;
  [key: string]: unknown;
}

/** A court's correction or a district's reassignment posted: previewed or refused, shown again as typed. */
export interface CourtFormState {
  intent: 'court' | 'district-preview' | 'district-save';
  courtId: number | null;
  values: Record<string, string>;
  preview: DistrictCourtPreview | null;
  fields: Record<string, string>;
  message: string | null;
}
