/**
 * The specialist profile a citizen edits on /home (docs/product.md §5, docs/design.md §4): its fields, limits and
 * shapes, without a schema library, so the dashboard's own chunk can name them without zod (the
 * schema is ./specialist-schema.ts, loaded with the editor).
 */
import type { Locale } from '../locales';
import type { Profession } from '../api/types';
import { calendarParts } from '../format/calendar';

export const PROFILE_PROFESSIONS = ['advocate', 'lawyer', 'notary', 'mediator', 'patent-attorney'] as const satisfies readonly Profession[];

/** Networks a profile stores (the table's CHECK): shared/social-link's list without YouTube. */
export const PROFILE_NETWORKS = ['telegram', 'instagram', 'facebook', 'linkedin', 'website'] as const;
export type ProfileNetwork = (typeof PROFILE_NETWORKS)[number];

export const SPECIALIST_LIMITS = {
  nickname: { min: 3, max: 32 },
  bio: { max: 2000 },
  specializations: { min: 1, max: 12 },
  /** Digits of a phone number, the country code included. */
  phoneDigits: { min: 9, max: 15 },
  socialLinks: { max: 8 },
  /** The table keeps links of at most 255 characters. */
  socialLink: { max: 255 },
  experience: { max: 20 },
  organization: { min: 2, max: 200 },
  position: { min: 2, max: 200 },
} as const;

export interface SocialLinkValue {
  network: ProfileNetwork;
  url: string;
}

export interface ExperienceValue {
  organization: string;
  position: string;
  /** 'YYYY-MM' */
  from: string;
  /** 'YYYY-MM', or null: to the present. */
  to: string | null;
}

/** The editor's values, as GET /api/v1/me/specialist answers and PUT takes them (normalized). */
export interface SpecialistProfileValues {
  nickname: string;
  profession: Profession;
  /** Slugs of specializations, the main one first. */
  specializations: string[];
  /** At least one language written. */
  bio: Partial<Record<Locale, string>>;
  /** Digits with a leading '+' when given; '' for none. */
  phone: string;
  languages: Locale[];
  socialLinks: SocialLinkValue[];
  experience: ExperienceValue[];
}

/** The field keys the messages name, with their labels in the visitor's language. */
export const SPECIALIST_FIELDS = [
  'nickname',
  'profession',
  'specializations',
  'bio',
  'phone',
  'languages',
  'socialLinks',
  'url',
  'experience',
  'organization',
  'position',
  'from',
  'to',
] as const;
export type SpecialistField = (typeof SPECIALIST_FIELDS)[number];
export type SpecialistLabels = Readonly<Record<SpecialistField, string>>;

/** Why a nickname cannot be had (GET /api/v1/me/nickname). */
export type NicknameProblem = 'invalid' | 'reserved' | 'taken';

export interface NicknameCheck {
  nickname: string;
  available: boolean;
  /** null when available (the visitor's own nickname is available to them). */
  problem: NicknameProblem | null;
}

const NICKNAME_PATTERN = /^[a-z0-9_.]+$/;

/** What is wrong with a nickname's form (length, characters, a reserved word), or null. */
export function nicknameProblem(nickname: string, reserved: ReadonlySet<string>): Exclude<NicknameProblem, 'taken'> | null {
  const { min, max } = SPECIALIST_LIMITS.nickname;
  if (nickname.length < min || nickname.length > max || !NICKNAME_PATTERN.test(nickname)) return 'invalid';
  return reserved.has(nickname) ? 'reserved' : null;
}

/** What a visitor types, as the nickname is checked: trimmed, lower case, no leading '@'. */
export function normalizeNickname(value: string): string {
  return value.trim().replace(/^@/, '').toLowerCase();
}

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** A 'YYYY-MM' month between 1950 and `latest`, or null. */
export function parseMonth(value: unknown, latest: string): string | null {
  if (typeof value !== 'string') return null;
  const match = MONTH.exec(value.trim());
  if (!match) return null;
  const month = `${match[1]}-${match[2]}`;
  return month >= '1950-01' && month <= latest ? month : null;
}

/** The month of a moment in Tashkent, 'YYYY-MM': the latest month a job may start or end in. */
export function monthOf(now: Date): string {
  const { year, month } = calendarParts(now);
  return `${year}-${String(month).padStart(2, '0')}`;
}
