/**
 * The visitor's statements of claim under /api/v1/me/claims and the public duty estimate (issue 11,
 * ADR 010): what the API answers, and the schemas of what it takes. The answers' schema is
 * shared/claims/answers (the builder's steps use the same one).
 */
import { z } from 'zod';
import type { Locale } from '../../locales';
import { claimAnswersSchema, type ClaimAnswerLabels } from '../../claims/answers';
import type { ClaimAttachment } from '../../claims/attachments';
import type { DutyBasis } from '../../claims/duty';
import type { ClaimProblem } from '../../claims/review';
import { isClaimStatus, MANUAL_STATUSES, type ClaimStatus, type ManualClaimStatus } from '../../claims/status';
import type { ClaimAnswers, ClaimTemplateSnapshot } from '../../claims/types';
import { isIsoDate } from '../../documents/fields';
import { isStorableText } from '../../richtext/schema';
import type { RichTextDocument } from '../../richtext/types';
import { boolParam, idParam, pagination } from '../params';
import { fail, locale, record, unknownKeys, version, type Ctx } from '../body-parts';
import type { Court, CourtCertainty, CourtLinkBasis, District, ListResult, StateDutyExemption, StateDutyRule } from '../types';
import type { CourtProposalBasis, CourtRuleSource } from '../../claims/court';
import { DISTRICT_ID_MAX, isDistrictId } from '../../claims/address';

// ───────────────────────────── state duty ─────────────────────────────

/** A day a duty is counted for: a real calendar date 'YYYY-MM-DD' (years 1900–2100). */
export const dutyDateParam = z.string().max(10).refine(isIsoDate);

/** GET /state-duty?template=&claimValue=&smallBusiness=&exemption=&date= (claimValue in tiyin, up to 10^18; date: the claim's day, default today in Tashkent). */
export const stateDutyQuery = z.object({
  template: idParam,
  claimValue: z
    .preprocess((v) => (typeof v === 'number' && Number.isSafeInteger(v) ? String(v) : typeof v === 'string' ? v.trim() : v), z.string().regex(/^\d{1,19}$/))
    .transform((v) => BigInt(v))
    .pipe(z.bigint().max(10n ** 18n))
    .optional(),
  smallBusiness: boolParam().optional().default(false),
  exemption: z
    .string()
    .trim()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)
    .max(60)
    .optional(),
  date: dutyDateParam.optional(),
});
export type StateDutyQuery = z.output<typeof stateDutyQuery>;
export type StateDutyInput = { template: number; claimValue?: number | string; smallBusiness?: boolean; exemption?: string; date?: string };

/** Amounts are tiyin: a number while it is a safe integer, else its decimal text. */
export interface StateDutyEstimate {
  duty: number | string;
  /** The duty written out in the asked language ("247 200 soʻm"). */
  dutyText: string;
  /** percent, minimum (the floor applied), maximum, fixed, exempt. */
  basis: DutyBasis;
  /** The small-business share was applied. */
  reduced: boolean;
  /** The claim value counted (null: a non-property claim). */
  claimValue: number | string | null;
  rule: StateDutyRule;
  exemption: StateDutyExemption | null;
  baseAmount: number | string;
  /** The day the base calculation amount used took effect. */
  baseAmountDate: string;
  /** The day the duty was counted for (the asked date, else today in Tashkent). */
  date: string;
  /** With an exemption: the duty the court recovers from the defendant if the claim succeeds (tiyin); else null. */
  recoverable: number | string | null;
  explanation: string;
  /** What could not be confirmed about the rule (said to the visitor), or null. */
  unconfirmed: string | null;
  /** Always an estimate: verify it with the official calculator. */
  estimate: true;
  calculatorUrl: string;
}

// ───────────────────────────── court helper ─────────────────────────────

/** A district's id (shared/claims/address); anything else is a 400 naming the parameter. */
const districtParam = z.string().trim().max(DISTRICT_ID_MAX).refine(isDistrictId).optional();

/** GET /court-proposal?template=&defendantDistrict=&plaintiffDistrict=&propertyDistrict= */
export const courtProposalQuery = z.object({
  template: idParam,
  defendantDistrict: districtParam,
  plaintiffDistrict: districtParam,
  propertyDistrict: districtParam,
});
export type CourtProposalQuery = z.output<typeof courtProposalQuery>;
export type CourtProposalInput = { template: number; defendantDistrict?: string; plaintiffDistrict?: string; propertyDistrict?: string };

/** Why no court is proposed: none of the districts the rule needs was given, the one given is not in the list, or no court of the type is linked to it. */
export type CourtProposalReason = 'no_district' | 'unknown_district' | 'no_court';

