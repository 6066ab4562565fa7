/**
 * The one check of a specialist's application (issue 32, ADR 023): PUT
 * /api/v1/me/specialist-application parses its body with it, and the page's action parses the
 * posted form into the same shape before calling it. It checks shapes and limits only: a draft may
 * leave anything empty; what a submission needs is ./application.ts applicationMissing.
 * Parsing normalizes: text trimmed, the nickname lower case, IKPU codes bare digits.
 */
import { z } from 'zod';
import { LOCALES } from '../locales';
import { isIsoDate } from '../documents/fields';
import { storableText } from '../validation';
import { APPLICATION_LIMITS, type ApplicationForm } from './application';
import { APPLICATION_REASON_LIMITS } from '../api/ops/limits';
import { IKPU_DIGITS } from './service-fiscal';
import { normalizeNickname, PROFILE_PROFESSIONS, SPECIALIST_LIMITS } from './specialist-fields';

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const withoutNul = (value: string) => !value.includes('\u0000');

/** Text of at most `max` characters (code points), trimmed; '' allowed. */
export const text = (max: number) =>
  z
    .string()
    .max(max * 2 + 100)
    .superRefine(storableText())
    .refine(withoutNul)
    .transform((value) => value.trim())
    .refine((value) => [...value].length <= max);

const unique = <T>(items: readonly T[]) => new Set(items).size === items.length;

const nickname = z
  .string()
  .max(64)
  .transform(normalizeNickname)
  .refine((value) => value === '' || new RegExp(`^[a-z0-9_.]{${SPECIALIST_LIMITS.nickname.min},${SPECIALIST_LIMITS.nickname.max}}$`).test(value));

const ikpuCode = z
  .string()
  .max(40)
  .transform((value) => value.replace(/[\s.-]/g, ''))
  .refine((value) => value === '' || new RegExp(`^[0-9]{${IKPU_DIGITS}}$`).test(value));

export const service = z
  .object({
    title: text(APPLICATION_LIMITS.serviceTitle.max),
    description: text(APPLICATION_LIMITS.serviceDescription.max),
    priceKind: z.enum(['fixed', 'from']),
    price: z.number().int().min(0).max(APPLICATION_LIMITS.price.max),
    ikpuCode,
  })
  .strict();

export const licence = z
  .object({
    number: text(APPLICATION_LIMITS.licenceNumber.max),
    issuedOn: z.string().refine((value) => value === '' || isIsoDate(value)),
    issuer: text(APPLICATION_LIMITS.licenceIssuer.max),
  })
  .strict();

export const applicationBody = z
  .object({
    nickname,
    profession: z.enum([...PROFILE_PROFESSIONS, '']),
    specializations: z.array(z.string().max(80).regex(SLUG)).max(SPECIALIST_LIMITS.specializations.max).refine(unique),
    region: z
      .string()
      .max(80)
      .refine((value) => value === '' || SLUG.test(value)),
    languages: z.array(z.enum(LOCALES)).max(LOCALES.length).refine(unique),
    about: text(APPLICATION_LIMITS.about.max),
    experienceYears: z.number().int().min(APPLICATION_LIMITS.experienceYears.min).max(APPLICATION_LIMITS.experienceYears.max).nullable(),
    education: text(APPLICATION_LIMITS.education.max),
    services: z.array(service).max(APPLICATION_LIMITS.services.max),
    licence: licence.nullable(),
  })
  .strict() satisfies z.ZodType<ApplicationForm, unknown>;
export type ApplicationInput = z.input<typeof applicationBody>;

/** An operator's decision: a reason for a return or a rejection (10 to 2 000 characters), a note for an approval. */
const APPLICATION_REASON = APPLICATION_REASON_LIMITS;
export const applicationReturnBody = z.object({ reason: text(APPLICATION_REASON.max).refine((value) => [...value].length >= APPLICATION_REASON.min) }).strict();
export const applicationApproveBody = z.object({ note: text(APPLICATION_REASON.max).optional() }).strict();
