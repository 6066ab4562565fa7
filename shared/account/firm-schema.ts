/**
 * The checks of a law firm's account (issue 32, ADR 024): PUT /api/v1/me/firm/application parses
 * its body with it, and the firm's page's action parses the posted form into the same shape. Shapes
 * and limits only; what an application needs to be complete is ./firm.ts firmMissing.
 */
import { z } from 'zod';
import { storableText } from '../validation';
import { licence, service, text } from './application-schema';
import { APPLICATION_LIMITS } from './application';
import { FIRM_LEGAL_FORMS, FIRM_LIMITS } from './firm';

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const id = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);

export const firmFormBody = z
  .object({
    name: text(FIRM_LIMITS.name.max),
    legalForm: z.enum([...FIRM_LEGAL_FORMS, '']),
    tin: z
      .string()
      .max(40)
      .transform((value) => value.replace(/[\s.-]/g, ''))
      .refine((value) => value === '' || /^[0-9]{9}$/.test(value)),
    region: z
      .string()
      .max(80)
      .refine((value) => value === '' || SLUG.test(value)),
    city: text(FIRM_LIMITS.city.max),
    address: text(FIRM_LIMITS.address.max),
    phone: z
      .string()
      .max(40)
      .transform((value) => value.trim())
      .refine((value) => value === '' || /^\+?[0-9 ()-]{5,24}$/.test(value)),
    email: z
      .string()
      .max(FIRM_LIMITS.email.max)
      .transform((value) => value.trim())
      .refine((value) => value === '' || /^[^@\s]+@[^@\s]+$/.test(value)),
    website: z
      .string()
      .max(FIRM_LIMITS.website.max)
      .superRefine(storableText())
      .transform((value) => value.trim())
      .refine((value) => value === '' || /^(https?:\/\/)?[^\s<>"]+\.[^\s<>"]+$/.test(value)),
    about: text(FIRM_LIMITS.about.max),
    licence: licence.nullable(),
    services: z.array(service).max(APPLICATION_LIMITS.services.max),
  })
  .strict();

export const firmApplicationBody = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('register'), form: firmFormBody }).strict(),
  z.object({ kind: z.literal('claim'), lawFirmId: id, form: firmFormBody }).strict(),
]);
export type FirmApplicationInput = z.input<typeof firmApplicationBody>;

/** An invitation to one PINFL, or (no PINFL) a link. */
export const firmInviteBody = z
  .object({
    pinfl: z
      .string()
      .regex(/^[0-9]{14}$/)
      .optional(),
  })
  .strict();
/** The invitation accepted: one addressed to the caller's PINFL by its id, or a link's token. */
export const firmAcceptBody = z.union([z.object({ inviteId: id }).strict(), z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/) }).strict()]);
export const firmMemberRightsBody = z.object({ canAnswerReviews: z.boolean(), canManageSales: z.boolean() }).strict();
export const firmMemberParams = z.object({ userId: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });
