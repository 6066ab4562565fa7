/**
 * A citizen's application to be listed as a verified specialist (issue 32, ADR 023), as its
 * applicant reads, saves and submits it. One per person; draft → submitted → approved, returned or
 * rejected (the operators' side is ../ops/applications.ts). While the operators have it, it cannot
 * be changed; a returned or rejected one is changed and submitted again; an approved specialist
 * changes only the licence here (the rest of the profile is edited live on /home), and that change
 * goes back to review while the profile keeps the licence approved before.
 */
import type { Queryable } from '../../db/adapter.js';
import { inTransaction } from '../../sql/transaction.js';
import type { Locale } from '../../../shared/locales.js';
import { RESERVED_SEGMENTS } from '../../../shared/routes.js';
import {
  applicationMissing,
  EMPTY_APPLICATION_FORM,
  type ApplicationField,
  type ApplicationFile,
  type ApplicationForm,
  type ApplicationStatus,
  type SpecialistApplication,
} from '../../../shared/account/application.js';
import { nicknameProblem, type NicknameProblem } from '../../../shared/account/specialist-fields.js';

export const OWN_APPLICATION_FILE_PATH = '/api/v1/me/specialist-application/files';
/** Where a verified specialist's photo is served to anyone (server/api/account/application-files.ts). */
export const PROFILE_PHOTO_PATH = '/api/v1/specialist-photos';

interface ApplicationRow {
  id: number;
  status: ApplicationStatus;
  form: Partial<ApplicationForm>;
  submitted_at: Date | null;
  decided_at: Date | null;
  decision_reason: string | null;
  licence_change: boolean;
  photo: FileRow | null;
  licence_scan: FileRow | null;
  nickname: string | null;
  verified_at: string | null;
}

export interface FileRow {
  id: number;
  name: string;
  media_type: ApplicationFile['mediaType'];
  size: number;
}

export const fileJson = (column: string) =>
  `(SELECT json_build_object('id', f.id, 'name', f.name, 'media_type', f.media_type, 'size', f.size) FROM specialist_application_files f WHERE f.id = ${column})`;

export const applicationFile = (row: FileRow | null, base: string): ApplicationFile | null =>
  row ? { id: Number(row.id), name: row.name, mediaType: row.media_type, size: Number(row.size), url: `${base}/${Number(row.id)}` } : null;

/** A stored form read back whole (a form saved by an older build may lack a field). */
export const formOf = (stored: Partial<ApplicationForm>): ApplicationForm => ({ ...EMPTY_APPLICATION_FORM, ...stored });

async function readRow(db: Queryable, userId: number, lock = false): Promise<ApplicationRow | null> {
  const { rows } = await db.query<ApplicationRow>(
    `SELECT a.id, a.status, a.form, a.submitted_at, a.decided_at, a.decision_reason, a.licence_change,
            ${fileJson('a.photo_file_id')} AS photo, ${fileJson('a.licence_file_id')} AS licence_scan,
            sp.nickname, to_char(sp.verified_at AT TIME ZONE 'Asia/Tashkent', 'YYYY-MM-DD') AS verified_at
       FROM specialist_applications a LEFT JOIN specialists sp ON sp.id = a.specialist_id AND sp.verified
      WHERE a.user_id = $1${lock ? ' FOR UPDATE OF a' : ''}`,
    [userId],
  );
  return rows[0] ?? null;
}

function applicationOf(row: ApplicationRow | null): SpecialistApplication {
  if (!row) {
    return {
      status: 'none',
      form: EMPTY_APPLICATION_FORM,
      photo: null,
      licenceScan: null,
      submittedAt: null,
      decidedAt: null,
      reason: null,
      licenceChange: false,
      profile: null,
      missing: applicationMissing(EMPTY_APPLICATION_FORM, { photo: false, licenceScan: false }),
      editable: true,
    };
  }
  const form = formOf(row.form);
  const photo = applicationFile(row.photo, OWN_APPLICATION_FILE_PATH);
  const licenceScan = applicationFile(row.licence_scan, OWN_APPLICATION_FILE_PATH);
  return {
    status: row.status,
    form,
    photo,
    licenceScan,
    submittedAt: row.submitted_at?.toISOString() ?? null,
    decidedAt: row.decided_at?.toISOString() ?? null,
    reason: row.status === 'returned' || row.status === 'rejected' ? row.decision_reason : null,
    licenceChange: row.licence_change,
    profile: row.nickname ? { nickname: row.nickname, verifiedAt: row.verified_at } : null,
    missing: applicationMissing(form, { photo: photo !== null, licenceScan: licenceScan !== null }),
    editable: row.status !== 'submitted',
  };
}

