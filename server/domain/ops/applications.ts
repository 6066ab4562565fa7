/**
 * The operators' queue of specialists' applications (issue 32, ADR 023): the submitted ones, the
 * earliest first; one with its form, its files and the licence approved before; and the three
 * decisions, each made once under the application's row lock, audited and told to the applicant in
 * one transaction:
 *
 * - **approve**: the profile goes live with the verified badge and the day it was verified: made
 *   (or, for a person who had a profile, updated) from the form, with its specializations, its
 *   photo and its services on sale (their IKPU codes given). A licence change only replaces the
 *   licence and the day of verification.
 * - **return** with the reason: the applicant fixes and submits again.
 * - **reject** with the reason. For a licence change, the profile keeps the licence approved before.
 */
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/adapter.js';
import { inTransaction } from '../../sql/transaction.js';
import type { Locale } from '../../../shared/locales.js';
import { displayName } from '../../../shared/format/person-name.js';
import type { ApplicationForm, ApplicationStatus } from '../../../shared/account/application.js';
import type { ApplicationDecision, OpsApplication, OpsApplicationCard } from '../../../shared/api/account/application.js';
import { applicationFile, fileJson, formOf, PROFILE_PHOTO_PATH, type FileRow } from '../account/application.js';
import { recordAudit, type AuditActor } from './audit.js';

export const OPS_APPLICATION_FILE_PATH = (id: number) => `/api/v1/ops/applications/${id}/files`;

interface CardRow {
  id: number;
  first_name: string;
  last_name: string;
  form: Partial<ApplicationForm>;
  submitted_at: Date;
  licence_change: boolean;
}

function cardOf(row: CardRow): OpsApplicationCard {
  const form = formOf(row.form);
  return {
    id: Number(row.id),
    applicant: displayName(row.first_name, row.last_name),
    profession: form.profession,
    nickname: form.nickname,
    submittedAt: row.submitted_at.toISOString(),
    licenceChange: row.licence_change,
  };
}

/** The applications waiting for a decision, the earliest submitted first. */
export async function submittedApplications(db: Queryable): Promise<OpsApplicationCard[]> {
  const { rows } = await db.query<CardRow>(
    `SELECT a.id, u.first_name, u.last_name, a.form, a.submitted_at, a.licence_change
       FROM specialist_applications a JOIN users u ON u.id = a.user_id
      WHERE a.status = 'submitted' ORDER BY a.submitted_at, a.id LIMIT 200`,
  );
  return rows.map(cardOf);
}

interface OneRow extends CardRow {
  status: ApplicationStatus;
  pinfl: string;
  decided_at: Date | null;
  decision_reason: string | null;
  photo: FileRow | null;
  licence_scan: FileRow | null;
  approved_licence: ApplicationForm['licence'];
  region_name: string | null;
  specialization_names: string[];
}

/** One application (any state) as an operator reads it, names in `lang`; null for none. */
export async function opsApplication(db: Queryable, id: number, lang: Locale): Promise<OpsApplication | null> {
  const { rows } = await db.query<OneRow>(
    `SELECT a.id, u.first_name, u.last_name, u.pinfl, a.form, coalesce(a.submitted_at, a.updated_at) AS submitted_at, a.licence_change,
            a.status, a.decided_at, a.decision_reason,
            ${fileJson('a.photo_file_id')} AS photo, ${fileJson('a.licence_file_id')} AS licence_scan,
            (SELECT sp.licence FROM specialists sp WHERE sp.user_id = a.user_id AND sp.verified) AS approved_licence,
            (SELECT l10n_text(r.name, $2) FROM regions r WHERE r.slug = a.form->>'region') AS region_name,
            ARRAY(SELECT l10n_text(s.name, $2) FROM jsonb_array_elements_text(coalesce(a.form->'specializations', '[]')) WITH ORDINALITY AS e (slug, n)
                    JOIN specializations s ON s.slug = e.slug ORDER BY e.n) AS specialization_names
       FROM specialist_applications a JOIN users u ON u.id = a.user_id WHERE a.id = $1`,
    [id, lang],
  );
  const row = rows[0];
  if (!row) return null;
  const base = OPS_APPLICATION_FILE_PATH(Number(row.id));
  return {
    ...cardOf(row),
    status: row.status,
    pinfl: row.pinfl,
    form: formOf(row.form),
    regionName: row.region_name,
    specializationNames: row.specialization_names,
    photo: applicationFile(row.photo, base),
    licenceScan: applicationFile(row.licence_scan, base),
    approvedLicence: row.approved_licence ?? null,
    decidedAt: row.decided_at?.toISOString() ?? null,
    reason: row.decision_reason,
  };
}

export type DecisionOutcome =
  | { ok: true; nickname: string | null; changedNicknames: string[] }
  | { ok: false; refused: 'unknown' | 'decided' | 'nickname_taken' | 'unknown_specialization' | 'unknown_region' };

interface LockedRow {
  id: number;
  user_id: number;
  status: ApplicationStatus;
  form: Partial<ApplicationForm>;
  lang: Locale;
  licence_change: boolean;
  photo_file_id: number | null;
  first_name: string;
  last_name: string;
  middle_name: string;
}

/** OneID gives names in capitals; a profile shows "Aziz", not "AZIZ". */
function titleCase(value: string): string {
  return value
    .trim()
    .split(/\s+/)
    .map((word) => (word === word.toUpperCase() ? word.charAt(0) + word.slice(1).toLocaleLowerCase('uz') : word))
    .join(' ');
}

function hueOf(nickname: string): number {
  let hash = 0;
  for (const char of nickname) hash = (hash * 31 + char.charCodeAt(0)) % 360;
  return hash;
}

/** A service's slug: the nickname's letters, its place and a random tail (the seed's slugs never end so). */
function serviceSlug(nickname: string, index: number): string {
  const base = nickname.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '') || 'service';
  return `${base}-${index + 1}-${randomBytes(3).toString('hex')}`;
}

const UNIQUE_VIOLATION = '23505';

