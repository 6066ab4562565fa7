/**
 * The one schema of a specialist profile (docs/product.md §5): PUT /api/v1/me/specialist checks the body
 * with it, and the editor checks the form with it before sending, so both fail alike, field by
 * field, with shared/validation's messages ("… is required.", "… is not valid.") naming the
 * form's own labels. Parsing normalizes: the nickname in lower case, the phone's digits,
 * social links as full https links, months as 'YYYY-MM'.
 */
import { z } from 'zod';
import { LOCALES, type Locale } from '../locales';
import { RESERVED_SEGMENTS } from '../routes';
import { normalizeSocialLink } from '../social-link';
import { ungroupDigits } from '../format/phone';
import { holdsLoneSurrogate, refuseUnstorableText, type RuleFailure, type RuleIssueParams } from '../validation';
import {
  PROFILE_NETWORKS,
  PROFILE_PROFESSIONS,
  SPECIALIST_LIMITS as LIMITS,
  nicknameProblem,
  normalizeNickname,
  parseMonth,
  type ExperienceValue,
  type ProfileNetwork,
  type SocialLinkValue,
  type SpecialistLabels,
  type SpecialistProfileValues,
} from './specialist-fields';

const REQUIRED: RuleFailure = { key: 'required', params: {} };
const INVALID: RuleFailure = { key: 'invalid', params: {} };

type Ctx = z.RefinementCtx;
type Path = (string | number)[];

/** An issue shared/validation's messages name (server/api/field-errors.ts reads its params). */
function fail(ctx: Ctx, label: string, failure: RuleFailure = INVALID, path: Path = []): void {
  const params: RuleIssueParams = { rule: failure.key, field: label, values: failure.params };
  ctx.addIssue({ code: 'custom', path, message: `${label}: ${failure.key}`, params: { ...params } });
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value.trim() : value === undefined || value === null ? '' : null);
const count = (value: string) => Array.from(value).length;
const isSlug = (value: unknown): value is string => typeof value === 'string' && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value) && value.length <= 64;

function oneOf<T extends string>(list: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (list as readonly string[]).includes(value);
}

/** A required text of min…max characters once trimmed; null after an issue. */
function boundedText(ctx: Ctx, value: unknown, label: string, { min, max }: { min: number; max: number }, path: Path = []): string | null {
  const trimmed = text(value);
  if (trimmed === null) {
    fail(ctx, label, INVALID, path);
    return null;
  }
  if (trimmed === '') {
    fail(ctx, label, REQUIRED, path);
    return null;
  }
  if (holdsLoneSurrogate(trimmed)) {
    refuseUnstorableText(ctx, label, path);
    return null;
  }
  if (count(trimmed) < min || count(trimmed) > max) {
    fail(ctx, label, INVALID, path);
    return null;
  }
  return trimmed;
}

function listOf(ctx: Ctx, value: unknown, label: string, max: number, key: string): unknown[] | null {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || value.length > max) {
    fail(ctx, label, INVALID, [key]);
    return null;
  }
  return value;
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

function socialLinks(ctx: Ctx, value: unknown, labels: SpecialistLabels): SocialLinkValue[] {
  const items = listOf(ctx, value, labels.socialLinks, LIMITS.socialLinks.max, 'socialLinks');
  if (!items) return [];
  const links: SocialLinkValue[] = [];
  items.forEach((item, index) => {
    const { network, url } = record(item);
    if (!oneOf<ProfileNetwork>(PROFILE_NETWORKS, network)) {
      fail(ctx, labels.socialLinks, INVALID, ['socialLinks', index, 'network']);
      return;
    }
    const typed = text(url);
    if (typed === null || typed === '') {
      fail(ctx, labels.url, typed === '' ? REQUIRED : INVALID, ['socialLinks', index, 'url']);
      return;
    }
    const normalized = normalizeSocialLink(network, typed);
    if (normalized === null || normalized.length > LIMITS.socialLink.max) {
      fail(ctx, labels.url, INVALID, ['socialLinks', index, 'url']);
      return;
    }
    links.push({ network, url: normalized });
  });
  return links;
}