export async function readApplication(db: Queryable, userId: number): Promise<SpecialistApplication> {
  return applicationOf(await readRow(db, userId));
}

export type SaveRefusal = { refused: 'submitted' };

/** The row of this person's application, made as a draft when there is none; locked for the caller's transaction. */
async function ownRow(tx: Queryable, userId: number, lang: Locale): Promise<ApplicationRow> {
  await tx.query('INSERT INTO specialist_applications (user_id, lang) VALUES ($1, $2) ON CONFLICT (user_id) DO NOTHING', [userId, lang]);
  const row = await readRow(tx, userId, true);
  if (!row) throw new Error('application row vanished');
  return row;
}

/**
 * Saves the form as written (a draft may be incomplete). A rejected application becomes a draft
 * again; an approved specialist's save changes only the licence.
 */
export async function saveApplication(db: Queryable, userId: number, form: ApplicationForm, lang: Locale): Promise<SpecialistApplication | SaveRefusal> {
  return inTransaction(db, async (tx) => {
    const row = await ownRow(tx, userId, lang);
    if (row.status === 'submitted') return { refused: 'submitted' } as const;
    // An approved specialist (or one whose licence change came back) changes the licence alone.
    const licenceOnly = row.status === 'approved' || row.licence_change;
    const kept = licenceOnly ? { ...formOf(row.form), licence: form.licence } : form;
    const status: ApplicationStatus = row.status === 'rejected' && !licenceOnly ? 'draft' : row.status;
    await tx.query('UPDATE specialist_applications SET form = $2::jsonb, status = $3, lang = $4 WHERE id = $1', [row.id, JSON.stringify(kept), status, lang]);
    return applicationOf(await readRow(tx, userId));
  });
}

/** A checked file kept as the application's photo or licence scan (the one before is dropped). */
export async function attachApplicationFile(
  db: Queryable,
  userId: number,
  purpose: 'photo' | 'licence',
  file: { name: string; mediaType: ApplicationFile['mediaType']; bytes: Uint8Array; sha256: string },
  lang: Locale,
): Promise<SpecialistApplication | SaveRefusal> {
  return inTransaction(db, async (tx) => {
    const row = await ownRow(tx, userId, lang);
    if (row.status === 'submitted') return { refused: 'submitted' } as const;
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO specialist_application_files (user_id, purpose, name, media_type, size, sha256, content)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [userId, purpose, file.name, file.mediaType, file.bytes.length, file.sha256, file.bytes],
    );
    const column = purpose === 'photo' ? 'photo_file_id' : 'licence_file_id';
    const previous = purpose === 'photo' ? row.photo : row.licence_scan;
    await tx.query(
      `UPDATE specialist_applications SET ${column} = $2, status = CASE WHEN status = 'rejected' AND NOT licence_change THEN 'draft' ELSE status END WHERE id = $1`,
      [row.id, rows[0]?.id],
    );
    // An approved specialist's new photo is live at once, as the rest of the profile's changes are.
    if (purpose === 'photo' && (row.status === 'approved' || row.licence_change)) {
      await tx.query('UPDATE specialists SET photo_file_id = $2, photo_url = $3 WHERE user_id = $1 AND verified', [
        userId,
        rows[0]?.id,
        `${PROFILE_PHOTO_PATH}/${Number(rows[0]?.id)}`,
      ]);
    }
    // The file replaced goes, unless the live profile still shows it (an approved photo).
    if (previous) {
      await tx.query('DELETE FROM specialist_application_files f WHERE f.id = $1 AND NOT EXISTS (SELECT 1 FROM specialists s WHERE s.photo_file_id = f.id)', [
        previous.id,
      ]);
    }
    return applicationOf(await readRow(tx, userId));
  });
}

export type SubmitOutcome =
  | { ok: true; application: SpecialistApplication }
  | { ok: false; refused: 'submitted' | 'unchanged' }
  | { ok: false; refused: 'incomplete'; missing: ApplicationField[]; nickname: NicknameProblem | null };

/** Is this nickname free for this person (theirs already, or nobody's)? */
async function nicknameCheck(db: Queryable, userId: number, nickname: string): Promise<NicknameProblem | null> {
  const problem = nicknameProblem(nickname, RESERVED_SEGMENTS);
  if (problem) return problem;
  const { rows } = await db.query<{ user_id: number | null }>('SELECT user_id FROM specialists WHERE nickname = $1', [nickname]);
  const owner = rows[0];
  return owner !== undefined && Number(owner.user_id) !== userId ? 'taken' : null;
}

