/**
 * The visitor's statements of claim (issue 11, ADR 010): made from a template, saved with
 * optimistic concurrency (as documents, ADR 008), generated into a document kept with its version,
 * moved through their states, deleted. Every statement names the owner, so another visitor's
 * claim is simply not there (the API answers 404).
 */
import type { Queryable } from '../../db/adapter.js';
import { placeNames } from './courts.js';
import { inTransaction } from '../../sql/transaction.js';
import type { Locale, LocalizedText } from '../../../shared/locales.js';
import type { RichTextDocument } from '../../../shared/richtext/types.js';
import type {
  ClaimConflict,
  ClaimStatusInput,
  ClaimUpdateInput,
  OwnClaim,
  OwnClaimCard,
  OwnClaimCourt,
  OwnClaimList,
  OwnClaimVersionList,
} from '../../../shared/api/claims/contract.js';
import type { ClaimCourtRule, ClaimValueRule, CourtType, DutyClaimKind } from '../../../shared/api/types.js';
import { claimAttachments } from '../../../shared/claims/attachments.js';
import { tiyinJson, withDefaultExemption } from '../../../shared/claims/duty.js';
import { claimDocument } from '../../../shared/claims/generate.js';
import { isClaimComplete, PLACEHOLDER, reviewProblems } from '../../../shared/claims/review.js';
import { templateGrounds, templateItems } from '../../../shared/claims/snapshot.js';
import { canTransition, isEditable, manualTargets, statusAfterSave, type ClaimStatus, type ManualClaimStatus } from '../../../shared/claims/status.js';
import type { ClaimAnswers, ClaimTemplateSnapshot, EntityParty, PersonParty } from '../../../shared/claims/types.js';
import { claimValueOf } from '../../../shared/claims/value.js';
import { dutyAnswersOf } from '../../../shared/claims/duty-answers.js';
import { plainTextOf } from '../../../shared/claims/plain.js';
import { normalizeUzPhone } from '../../../shared/documents/fields.js';
import { everyText } from '../../sql/l10n.js';
import { listResult } from '../../sql/lists.js';
import { tashkentToday } from '../../../shared/format/calendar.js';
import { estimateDuty, exemptionsOn } from './state-duty.js';

/** A version is kept when a save arrives and the newest kept one is at least this old. */
const KEEP_EVERY_MS = 10 * 60 * 1000;
const MAX_VERSIONS = 100;

export async function claimTemplateSnapshot(db: Queryable, templateId: number): Promise<ClaimTemplateSnapshot | null> {
  const { rows } = await db.query<{
    id: number;
    slug: string;
    title: LocalizedText;
    court_type: CourtType;
    claim_value_rule: ClaimValueRule;
    duty_kind: DutyClaimKind;
    duty_exemptions: string[];
    court_rule: ClaimCourtRule;
    pretrial_required: boolean;
    body: Partial<Record<Locale, RichTextDocument>>;
    fields: { label: LocalizedText; valueRow?: unknown }[] | null;
  }>(
    'SELECT id, slug, title, court_type, claim_value_rule, duty_kind, duty_exemptions, court_rule, pretrial_required, body, fields FROM claim_templates WHERE id = $1',
    [templateId],
  );
  const row = rows[0];
  if (!row) return null;
  const titles = everyText(row.title);
  // The subject line under "DAʼVO ARIZASI": the body's first level-3 heading in each language.
  const subjects = Object.fromEntries(
    (['uz', 'ru', 'en'] as const).map((l) => {
      const heading = (row.body[l] ?? []).find((b) => b.type === 'paragraph' && b.heading === 3);
      const line = heading && heading.type === 'paragraph' ? plainTextOf([heading]).trim() : '';
      return [l, line || titles[l]];
    }),
  ) as Record<Locale, string>;
  const grounds = templateGrounds(row.body);
  const items = templateItems(row.fields);
  return {
    id: row.id,
    slug: row.slug,
    titles,
    subjects,
    courtType: row.court_type,
    claimValueRule: row.claim_value_rule,
    dutyKind: row.duty_kind,
    exemptions: row.duty_exemptions,
    courtRule: row.court_rule,
    pretrialRequired: row.pretrial_required,
    ...(grounds ? { grounds } : {}),
    ...(items.length ? { items } : {}),
  };
}

