/**
 * The editor's form values and their conversions: what the inputs hold (text, a "present" box),
 * the body PUT /api/v1/me/specialist takes, and the field messages of a failed check.
 */
import type { z } from 'zod';
import { LOCALES, type Locale } from '../../../shared/locales.js';
import { groupDigits } from '../../../shared/format/phone.js';
import { messageFor, type RuleIssueParams, type Translate } from '../../../shared/validation/index.js';
import type { ProfileNetwork, SpecialistProfileValues } from '../../../shared/account/specialist-fields.js';
import type { Profession } from '../../../shared/api/types.js';

export interface JobInput {
  /** Stable React key of an entry. */
  key: number;
  organization: string;
  position: string;
  from: string;
  to: string;
  present: boolean;
}

export interface LinkInput {
  key: number;
  network: ProfileNetwork;
  url: string;
}

export interface FormValues {
  nickname: string;
  profession: Profession | '';
  specializations: string[];
  bio: Record<Locale, string>;
  phone: string;
  languages: Locale[];
  socialLinks: LinkInput[];
  experience: JobInput[];
}

let nextKey = 1;
export const newKey = () => nextKey++;

export function initialValues(profile: SpecialistProfileValues | null, pageLocale: Locale): FormValues {
  return {
    nickname: profile?.nickname ?? '',
    profession: profile?.profession ?? '',
    specializations: profile?.specializations ?? [],
    bio: Object.fromEntries(LOCALES.map((lang) => [lang, profile?.bio[lang] ?? ''])) as Record<Locale, string>,
    phone: profile?.phone ? groupDigits(profile.phone) : '',
    languages: profile?.languages ?? [pageLocale],
    socialLinks: (profile?.socialLinks ?? []).map((link) => ({ key: newKey(), network: link.network, url: link.url })),
    experience: (profile?.experience ?? []).map((job) => ({
      key: newKey(),
      organization: job.organization,
      position: job.position,
      from: job.from,
      to: job.to ?? '',
      present: job.to === null,
    })),
  };
}

/** The request body: what the visitor typed, unchanged; the shared schema normalizes it. */
export function bodyOf(values: FormValues) {
  return {
    nickname: values.nickname,
    profession: values.profession,
    specializations: values.specializations,
    bio: values.bio,
    phone: values.phone,
    languages: values.languages,
    socialLinks: values.socialLinks.map(({ network, url }) => ({ network, url })),
    experience: values.experience.map(({ organization, position, from, to, present }) => ({ organization, position, from, to: present ? null : to })),
  };
}

function isRuleIssue(params: unknown): params is RuleIssueParams {
  const p = params as Partial<RuleIssueParams> | undefined;
  return typeof p?.rule === 'string' && typeof p.field === 'string' && typeof p.values === 'object';
}

/** Field path ("experience.0.from") → message, the first issue of a field winning (as the API answers). */
export function issueMessages(issues: readonly z.core.$ZodIssue[], t: Translate): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.');
    const params = (issue as { params?: unknown }).params;
    if (field in fields || !isRuleIssue(params)) continue;
    fields[field] = messageFor({ key: params.rule, params: params.values }, params.field, t);
  }
  return fields;
}