/**
 * Hands the application to the operators: complete (every field a submission needs, a free
 * nickname), then `submitted` with the applicant told. An approved specialist submits a changed
 * licence (the same licence again is `unchanged`).
 */
export async function submitApplication(db: Queryable, userId: number, approvedLicence: (tx: Queryable) => Promise<unknown>): Promise<SubmitOutcome> {
  return inTransaction(db, async (tx) => {
    const row = await readRow(tx, userId, true);
    if (row?.status === 'submitted') return { ok: false, refused: 'submitted' } as const;
    const application = applicationOf(row);
    const nickname = application.form.nickname ? await nicknameCheck(tx, userId, application.form.nickname) : null;
    if (!row || application.missing.length > 0 || nickname) {
      const missing = nickname && !application.missing.includes('nickname') ? ['nickname' as const, ...application.missing] : application.missing;
      return { ok: false, refused: 'incomplete', missing, nickname } as const;
    }
    const licenceChange = row.status === 'approved' || row.licence_change;
    if (licenceChange && JSON.stringify(await approvedLicence(tx)) === JSON.stringify(application.form.licence)) {
      return { ok: false, refused: 'unchanged' } as const;
    }
    await tx.query(`UPDATE specialist_applications SET status = 'submitted', submitted_at = now(), decision_reason = NULL, licence_change = $2 WHERE id = $1`, [
      row.id,
      licenceChange,
    ]);
    await tx.query("SELECT notify_user($1, 'application_submitted', '{}'::jsonb, '/home/specialist-application')", [userId]);
    return { ok: true, application: applicationOf(await readRow(tx, userId)) } as const;
  });
}

/** The verified licence on the person's live profile, as the application keeps one. */
export async function liveLicence(db: Queryable, userId: number): Promise<unknown> {
  const { rows } = await db.query<{ licence: unknown }>('SELECT licence FROM specialists WHERE user_id = $1', [userId]);
  return rows[0]?.licence ?? null;
}

export interface StoredApplicationFile {
  name: string;
  mediaType: ApplicationFile['mediaType'];
  size: number;
  sha256: string;
  content: Uint8Array;
}

const FILE_COLUMNS = 'f.name, f.media_type, f.size, f.sha256, f.content';
type StoredRow = { name: string; media_type: ApplicationFile['mediaType']; size: number; sha256: string; content: Uint8Array };
const stored = (row: StoredRow | undefined): StoredApplicationFile | null =>
  row ? { name: row.name, mediaType: row.media_type, size: Number(row.size), sha256: row.sha256, content: row.content } : null;

/** One of the applicant's own files (the current photo or scan); null for anyone else's. */
export async function readOwnApplicationFile(db: Queryable, userId: number, fileId: number): Promise<StoredApplicationFile | null> {
  const { rows } = await db.query<StoredRow>(
    `SELECT ${FILE_COLUMNS} FROM specialist_application_files f
       JOIN specialist_applications a ON a.user_id = f.user_id AND f.id IN (a.photo_file_id, a.licence_file_id)
      WHERE f.id = $1 AND f.user_id = $2`,
    [fileId, userId],
  );
  return stored(rows[0]);
}

/** A file of application `applicationId`, for an operator (the role is checked by the caller). */
export async function readApplicationFileForOperator(db: Queryable, applicationId: number, fileId: number): Promise<StoredApplicationFile | null> {
  const { rows } = await db.query<StoredRow>(
    `SELECT ${FILE_COLUMNS} FROM specialist_application_files f
       JOIN specialist_applications a ON a.user_id = f.user_id AND f.id IN (a.photo_file_id, a.licence_file_id)
      WHERE f.id = $1 AND a.id = $2`,
    [fileId, applicationId],
  );
  return stored(rows[0]);
}

/** A verified specialist's photo, to anyone (it is on the public profile); null for any other file. */
export async function readProfilePhoto(db: Queryable, fileId: number): Promise<StoredApplicationFile | null> {
  const { rows } = await db.query<StoredRow>(
    `SELECT ${FILE_COLUMNS} FROM specialist_application_files f WHERE f.id = $1 AND EXISTS (SELECT 1 FROM specialists s WHERE s.photo_file_id = f.id)`,
    [fileId],
  );
  return stored(rows[0]);
}