interface ClaimRow {
  id: number;
  title: string;
  locale: Locale;
  status: ClaimStatus;
  version: number;
  template_id: number | null;
  template_slug: string | null;
  template_title: string | null;
  claim_value: string | null;
  state_duty: string | null;
  created_at: Date;
  updated_at: Date;
}

interface FullRow extends ClaimRow {
  answers: ClaimAnswers;
  template: ClaimTemplateSnapshot;
  court_id: number | null;
  court_type: CourtType | null;
  court_name: string | null;
  court_address: string | null;
  body: RichTextDocument | null;
  generated_version: number | null;
  generated_at: Date | null;
  filed_on: string | null;
  filed_case_number: string | null;
  filed_court_id: number | null;
  filed_court_name: string | null;
  filed_court_address: string | null;
}

const columns = (lang: string) => `
  c.id, c.title, c.locale, c.status, c.version, c.claim_value::text, c.state_duty::text, c.created_at, c.updated_at,
  t.id AS template_id, t.slug AS template_slug, l10n_text(t.title, ${lang}) AS template_title`;

const fullColumns = (lang: string) => `${columns(lang)}, c.answers, c.template, c.body, c.generated_version, c.generated_at,
  c.filed_on::text, c.filed_case_number,
  ct.id AS court_id, ct.type AS court_type, l10n_text(ct.name, ${lang}) AS court_name, l10n_text(ct.address, ${lang}) AS court_address,
  fc.id AS filed_court_id, l10n_text(fc.name, ${lang}) AS filed_court_name, l10n_text(fc.address, ${lang}) AS filed_court_address`;

const from = `user_claims c LEFT JOIN claim_templates t ON t.id = c.template_id
  LEFT JOIN courts ct ON ct.id = c.court_id LEFT JOIN courts fc ON fc.id = c.filed_court_id`;

const amount = (v: string | null) => (v === null ? null : tiyinJson(BigInt(v)));

