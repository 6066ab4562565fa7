/**
 * The specialist profile a user manages (one per user: specialists.user_id is unique): read as
 * the editor shows it, nicknames checked, and saved in one transaction, the profile's
 * specializations, links and experience replaced together. The public profile (./specialists.ts)
 * reads the same rows, so /{nickname} shows a save at once.
 */
import type { Queryable, Transactional } from '../../db/adapter.js';
import type { Locale } from '../../../shared/locales.js';
import { RESERVED_SEGMENTS } from '../../../shared/routes.js';
import { nicknameProblem, type NicknameCheck, type ProfileNetwork, type SpecialistProfileValues } from '../../../shared/account/specialist-fields.js';
import type { Profession } from '../../../shared/api/types.js';
import { experienceJson } from '../../sql/fragments.js';

interface OwnRow {
  nickname: string;
  profession: Profession;
  bio: Partial<Record<Locale, string>> | null;
  phone: string | null;
  languages: Locale[];
  specializations: string[];
  social_links: { network: ProfileNetwork; url: string }[];
  experience: { organization: string; position: string; from: string; to: string | null }[];
}

/** The user's profile in the editor's shape (texts of experience in `lang`, with the usual fallback), or null. */
export async function readOwnSpecialist(db: Queryable, userId: number, lang: Locale): Promise<SpecialistProfileValues | null> {
  const { rows } = await db.query<OwnRow>(
    `SELECT s.nickname, s.profession, s.bio, s.phone, s.languages,
       (SELECT coalesce(json_agg(sp.slug ORDER BY ss.position, sp.id), '[]'::json)
          FROM specialist_specializations ss JOIN specializations sp ON sp.id = ss.specialization_id
         WHERE ss.specialist_id = s.id) AS specializations,
       (SELECT coalesce(json_agg(json_build_object('network', sl.network, 'url', sl.value) ORDER BY sl.position), '[]'::json)
          FROM specialist_social_links sl WHERE sl.specialist_id = s.id) AS social_links,
       ${experienceJson('s.id', '$2')} AS experience
     FROM specialists s WHERE s.user_id = $1`,
    [userId, lang],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    nickname: row.nickname,
    profession: row.profession,
    specializations: row.specializations,
    bio: row.bio ?? {},
    phone: row.phone ?? '',
    languages: row.languages,
    socialLinks: row.social_links,
    experience: row.experience,
  };
}

/** Can this user have this nickname? Their own current nickname is available to them. */
export async function checkNickname(db: Queryable, userId: number, nickname: string): Promise<NicknameCheck> {
  const problem = nicknameProblem(nickname, RESERVED_SEGMENTS);
  if (problem) return { nickname, available: false, problem };
  const { rows } = await db.query<{ user_id: number | null }>('SELECT user_id FROM specialists WHERE nickname = $1', [nickname]);
  const owner = rows[0];
  const taken = owner !== undefined && owner.user_id !== userId;
  return { nickname, available: !taken, problem: taken ? 'taken' : null };
}

/** `previousNickname`: the nickname before this save (null for a new profile), whose page now moves or changes. */
export type SaveOutcome =
  | { ok: true; nickname: string; previousNickname: string | null; created: boolean }
  | { ok: false; problem: 'taken' | 'unknown_specialization' | 'no_user' | 'profession_verified' };

const UNIQUE_VIOLATION = '23505';

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === UNIQUE_VIOLATION;
}

/** The first day of a 'YYYY-MM' month, as the table keeps months. */
const firstDay = (month: string) => `${month}-01`;

/** Transactions where the database offers them (every Database does; a bare Queryable runs the statements as they come). */
function inTransaction<T>(db: Queryable, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  const transactional = db as Queryable & Partial<Transactional>;
  return typeof transactional.transaction === 'function' ? transactional.transaction(fn) : fn(db);
}

/**
 * Creates or updates the user's profile from validated values. The name comes from the account
 * (OneID), the experience texts are kept in `lang`, the language they were written in.
 */