function experience(ctx: Ctx, value: unknown, labels: SpecialistLabels, asOf: string): ExperienceValue[] {
  const items = listOf(ctx, value, labels.experience, LIMITS.experience.max, 'experience');
  if (!items) return [];
  const entries: ExperienceValue[] = [];
  items.forEach((item, index) => {
    const entry = record(item);
    const organization = boundedText(ctx, entry.organization, labels.organization, LIMITS.organization, ['experience', index, 'organization']);
    const position = boundedText(ctx, entry.position, labels.position, LIMITS.position, ['experience', index, 'position']);
    const from = parseMonth(entry.from, asOf);
    if (from === null) fail(ctx, labels.from, text(entry.from) === '' ? REQUIRED : INVALID, ['experience', index, 'from']);
    const present = entry.to === null || entry.to === undefined || entry.to === '';
    const to = present ? null : parseMonth(entry.to, asOf);
    if (!present && (to === null || (from !== null && to < from))) fail(ctx, labels.to, INVALID, ['experience', index, 'to']);
    if (organization !== null && position !== null && from !== null && (present || to !== null)) entries.push({ organization, position, from, to });
  });
  return entries;
}

export interface SpecialistSchemaOptions {
  /** This month, 'YYYY-MM': no work begins or ends after it. */
  asOf: string;
}

/** The schema of a profile; `labels` name the fields in the messages. */
export function specialistProfileSchema(labels: SpecialistLabels, { asOf }: SpecialistSchemaOptions) {
  return z.unknown().transform((raw, ctx): SpecialistProfileValues => {
    const body = record(raw);

    const typedNickname = text(body.nickname);
    const nickname = typedNickname === null ? '' : normalizeNickname(typedNickname);
    if (typedNickname === null || typedNickname === '') fail(ctx, labels.nickname, typedNickname === '' ? REQUIRED : INVALID, ['nickname']);
    else if (nicknameProblem(nickname, RESERVED_SEGMENTS)) fail(ctx, labels.nickname, INVALID, ['nickname']);

    const profession = body.profession;
    if (!oneOf(PROFILE_PROFESSIONS, profession))
      fail(ctx, labels.profession, profession === undefined || profession === null || profession === '' ? REQUIRED : INVALID, ['profession']);

    const specializations = listOf(ctx, body.specializations, labels.specializations, LIMITS.specializations.max, 'specializations') ?? [];
    if (!specializations.every(isSlug) || new Set(specializations).size !== specializations.length)
      fail(ctx, labels.specializations, INVALID, ['specializations']);
    else if (specializations.length < LIMITS.specializations.min) fail(ctx, labels.specializations, REQUIRED, ['specializations']);

    const bioInput = record(body.bio);
    const bio: Partial<Record<Locale, string>> = {};
    let bioInvalid = false;
    for (const lang of LOCALES) {
      const written = text(bioInput[lang]);
      if (written === null || count(written) > LIMITS.bio.max) {
        bioInvalid = true;
        fail(ctx, labels.bio, INVALID, ['bio', lang]);
      } else if (holdsLoneSurrogate(written)) {
        bioInvalid = true;
        refuseUnstorableText(ctx, labels.bio, ['bio', lang]);
      } else if (written) bio[lang] = written;
    }
    if (Object.keys(bio).length === 0 && !bioInvalid) fail(ctx, labels.bio, REQUIRED, ['bio']);

    const typedPhone = text(body.phone);
    const phone = typedPhone ? ungroupDigits(typedPhone) : '';
    const digits = phone.replace(/^\+/, '').length;
    if (
      typedPhone === null ||
      (typedPhone !== '' && (!/^\+?[\d\s()-]+$/.test(typedPhone) || digits < LIMITS.phoneDigits.min || digits > LIMITS.phoneDigits.max))
    ) {
      fail(ctx, labels.phone, INVALID, ['phone']);
    }

    const languageList = listOf(ctx, body.languages, labels.languages, LOCALES.length, 'languages') ?? [];
    const languages = LOCALES.filter((lang) => languageList.includes(lang));
    if (languages.length !== languageList.length) fail(ctx, labels.languages, INVALID, ['languages']);
    else if (languages.length === 0) fail(ctx, labels.languages, REQUIRED, ['languages']);

    return {
      nickname,
      profession: oneOf(PROFILE_PROFESSIONS, profession) ? profession : 'lawyer',
      specializations: specializations.filter(isSlug),
      bio,
      phone,
      languages,
      socialLinks: socialLinks(ctx, body.socialLinks, labels),
      experience: experience(ctx, body.experience, labels, asOf),
    };
  });
}

export type SpecialistProfileSchema = ReturnType<typeof specialistProfileSchema>;