function toCard(row: ClaimRow): OwnClaimCard {
  return {
    id: row.id,
    title: row.title,
    locale: row.locale,
    status: row.status,
    version: row.version,
    template: row.template_id === null ? null : { id: row.template_id, slug: row.template_slug ?? '', title: row.template_title ?? '' },
    claimValue: amount(row.claim_value),
    stateDuty: amount(row.state_duty),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** The legal ground of the plaintiff's exemption as the claim cites it (its name when no ground is recorded); null: none applies. */
async function exemptionGround(db: Queryable, slug: string | undefined, locale: Locale): Promise<string | null> {
  if (!slug) return null;
  const [found] = await exemptionsOn(db, [slug], tashkentToday(), locale);
  return found ? found.ground || found.name : null;
}

function court(id: number | null, name: string | null, address: string | null): OwnClaimCourt | null {
  return id === null ? null : { id, name: name ?? '', address: address ?? '' };
}

/**
 * What a claim keeps of its template; a claim whose template was never recorded (made without one,
 * or before migration 0009 with its template gone) reads as a civil money claim under its own title.
 */
export function snapshotOf(row: Pick<FullRow, 'template' | 'title'>): ClaimTemplateSnapshot {
  if (row.template && typeof row.template.claimValueRule === 'string') return row.template;
  return {
    id: 0,
    slug: '',
    titles: { uz: row.title, ru: row.title, en: row.title },
    courtType: 'civil',
    claimValueRule: 'amount-sought',
    dutyKind: 'property',
    exemptions: [],
    courtRule: 'defendant',
    pretrialRequired: false,
  };
}

async function toClaim(db: Queryable, row: FullRow): Promise<OwnClaim> {
  const snapshot = snapshotOf(row);
  const problems = reviewProblems(row.answers, snapshot, { court: row.court_id === null ? null : { type: row.court_type! } });
  const attachments = claimAttachments(
    row.answers,
    { template: snapshot, exempt: (await exemptionGround(db, row.answers.value?.exemption, row.locale)) !== null },
    row.locale,
  );
  const filed = row.status === 'filed_by_user' || row.status === 'closed' || row.filed_on !== null;
  return {
    ...toCard(row),
    answers: row.answers,
    snapshot,
    court: court(row.court_id, row.court_name, row.court_address),
    problems,
    attachments,
    allowedStatuses: manualTargets(row.status),
    generated:
      row.body && row.generated_version !== null && row.generated_at
        ? { version: row.generated_version, at: row.generated_at.toISOString(), body: row.body }
        : null,
    filed: filed
      ? { court: court(row.filed_court_id, row.filed_court_name, row.filed_court_address), on: row.filed_on, caseNumber: row.filed_case_number }
      : null,
  };
}

async function readRow(db: Queryable, userId: number, id: number, lang: Locale): Promise<FullRow | null> {
  const { rows } = await db.query<FullRow>(`SELECT ${fullColumns('$3')} FROM ${from} WHERE c.id = $1 AND c.user_id = $2`, [id, userId, lang]);
  return rows[0] ?? null;
}

export async function getOwnClaim(db: Queryable, userId: number, id: number, lang: Locale): Promise<OwnClaim | null> {
  const row = await readRow(db, userId, id, lang);
  return row ? toClaim(db, row) : null;
}

export async function listOwnClaims(db: Queryable, userId: number, query: { page: number; pageSize: number }, lang: Locale): Promise<OwnClaimList> {
  const offset = (query.page - 1) * query.pageSize;
  const [{ rows }, counted] = await Promise.all([
    db.query<ClaimRow>(
      `SELECT ${columns('$2')} FROM user_claims c LEFT JOIN claim_templates t ON t.id = c.template_id WHERE c.user_id = $1 ORDER BY c.updated_at DESC, c.id DESC LIMIT $3 OFFSET $4`,
      [userId, lang, query.pageSize, offset],
    ),
    db.query<{ total: number }>('SELECT count(*) AS total FROM user_claims WHERE user_id = $1', [userId]),
  ]);
  return listResult(rows.map(toCard), Number(counted.rows[0]?.total ?? 0), query.page, query.pageSize);
}

/**
 * The claim value and the duty of answers on the claim's day (today in Tashkent; the console's
 * preview asks for another), counted by the estimate the builder and the template page show
 * (estimateDuty); null when the rule or the amount is unknown. An exemption no longer granted counts as none.
 */
export async function claimFigures(
  db: Queryable,
  snapshot: ClaimTemplateSnapshot,
  answers: ClaimAnswers,
  day?: string,
): Promise<{ value: bigint | null; duty: bigint | null }> {
  const template = { courtType: snapshot.courtType, dutyKind: snapshot.dutyKind, claimValueRule: snapshot.claimValueRule };
  const input = dutyAnswersOf(snapshot.claimValueRule, answers.value);
  let estimate = await estimateDuty(db, template, input, 'uz', day);
  if (estimate === 'unknown_exemption') estimate = await estimateDuty(db, template, { ...input, exemption: null }, 'uz', day);
  return { value: input.claimValue, duty: estimate && estimate !== 'unknown_exemption' ? BigInt(estimate.duty) : null };
}

/** The court the answers name, if it exists (a stale id is never stored as the claim's court). */
async function existingCourt(db: Queryable, courtId: number | undefined): Promise<{ id: number; type: CourtType } | null> {
  if (!courtId) return null;
  const { rows } = await db.query<{ id: number; type: CourtType }>('SELECT id, type FROM courts WHERE id = $1', [courtId]);
  return rows[0] ?? null;
}

async function keepVersion(tx: Queryable, claimId: number, reason: 'created' | 'autosave' | 'generated'): Promise<void> {
  await tx.query(
    `INSERT INTO user_claim_versions (claim_id, n, title, locale, status, answers, body, claim_value, state_duty, reason)
     SELECT id, version, title, locale, status, answers, CASE WHEN $2 = 'generated' THEN body END, claim_value, state_duty, $2
       FROM user_claims WHERE id = $1
     ON CONFLICT (claim_id, n) DO UPDATE SET reason = EXCLUDED.reason, body = EXCLUDED.body, status = EXCLUDED.status`,
    [claimId, reason],
  );
  await tx.query(
    `DELETE FROM user_claim_versions WHERE claim_id = $1 AND n NOT IN (
       SELECT n FROM user_claim_versions WHERE claim_id = $1 ORDER BY (reason = 'generated') DESC, n DESC LIMIT $2)`,
    [claimId, MAX_VERSIONS],
  );
}

async function keepVersionIfDue(tx: Queryable, claimId: number): Promise<void> {
  const { rows } = await tx.query<{ created_at: Date }>('SELECT created_at FROM user_claim_versions WHERE claim_id = $1 ORDER BY n DESC LIMIT 1', [claimId]);
  const newest = rows[0]?.created_at;
  if (!newest || Date.now() - newest.getTime() >= KEEP_EVERY_MS) await keepVersion(tx, claimId, 'autosave');
}

/** "YUSUPOVA", "DILNOZA", "ALISHER QIZI" → "Yusupova Dilnoza Alisher qizi" (the order a claim names a person in). */
export function personName(last: string, first: string, middle: string): string {
  return [last, first, middle]
    .join(' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => {
      const w = word.replace(/['`‘’]/g, 'ʻ');
      const lower = w.toLowerCase();
      if (lower === 'qizi' || lower === 'oʻgʻli' || lower === 'ogʻli') return lower === 'ogʻli' ? 'oʻgʻli' : lower;
      return w === w.toUpperCase() ? w.charAt(0) + w.slice(1).toLowerCase() : w;
    })
    .join(' ');
}

/**
 * The plaintiff from the visitor's OneID data (name, PINFL, phone), marked as prefilled: the
 * builder shows them editable. A plaintiff typed before signing in (a guest's first steps) keeps
 * what was typed; OneID fills what was left empty, and a value equal to OneID's counts as OneID's.
 * A firm as plaintiff is left as typed.
 */
async function withOneIdPlaintiff(db: Queryable, userId: number, answers: ClaimAnswers): Promise<ClaimAnswers> {
  const typed = answers.parties?.plaintiff;
  if (typed && typed.kind !== 'person') return answers;
  const { rows } = await db.query<{ first_name: string; last_name: string; middle_name: string; pinfl: string; phone: string | null }>(
    'SELECT first_name, last_name, middle_name, pinfl, phone FROM users WHERE id = $1',
    [userId],
  );
  const user = rows[0];
  if (!user) return answers;
  const oneId = {
    name: personName(user.last_name, user.first_name, user.middle_name),
    pinfl: /^\d{14}$/.test(user.pinfl) ? user.pinfl : '',
    phone: user.phone ? (normalizeUzPhone(user.phone) ?? '') : '',
  };
  const plaintiff: PersonParty = typed ?? { kind: 'person', name: '', address: '' };
  const merged: PersonParty = { ...plaintiff };
  // What the answers already mark as OneID's stays marked (a claim made with OneID's data at hand).
  const prefilled: string[] = [...(answers.parties?.prefilled ?? [])];
  for (const key of ['name', 'pinfl', 'phone'] as const) {
    const own = (plaintiff[key] ?? '').trim();
    if (!oneId[key]) continue;
    if (own === '') merged[key] = oneId[key];
    if ((own === '' || own === oneId[key]) && !prefilled.includes(key)) prefilled.push(key);
  }
  if (prefilled.length === 0) return answers;
  return { ...answers, parties: { ...answers.parties, plaintiff: merged, prefilled } };
}

/**
 * The organisation a session acts for (signed in with its director's E-IMZO key, ADR 026) as the
 * plaintiff of a new claim that names none: its name and TIN from the certificate, prefilled, and
 * the director signing for it on the basis of its charter (editable, as every prefilled answer).
 */
async function withOrganisationPlaintiff(db: Queryable, userId: number, sessionId: number | null, answers: ClaimAnswers): Promise<ClaimAnswers> {
  if (sessionId === null || answers.parties?.plaintiff) return answers;
  const { rows } = await db.query<{
    acts_for: { tin: string; name: string; position: string } | null;
    first_name: string;
    last_name: string;
    middle_name: string;
  }>('SELECT s.acts_for, u.first_name, u.last_name, u.middle_name FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.id = $1 AND s.user_id = $2', [
    sessionId,
    userId,
  ]);
  const row = rows[0];
  if (!row?.acts_for) return answers;
  const plaintiff: EntityParty = {
    kind: 'entity',
    name: row.acts_for.name,
    tin: row.acts_for.tin,
    address: '',
    signatory: {
      position: row.acts_for.position.toLocaleLowerCase('uz') || 'direktor',
      name: personName(row.last_name, row.first_name, row.middle_name),
      basis: 'charter',
    },
  };
  return { ...answers, parties: { ...answers.parties, plaintiff, prefilled: ['name', 'tin'] } };
}

export interface NewClaim {
  template: ClaimTemplateSnapshot;
  locale: Locale;
  title?: string;
  answers: ClaimAnswers;
}

export async function createOwnClaim(db: Queryable, userId: number, asked: NewClaim, lang: Locale, sessionId: number | null = null): Promise<OwnClaim> {
  const title = asked.title ?? (asked.template.titles[asked.locale] || 'Claim');
  // A template naming an exemption by law starts its claim with it chosen (the visitor may untick it).
  const plaintiff = await withOneIdPlaintiff(db, userId, await withOrganisationPlaintiff(db, userId, sessionId, asked.answers));
  const input = { ...asked, answers: withDefaultExemption(plaintiff, asked.template.exemptions) };
  const id = await inTransaction(db, async (tx) => {
    const court = await existingCourt(tx, input.answers.court?.courtId);
    const { value, duty } = await claimFigures(tx, input.template, input.answers);
    const status = statusAfterSave('draft', isClaimComplete(reviewProblems(input.answers, input.template, { court })));
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO user_claims (user_id, template_id, court_id, title, locale, answers, template, claim_value, state_duty, status)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
      [
        userId,
        input.template.id,
        court?.id ?? null,
        title,
        input.locale,
        JSON.stringify(input.answers),
        JSON.stringify(input.template),
        value?.toString() ?? null,
        duty?.toString() ?? null,
        status,
      ],
    );
    await keepVersion(tx, rows[0]!.id, 'created');
    return rows[0]!.id;
  });
  return (await getOwnClaim(db, userId, id, lang))!;
}

interface LockedRow {
  id: number;
  version: number;
  status: ClaimStatus;
  title: string;
  locale: Locale;
  answers: ClaimAnswers;
  template: ClaimTemplateSnapshot;
  court_id: number | null;
  updated_at: Date;
}

async function lock(tx: Queryable, userId: number, id: number): Promise<LockedRow | null> {
  const { rows } = await tx.query<LockedRow>(
    'SELECT id, version, status, title, locale, answers, template, court_id, updated_at FROM user_claims WHERE id = $1 AND user_id = $2 FOR UPDATE',
    [id, userId],
  );
  const row = rows[0];
  return row ? { ...row, template: snapshotOf(row) } : null;
}

/** JSON with its keys sorted: jsonb keeps keys in its own order, so a save is compared by content. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

const conflictOf = (row: Pick<LockedRow, 'version' | 'updated_at'>): ClaimConflict => ({ version: row.version, updatedAt: row.updated_at.toISOString() });

/** Refusals of a change, beside 404 and a stale version. */
export type ClaimRefusal =
  | { kind: 'conflict'; conflict: ClaimConflict }
  | { kind: 'status'; status: ClaimStatus; allowed: ManualClaimStatus[] }
  /** Generating while a demand holds a "[label]": the answer paths of those demands. */
  | { kind: 'placeholders'; fields: string[] };
export type ClaimResult = { ok: true; claim: OwnClaim } | { ok: false; refusal: ClaimRefusal } | null;

export async function ownClaimExists(db: Queryable, userId: number, id: number): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM user_claims WHERE id = $1 AND user_id = $2', [id, userId]);
  return rows.length > 0;
}

/** A save: the next version, its figures and the state its answers give; a save that changes nothing writes nothing. */
export async function updateOwnClaim(db: Queryable, userId: number, id: number, update: ClaimUpdateInput, lang: Locale): Promise<ClaimResult> {
  const outcome = await inTransaction(db, async (tx): Promise<'missing' | ClaimRefusal | 'saved'> => {
    const row = await lock(tx, userId, id);
    if (!row) return 'missing';
    if (row.version !== update.version) return { kind: 'conflict', conflict: conflictOf(row) };
    if (!isEditable(row.status)) return { kind: 'status', status: row.status, allowed: manualTargets(row.status) };
    const next = { title: update.title ?? row.title, locale: update.locale ?? row.locale, answers: update.answers ?? row.answers };
    if (next.title === row.title && next.locale === row.locale && canonical(next.answers) === canonical(row.answers)) return 'saved';
    await keepVersionIfDue(tx, row.id);
    const court = await existingCourt(tx, next.answers.court?.courtId);
    const { value, duty } = await claimFigures(tx, row.template, next.answers);
    const status = statusAfterSave(row.status, isClaimComplete(reviewProblems(next.answers, row.template, { court })));
    await tx.query(
      `UPDATE user_claims SET title = $2, locale = $3, answers = $4, court_id = $5, claim_value = $6, state_duty = $7, status = $8, version = version + 1
        WHERE id = $1`,
      [row.id, next.title, next.locale, JSON.stringify(next.answers), court?.id ?? null, value?.toString() ?? null, duty?.toString() ?? null, status],
    );
    return 'saved';
  });
  if (outcome === 'missing') return null;
  if (outcome !== 'saved') return { ok: false, refusal: outcome };
  return { ok: true, claim: (await getOwnClaim(db, userId, id, lang))! };
}

export async function deleteOwnClaim(db: Queryable, userId: number, id: number): Promise<boolean> {
  const { rowCount } = await db.query('DELETE FROM user_claims WHERE id = $1 AND user_id = $2', [id, userId]);
  return rowCount > 0;
}

/**
 * Generating: from complete (or again from generated), the claim document in its language is
 * written and kept with its version (an earlier generated file stays in the versions).
 */
export async function generateOwnClaim(db: Queryable, userId: number, id: number, expected: number | undefined, lang: Locale): Promise<ClaimResult> {
  const outcome = await inTransaction(db, async (tx): Promise<'missing' | ClaimRefusal | 'done'> => {
    const row = await lock(tx, userId, id);
    if (!row) return 'missing';
    if (expected !== undefined && row.version !== expected) return { kind: 'conflict', conflict: conflictOf(row) };
    // A "[label]" left in a demand would go to court as it is: refused, naming each demand.
    const placeholders = (row.answers.demands ?? []).flatMap((d, i) => (PLACEHOLDER.test(d.text) ? [`answers.demands.${i}.text`] : []));
    if (placeholders.length) return { kind: 'placeholders', fields: placeholders };
    if (!canTransition(row.status, 'generated')) return { kind: 'status', status: row.status, allowed: manualTargets(row.status) };
    // A claim made before its snapshot kept the legal grounds and the named amounts reads them from its template.
    const template = row.template.grounds || !row.template.id ? row.template : { ...(await claimTemplateSnapshot(tx, row.template.id)), ...row.template };
    const { rows: courts } = await tx.query<{ name: string }>('SELECT l10n_text(name, $2) AS name FROM courts WHERE id = $1', [row.court_id, row.locale]);
    const value = claimValueOf(row.template.claimValueRule, row.answers.value);
    const { duty } = await claimFigures(tx, row.template, row.answers);
    const exemption = await exemptionGround(tx, row.answers.value?.exemption, row.locale);
    const attachments = claimAttachments(row.answers, { template, exempt: exemption !== null }, row.locale);
    const body = claimDocument({
      answers: row.answers,
      template,
      locale: row.locale,
      courtName: courts[0]?.name ?? null,
      value,
      duty: duty === null ? null : { amount: duty, exemptionGround: exemption },
      attachments,
      date: tashkentToday(),
      places: await placeNames(tx, row.answers, row.locale),
    });
    const { rows } = await tx.query<{ version: number }>(
      `UPDATE user_claims SET body = $2, status = 'generated', version = version + 1, generated_at = now(), state_duty = $3
        WHERE id = $1 RETURNING version`,
      [row.id, JSON.stringify(body), duty?.toString() ?? null],
    );
    await tx.query('UPDATE user_claims SET generated_version = $2 WHERE id = $1', [row.id, rows[0]!.version]);
    await keepVersion(tx, row.id, 'generated');
    return 'done';
  });
  if (outcome === 'missing') return null;
  if (outcome !== 'done') return { ok: false, refusal: outcome };
  return { ok: true, claim: (await getOwnClaim(db, userId, id, lang))! };
}

/** The visitor's move: filed (court, date, case number), closed, cancelled. */
export async function setOwnClaimStatus(db: Queryable, userId: number, id: number, input: ClaimStatusInput, lang: Locale): Promise<ClaimResult | 'no_court'> {
  const outcome = await inTransaction(db, async (tx): Promise<'missing' | 'no_court' | ClaimRefusal | 'done'> => {
    const row = await lock(tx, userId, id);
    if (!row) return 'missing';
    if (input.version !== undefined && row.version !== input.version) return { kind: 'conflict', conflict: conflictOf(row) };
    const manual = manualTargets(row.status);
    if (!(manual as ClaimStatus[]).includes(input.status)) return { kind: 'status', status: row.status, allowed: manual };
    if (input.status === 'filed_by_user') {
      const courtId = input.court !== undefined ? ((await existingCourt(tx, input.court))?.id ?? null) : row.court_id;
      if (input.court !== undefined && courtId === null) return 'no_court';
      await tx.query(
        `UPDATE user_claims SET status = 'filed_by_user', filed_court_id = $2, filed_on = $3, filed_case_number = $4, version = version + 1 WHERE id = $1`,
        [row.id, courtId, input.filedOn, input.caseNumber ?? null],
      );
    } else {
      await tx.query('UPDATE user_claims SET status = $2, version = version + 1 WHERE id = $1', [row.id, input.status]);
    }
    return 'done';
  });
  if (outcome === 'missing') return null;
  if (outcome === 'no_court') return 'no_court';
  if (outcome !== 'done') return { ok: false, refusal: outcome };
  return { ok: true, claim: (await getOwnClaim(db, userId, id, lang))! };
}

/** The generated document to download: the latest, or the one kept with version n. */
export async function generatedClaimFile(
  db: Queryable,
  userId: number,
  id: number,
  n: number | undefined,
): Promise<{ title: string; locale: Locale; body: RichTextDocument } | null> {
  const { rows } = await db.query<{ title: string; locale: Locale; body: RichTextDocument | null }>(
    n === undefined
      ? 'SELECT title, locale, body FROM user_claims WHERE id = $1 AND user_id = $2 AND generated_version IS NOT NULL'
      : `SELECT v.title, v.locale, v.body FROM user_claim_versions v JOIN user_claims c ON c.id = v.claim_id
          WHERE c.id = $1 AND c.user_id = $2 AND v.n = $3 AND v.reason = 'generated'`,
    n === undefined ? [id, userId] : [id, userId, n],
  );
  const row = rows[0];
  return row?.body ? { title: row.title, locale: row.locale, body: row.body } : null;
}

/** The kept versions of the owner's claim, newest first; null: no such claim of this owner. */
export async function listOwnClaimVersions(
  db: Queryable,
  userId: number,
  id: number,
  query: { page: number; pageSize: number },
): Promise<OwnClaimVersionList | null> {
  if (!(await ownClaimExists(db, userId, id))) return null;
  const offset = (query.page - 1) * query.pageSize;
  const [{ rows }, counted] = await Promise.all([
    db.query<{
      n: number;
      reason: 'created' | 'autosave' | 'generated';
      status: ClaimStatus;
      title: string;
      locale: Locale;
      claim_value: string | null;
      state_duty: string | null;
      created_at: Date;
    }>(
      `SELECT n, reason, status, title, locale, claim_value::text, state_duty::text, created_at FROM user_claim_versions
        WHERE claim_id = $1 ORDER BY n DESC LIMIT $2 OFFSET $3`,
      [id, query.pageSize, offset],
    ),
    db.query<{ total: number }>('SELECT count(*) AS total FROM user_claim_versions WHERE claim_id = $1', [id]),
  ]);
  const items = rows.map((row) => ({
    n: row.n,
    reason: row.reason,
    status: row.status,
    title: row.title,
    locale: row.locale,
    claimValue: amount(row.claim_value),
    stateDuty: amount(row.state_duty),
    generated: row.reason === 'generated',
    createdAt: row.created_at.toISOString(),
  }));
  return listResult(items, Number(counted.rows[0]?.total ?? 0), query.page, query.pageSize);
}