export async function saveOwnSpecialist(db: Queryable, userId: number, values: SpecialistProfileValues, lang: Locale): Promise<SaveOutcome> {
  const check = await checkNickname(db, userId, values.nickname);
  if (!check.available) return { ok: false, problem: 'taken' };
  try {
    return await inTransaction(db, async (tx) => {
      const { rows: specializations } = await tx.query<{ id: number; slug: string }>('SELECT id, slug FROM specializations WHERE slug = ANY($1::text[])', [
        values.specializations,
      ]);
      if (specializations.length !== values.specializations.length) return { ok: false, problem: 'unknown_specialization' } as const;
      const { rows: users } = await tx.query<{ first_name: string; last_name: string; middle_name: string }>(
        'SELECT first_name, last_name, middle_name FROM users WHERE id = $1',
        [userId],
      );
      const user = users[0];
      if (!user) return { ok: false, problem: 'no_user' } as const;
      const { rows: before } = await tx.query<{ nickname: string; profession: string; verified: boolean }>(
        'SELECT nickname, profession, verified FROM specialists WHERE user_id = $1 FOR UPDATE',
        [userId],
      );
      // A verified profession was checked with its documents (ADR 023): it changes through a new application.
      if (before[0]?.verified && before[0].profession !== values.profession) return { ok: false, problem: 'profession_verified' } as const;
      const named = (value: string) => JSON.stringify({ uz: titleCase(value) || '—' });
      const { rows } = await tx.query<{ id: number; created: boolean }>(
        `INSERT INTO specialists (user_id, nickname, first_name, last_name, patronymic, profession, bio, phone, languages, avatar_hue)
         VALUES ($1, $2, $3::jsonb, $4::jsonb, $5::jsonb, $6, $7::jsonb, $8, $9::text[], $10)
         ON CONFLICT (user_id) DO UPDATE SET
           nickname = EXCLUDED.nickname, first_name = EXCLUDED.first_name, last_name = EXCLUDED.last_name,
           patronymic = EXCLUDED.patronymic, profession = EXCLUDED.profession, bio = EXCLUDED.bio,
           phone = EXCLUDED.phone, languages = EXCLUDED.languages
         RETURNING id, (xmax = 0) AS created`,
        [
          userId,
          values.nickname,
          named(user.first_name),
          named(user.last_name),
          user.middle_name.trim() ? named(user.middle_name) : null,
          values.profession,
          JSON.stringify(values.bio),
          values.phone || null,
          values.languages,
          hueOf(values.nickname),
        ],
      );
      const saved = rows[0];
      if (!saved) throw new Error('specialist upsert returned no row');
      const id = saved.id;
      await tx.query('DELETE FROM specialist_specializations WHERE specialist_id = $1', [id]);
      const position = new Map(values.specializations.map((slug, index) => [slug, index]));
      for (const item of specializations) {
        await tx.query('INSERT INTO specialist_specializations (specialist_id, specialization_id, position) VALUES ($1, $2, $3)', [
          id,
          item.id,
          position.get(item.slug) ?? 0,
        ]);
      }
      await tx.query('DELETE FROM specialist_social_links WHERE specialist_id = $1', [id]);
      for (const [index, link] of values.socialLinks.entries()) {
        await tx.query('INSERT INTO specialist_social_links (specialist_id, position, network, value) VALUES ($1, $2, $3, $4)', [
          id,
          index,
          link.network,
          link.url,
        ]);
      }
      await tx.query('DELETE FROM specialist_experience WHERE specialist_id = $1', [id]);
      for (const entry of values.experience) {
        await tx.query(
          'INSERT INTO specialist_experience (specialist_id, organization, position, started_on, ended_on) VALUES ($1, $2::jsonb, $3::jsonb, $4::date, $5::date)',
          [
            id,
            JSON.stringify({ [lang]: entry.organization }),
            JSON.stringify({ [lang]: entry.position }),
            firstDay(entry.from),
            entry.to ? firstDay(entry.to) : null,
          ],
        );
      }
      return { ok: true, nickname: values.nickname, previousNickname: before[0]?.nickname ?? null, created: saved.created } as const;
    });
  } catch (error) {
    // Another user took the nickname between the check and the write.
    if (isUniqueViolation(error)) return { ok: false, problem: 'taken' };
    throw error;
  }
}

/** OneID gives names in capitals; a profile shows "Aziz", not "AZIZ". */
function titleCase(value: string): string {
  return value
    .trim()
    .split(/\s+/)
    .map((word) => (word === word.toUpperCase() ? word.charAt(0) + word.slice(1).toLowerCase() : word))
    .join(' ');
}

/** A stable avatar colour from the nickname. */
function hueOf(nickname: string): number {
  let hash = 0;
  for (const char of nickname) hash = (hash * 31 + char.charCodeAt(0)) % 360;
  return hash;
}