/** Makes or updates the applicant's live profile from the form, verified today. */
async function publishProfile(tx: Queryable, row: LockedRow): Promise<{ id: number; nickname: string; previous: string | null } | DecisionOutcome> {
  const form = formOf(row.form);
  const lang = row.lang;
  const { rows: regions } = await tx.query<{ id: number }>('SELECT id FROM regions WHERE slug = $1', [form.region]);
  if (!regions[0]) return { ok: false, refused: 'unknown_region' };
  const { rows: specializations } = await tx.query<{ id: number; slug: string; group_id: number }>(
    'SELECT id, slug, group_id FROM specializations WHERE slug = ANY($1::text[])',
    [form.specializations],
  );
  if (specializations.length !== form.specializations.length || specializations.length === 0) return { ok: false, refused: 'unknown_specialization' };
  const { rows: taken } = await tx.query<{ user_id: number | null }>('SELECT user_id FROM specialists WHERE nickname = $1', [form.nickname]);
  if (taken[0] && Number(taken[0].user_id) !== Number(row.user_id)) return { ok: false, refused: 'nickname_taken' };
  const { rows: before } = await tx.query<{ nickname: string }>('SELECT nickname FROM specialists WHERE user_id = $1', [row.user_id]);
  const named = (value: string) => JSON.stringify({ uz: titleCase(value) || '—' });
  const inLang = (value: string) => JSON.stringify({ [lang]: value });
  const photoUrl = row.photo_file_id ? `${PROFILE_PHOTO_PATH}/${Number(row.photo_file_id)}` : null;
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO specialists (user_id, nickname, first_name, last_name, patronymic, profession, bio, languages, avatar_hue, region_id,
                              verified, verified_at, licence, photo_file_id, photo_url, experience_years, education, pinfl)
     VALUES ($1, $2, $3::jsonb, $4::jsonb, $5::jsonb, $6, $7::jsonb, $8::text[], $9, $10, true, now(), $11::jsonb, $12, $13, $14, $15::jsonb,
             (SELECT pinfl FROM users WHERE id = $1))
     ON CONFLICT (user_id) DO UPDATE SET
       nickname = EXCLUDED.nickname, first_name = EXCLUDED.first_name, last_name = EXCLUDED.last_name, patronymic = EXCLUDED.patronymic,
       profession = EXCLUDED.profession, bio = EXCLUDED.bio, languages = EXCLUDED.languages, region_id = EXCLUDED.region_id,
       verified = true, verified_at = now(), licence = EXCLUDED.licence, photo_file_id = EXCLUDED.photo_file_id, photo_url = EXCLUDED.photo_url,
       experience_years = EXCLUDED.experience_years, education = EXCLUDED.education, pinfl = EXCLUDED.pinfl
     RETURNING id`,
    [
      row.user_id,
      form.nickname,
      named(row.first_name),
      named(row.last_name),
      row.middle_name.trim() ? named(row.middle_name) : null,
      form.profession,
      inLang(form.about),
      form.languages,
      hueOf(form.nickname),
      regions[0].id,
      form.licence ? JSON.stringify(form.licence) : null,
      row.photo_file_id,
      photoUrl,
      form.experienceYears,
      inLang(form.education),
    ],
  );
  const id = Number(rows[0]?.id);
  await tx.query('DELETE FROM specialist_specializations WHERE specialist_id = $1', [id]);
  const position = new Map(form.specializations.map((slug, index) => [slug, index]));
  for (const item of specializations) {
    await tx.query('INSERT INTO specialist_specializations (specialist_id, specialization_id, position) VALUES ($1, $2, $3)', [
      id,
      item.id,
      position.get(item.slug) ?? 0,
    ]);
  }
  // The services are the category of the main specialization; sold at once (their codes are given).
  const main = specializations.find((item) => item.slug === form.specializations[0]) ?? specializations[0];
  for (const [index, service] of form.services.entries()) {
    const { rows: made } = await tx.query<{ id: number }>(
      `INSERT INTO services (slug, group_id, title, description, price, price_kind, specialist_id, ikpu_code)
       VALUES ($1, $2, $3::jsonb, $4::jsonb, $5, $6, $7, $8) RETURNING id`,
      [
        serviceSlug(form.nickname, index),
        main?.group_id,
        inLang(service.title),
        inLang(service.description),
        service.price,
        service.priceKind,
        id,
        service.ikpuCode,
      ],
    );
    if (main) await tx.query('INSERT INTO service_specializations (service_id, specialization_id) VALUES ($1, $2)', [made[0]?.id, main.id]);
  }
  return { id, nickname: form.nickname, previous: before[0]?.nickname ?? null };
}

/**
 * The operator's decision on a submitted application. `reason` is required (checked by the
 * schema) for a return and a rejection; an approval may carry a note for the log.
 */
export async function decideApplication(
  db: Queryable,
  actor: AuditActor,
  id: number,
  decision: ApplicationDecision,
  reason: string | null,
): Promise<DecisionOutcome> {
  try {
    return await inTransaction(db, async (tx) => {
      const { rows } = await tx.query<LockedRow>(
        `SELECT a.id, a.user_id, a.status, a.form, a.lang, a.licence_change, a.photo_file_id, u.first_name, u.last_name, u.middle_name
           FROM specialist_applications a JOIN users u ON u.id = a.user_id WHERE a.id = $1 FOR UPDATE OF a`,
        [id],
      );
      const row = rows[0];
      if (!row) return { ok: false, refused: 'unknown' } as const;
      if (row.status !== 'submitted') return { ok: false, refused: 'decided' } as const;
      const form = formOf(row.form);
      let nickname: string | null = null;
      const changedNicknames: string[] = [];
      let specialistId: number | null = null;
      if (decision === 'approved') {
        if (row.licence_change) {
          const { rows: updated } = await tx.query<{ id: number; nickname: string }>(
            'UPDATE specialists SET licence = $2::jsonb, verified = true, verified_at = now() WHERE user_id = $1 RETURNING id, nickname',
            [row.user_id, form.licence ? JSON.stringify(form.licence) : null],
          );
          specialistId = updated[0] ? Number(updated[0].id) : null;
          nickname = updated[0]?.nickname ?? null;
        } else {
          const published = await publishProfile(tx, row);
          if ('ok' in published) return published;
          specialistId = published.id;
          nickname = published.nickname;
          if (published.previous && published.previous !== published.nickname) changedNicknames.push(published.previous);
        }
        if (nickname) changedNicknames.push(nickname);
      }
      const status: ApplicationStatus = decision;
      await tx.query(
        `UPDATE specialist_applications SET status = $2, decided_at = now(), decision_reason = $3, specialist_id = coalesce($4, specialist_id) WHERE id = $1`,
        [id, status, reason, specialistId],
      );
      await recordAudit(tx, {
        actor,
        action: `application.${decision === 'approved' ? 'approve' : decision === 'returned' ? 'return' : 'reject'}`,
        subject: `specialist application ${id} (${form.nickname || '—'})`,
        before: { status: row.status, licenceChange: row.licence_change },
        after: { status, ...(specialistId ? { specialistId, nickname } : {}) },
        note: reason,
      });
      const kind = `application_${decision}`;
      const path = decision === 'approved' && nickname ? `/${nickname}` : '/home/specialist-application';
      await tx.query('SELECT notify_user($1, $2, $3::jsonb, $4)', [
        row.user_id,
        kind,
        JSON.stringify(reason && decision !== 'approved' ? { reason } : {}),
        path,
      ]);
      return { ok: true, nickname, changedNicknames } as const;
    });
  } catch (error) {
    // Someone took the nickname between the check and the write.
    if ((error as { code?: unknown } | null)?.code === UNIQUE_VIOLATION) return { ok: false, refused: 'nickname_taken' };
    throw error;
  }
}