/**
 * The court the territorial rule proposes from a district (always overridable), or `court: null`
 * with the reason. For a medium or low link, `alternatives` are the other plausible courts and
 * `checkAt` is where to confirm (the regional court's site, else my.sud.uz).
 */
export interface CourtProposalResult {
  court: Court | null;
  reason: CourtProposalReason | null;
  /** Whose district it came from. */
  basis: CourtProposalBasis | null;
  district: District | null;
  certainty: CourtCertainty | null;
  /** Why the district goes to that court (seat, district_court, third_party_map, proximity…; docs/courts.md). */
  linkBasis: CourtLinkBasis | null;
  alternatives: Court[];
  /** The template's rule, with its article and source where one was read (`verified`). */
  rule: CourtRuleSource;
  checkAt: { name: string; url: string } | null;
}

// ───────────────────────────── own claims ─────────────────────────────

export interface OwnClaimCourt {
  id: number;
  name: string;
  address: string;
}

/** A claim in the visitor's list (/home, the builder's "continue"). */
export interface OwnClaimCard {
  id: number;
  title: string;
  /** The claim's language (uz or ru for the court; en as a draft). */
  locale: Locale;
  status: ClaimStatus;
  version: number;
  template: { id: number; slug: string; title: string } | null;
  /** Tiyin (number, or text beyond 2^53); null while unknown or for a non-property claim. */
  claimValue: number | string | null;
  stateDuty: number | string | null;
  createdAt: string;
  updatedAt: string;
}

/** One claim, whole: what the builder loads. */
export interface OwnClaim extends OwnClaimCard {
  answers: ClaimAnswers;
  /** What the claim keeps of its template (court type, rules, titles in every language). */
  snapshot: ClaimTemplateSnapshot;
  court: OwnClaimCourt | null;
  /** The review step's list: errors block `complete`, warnings do not. */
  problems: ClaimProblem[];
  /** The generated attachment list in the claim's language, after the visitor's edits. */
  attachments: ClaimAttachment[];
  /** The moves POST /status allows now. */
  allowedStatuses: ManualClaimStatus[];
  /** The last generated document (kept with its version), or null. */
  generated: { version: number; at: string; body: RichTextDocument } | null;
  filed: { court: OwnClaimCourt | null; on: string | null; caseNumber: string | null } | null;
}

export type OwnClaimList = ListResult<OwnClaimCard>;

/** A kept version of a claim: on creation, every ten minutes of editing, and each generated document. */
export interface OwnClaimVersionCard {
  n: number;
  reason: 'created' | 'autosave' | 'generated';
  status: ClaimStatus;
  title: string;
  locale: Locale;
  /** Tiyin, as the claim's. */
  claimValue: number | string | null;
  stateDuty: number | string | null;
  /** A generated document is kept with it (GET …/export.pdf?version=n). */
  generated: boolean;
  createdAt: string;
}

export type OwnClaimVersionList = ListResult<OwnClaimVersionCard>;

/** GET /me/claims?page=&pageSize= */
export const ownClaimListQuery = z.object({ ...pagination });
export type OwnClaimListInput = { page?: number; pageSize?: number };

/** The 409 of a stale save. */
export interface ClaimConflict {
  version: number;
  updatedAt: string;
}

// ───────────────────────────── bodies ─────────────────────────────

/** The labels of the bodies' own parts (locales/{lng}/claims.json fields). */
export const CLAIM_BODY_FIELDS = ['templateId', 'title', 'locale', 'version', 'status', 'court', 'filedOn', 'caseNumber'] as const;
export type ClaimBodyField = (typeof CLAIM_BODY_FIELDS)[number];
export type ClaimLabels = Readonly<Record<ClaimBodyField, string>> & { answers: ClaimAnswerLabels };

export const CLAIM_TITLE_MAX = 200;

export interface ClaimCreateInput {
  templateId: number;
  locale: Locale;
  title?: string;
  answers: ClaimAnswers;
}

export interface ClaimUpdateInput {
  version: number;
  title?: string;
  locale?: Locale;
  answers?: ClaimAnswers;
}

export interface ClaimStatusInput {
  status: ClaimStatus;
  version?: number;
  court?: number;
  filedOn?: string;
  caseNumber?: string;
}

function title(ctx: Ctx, value: unknown, label: string): string | undefined {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return undefined;
  if (typeof value !== 'string' || !isStorableText(value)) {
    fail(ctx, ['title'], label);
    return undefined;
  }
  const trimmed = value.replace(/\s+/g, ' ').trim();
  if (Array.from(trimmed).length > CLAIM_TITLE_MAX) {
    fail(ctx, ['title'], label, { key: 'max_length', params: { max: CLAIM_TITLE_MAX } });
    return undefined;
  }
  return trimmed;
}

function answersPart(ctx: Ctx, value: unknown, labels: ClaimLabels): ClaimAnswers | undefined {
  const parsed = claimAnswersSchema(labels.answers).safeParse(value ?? {});
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) ctx.addIssue({ ...issue, path: ['answers', ...issue.path] } as Parameters<Ctx['addIssue']>[0]);
  return undefined;
}

/** The template id of a POST, read before its template is known. */
export function claimTemplateIdOf(body: unknown): number | null {
  const raw = typeof body === 'object' && body !== null ? (body as { templateId?: unknown }).templateId : undefined;
  const parsed = idParam.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

/** POST /me/claims: `{templateId, locale, title?, answers?}`; answers may be partial (a draft). */
export function claimCreateSchema(labels: ClaimLabels) {
  return z.unknown().transform((raw, ctx): ClaimCreateInput => {
    const body = record(raw, ctx, labels.templateId);
    if (!body) return z.NEVER;
    unknownKeys(body, ['templateId', 'locale', 'title', 'answers'], ctx);
    const templateId = claimTemplateIdOf(body);
    if (templateId === null)
      fail(ctx, ['templateId'], labels.templateId, body.templateId === undefined ? { key: 'required', params: {} } : { key: 'invalid', params: {} });
    const lang = locale(ctx, body.locale, labels.locale);
    const named = title(ctx, body.title, labels.title);
    const answers = answersPart(ctx, body.answers, labels);
    if (templateId === null || !lang || !answers) return z.NEVER;
    return { templateId, locale: lang, answers, ...(named ? { title: named } : {}) };
  });
}

/** PUT /me/claims/{id}: `{version, title?, locale?, answers?}`; answers replace the whole set. */
export function claimUpdateSchema(labels: ClaimLabels) {
  return z.unknown().transform((raw, ctx): ClaimUpdateInput => {
    const body = record(raw, ctx, labels.version);
    if (!body) return z.NEVER;
    unknownKeys(body, ['version', 'title', 'locale', 'answers'], ctx);
    const from = version(ctx, body.version, labels.version, false);
    const update: ClaimUpdateInput = { version: from ?? 0 };
    if (body.title !== undefined) {
      const named = title(ctx, body.title, labels.title);
      if (named) update.title = named;
    }
    if (body.locale !== undefined) {
      const lang = locale(ctx, body.locale, labels.locale);
      if (lang) update.locale = lang;
    }
    if (body.answers !== undefined) {
      const answers = answersPart(ctx, body.answers, labels);
      if (answers) update.answers = answers;
    }
    return from === undefined ? z.NEVER : update;
  });
}

/** POST /me/claims/{id}/status: `{status, version?, court?, filedOn?, caseNumber?}`. */
export function claimStatusSchema(labels: ClaimLabels) {
  return z.unknown().transform((raw, ctx): ClaimStatusInput => {
    const body = record(raw, ctx, labels.status);
    if (!body) return z.NEVER;
    unknownKeys(body, ['status', 'version', 'court', 'filedOn', 'caseNumber'], ctx);
    if (!isClaimStatus(body.status)) {
      fail(ctx, ['status'], labels.status, body.status === undefined ? { key: 'required', params: {} } : { key: 'option', params: {} });
      return z.NEVER;
    }
    const out: ClaimStatusInput = { status: body.status };
    const from = version(ctx, body.version, labels.version, true);
    if (from !== undefined) out.version = from;
    if (body.court !== undefined && body.court !== null) {
      const parsed = idParam.safeParse(body.court);
      if (parsed.success) out.court = parsed.data;
      else fail(ctx, ['court'], labels.court);
    }
    if (body.filedOn !== undefined && body.filedOn !== null && body.filedOn !== '') {
      if (typeof body.filedOn === 'string' && isIsoDate(body.filedOn)) out.filedOn = body.filedOn;
      else fail(ctx, ['filedOn'], labels.filedOn, { key: 'date', params: {} });
    }
    if (body.caseNumber !== undefined && body.caseNumber !== null && body.caseNumber !== '') {
      if (typeof body.caseNumber === 'string' && isStorableText(body.caseNumber) && body.caseNumber.trim().length <= 100)
        out.caseNumber = body.caseNumber.trim();
      else fail(ctx, ['caseNumber'], labels.caseNumber, { key: 'max_length', params: { max: 100 } });
    }
    if (out.status === 'filed_by_user' && !out.filedOn) fail(ctx, ['filedOn'], labels.filedOn, { key: 'required', params: {} });
    return out;
  });
}

export { MANUAL_STATUSES };
