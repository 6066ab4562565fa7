/**
 * A citizen's application to be listed as a verified specialist (issue 32, ADR 023): its fields,
 * limits and states, and what a submission still misses. No zod here: the application page names
 * these without carrying the schema (./application-schema.ts is the API's and the form's check).
 */
import type { Locale } from '../locales';
import type { Profession } from '../api/types';
import { IKPU_DIGITS } from './service-fiscal';

export type ApplicationStatus = 'draft' | 'submitted' | 'returned' | 'approved' | 'rejected';

/**
 * The professions whose licence (number, date, issuer) the law requires and an operator checks;
 * every profession sends a scan of its qualification document (an advocate's or a notary's
 * licence, a lawyer's law degree, a mediator's or patent attorney's certificate), as /support
 * says the badge means.
 */
export const LICENSED_PROFESSIONS: readonly Profession[] = ['advocate', 'notary'];
export const needsLicence = (profession: Profession | ''): boolean => profession !== '' && LICENSED_PROFESSIONS.includes(profession);

export const APPLICATION_LIMITS = {
  about: { min: 50, max: 2000 },
  education: { min: 10, max: 1000 },
  experienceYears: { min: 0, max: 70 },
  services: { min: 1, max: 10 },
  serviceTitle: { min: 5, max: 120 },
  serviceDescription: { min: 20, max: 1000 },
  /** Tiyin: 1 000 to 1 000 000 000 so'm. */
  price: { min: 100_000, max: 100_000_000_000 },
  licenceNumber: { min: 1, max: 40 },
  licenceIssuer: { min: 3, max: 200 },
  /** A photo as sent (it is kept scaled to PHOTO_SIDE), and a licence's scan. */
  photoBytes: 8 * 1024 * 1024,
  scanBytes: 10 * 1024 * 1024,
} as const;

/** The kept photo's side in pixels (a square, JPEG). */
export const PHOTO_SIDE = 640;

export interface ApplicationService {
  title: string;
  description: string;
  priceKind: 'fixed' | 'from';
  /** Tiyin; the least price when priceKind is 'from'. */
  price: number;
  /** 17 digits from the tax committee's classifier; the service is sold with it. */
  ikpuCode: string;
}

export interface ApplicationLicence {
  number: string;
  /** 'YYYY-MM-DD' */
  issuedOn: string;
  issuer: string;
}

/** What the applicant writes. A draft may leave anything empty; a submission must not (applicationMissing). */
export interface ApplicationForm {
  nickname: string;
  profession: Profession | '';
  /** Slugs, the main one first. */
  specializations: string[];
  /** A region's slug, or ''. */
  region: string;
  languages: Locale[];
  /** About the specialist, in the language they write in. */
  about: string;
  experienceYears: number | null;
  education: string;
  services: ApplicationService[];
  /** For an advocate and a notary. */
  licence: ApplicationLicence | null;
}

export const EMPTY_APPLICATION_FORM: ApplicationForm = {
  nickname: '',
  profession: '',
  specializations: [],
  region: '',
  languages: [],
  about: '',
  experienceYears: null,
  education: '',
  services: [],
  licence: null,
};

/** A kept file of the application: the applicant's to see, and the operators'. */
export interface ApplicationFile {
  id: number;
  name: string;
  mediaType: 'application/pdf' | 'image/jpeg' | 'image/png';
  size: number;
  /** Where its owner downloads it (an operator's copy has its own address). */
  url: string;
}

/** GET /api/v1/me/specialist-application */
export interface SpecialistApplication {
  /** 'none': nothing saved yet (the form is empty). */
  status: ApplicationStatus | 'none';
  form: ApplicationForm;
  photo: ApplicationFile | null;
  licenceScan: ApplicationFile | null;
  submittedAt: string | null;
  decidedAt: string | null;
  /** The operator's reason for a return or a rejection. */
  reason: string | null;
  /** An approved specialist's new licence waiting for review (the profile keeps the one approved before). */
  licenceChange: boolean;
  /** The live profile, once approved. */
  profile: { nickname: string; verifiedAt: string | null } | null;
  /** What a submission still needs (empty: it can be submitted). */
  missing: ApplicationField[];
  /** The form can be saved now (not while the operators have it). */
  editable: boolean;
}

export const APPLICATION_FIELDS = [
  'nickname',
  'profession',
  'specializations',
  'region',
  'languages',
  'about',
  'experienceYears',
  'education',
  'services',
  'licence',
  'licenceNumber',
  'licenceIssuedOn',
  'licenceIssuer',
  'photo',
  'licenceScan',
] as const;
export type ApplicationField = (typeof APPLICATION_FIELDS)[number];

const chars = (value: string) => [...value.trim()].length;
const within = (value: string, limit: { min: number; max: number }) => chars(value) >= limit.min && chars(value) <= limit.max;

/** Is this service complete enough to be sold? */
export function serviceComplete(service: ApplicationService): boolean {
  const { serviceTitle, serviceDescription, price } = APPLICATION_LIMITS;
  return (
    within(service.title, serviceTitle) &&
    within(service.description, serviceDescription) &&
    Number.isSafeInteger(service.price) &&
    service.price >= price.min &&
    service.price <= price.max &&
    service.ikpuCode.length === IKPU_DIGITS &&
    /^[0-9]+$/.test(service.ikpuCode)
  );
}

/**
 * What a submission still misses, in the form's order: the fields a draft may leave empty and a
 * submission may not. The nickname's own rules (form, reserved, taken) are checked where the
 * names are known (the server).
 */
export function applicationMissing(form: ApplicationForm, files: { photo: boolean; licenceScan: boolean }): ApplicationField[] {
  const missing: ApplicationField[] = [];
  if (form.nickname === '') missing.push('nickname');
  if (form.profession === '') missing.push('profession');
  if (form.specializations.length === 0) missing.push('specializations');
  if (form.region === '') missing.push('region');
  if (form.languages.length === 0) missing.push('languages');
  if (!within(form.about, APPLICATION_LIMITS.about)) missing.push('about');
  if (form.experienceYears === null) missing.push('experienceYears');
  if (!within(form.education, APPLICATION_LIMITS.education)) missing.push('education');
  if (form.services.length === 0 || !form.services.every(serviceComplete)) missing.push('services');
  if (needsLicence(form.profession)) {
    const licence = form.licence;
    if (!licence || chars(licence.number) < APPLICATION_LIMITS.licenceNumber.min) missing.push('licenceNumber');
    if (!licence?.issuedOn) missing.push('licenceIssuedOn');
    if (!licence || chars(licence.issuer) < APPLICATION_LIMITS.licenceIssuer.min) missing.push('licenceIssuer');
  }
  // The badge vouches for a checked qualification (/support): every profession shows its document.
  if (!files.licenceScan) missing.push('licenceScan');
  if (!files.photo) missing.push('photo');
  return missing;
}

/** The licence as an operator compares it: an approved specialist's change to it goes back to review. */
export function sameLicence(a: ApplicationLicence | null, b: ApplicationLicence | null): boolean {
  if (a === null || b === null) return a === b;
  return a.number.trim() === b.number.trim() && a.issuedOn === b.issuedOn && a.issuer.trim() === b.issuer.trim();
}

/** The application page's form (photo and licence scan in one post), read with the API's multipart reader. */
export const APPLICATION_PAGE_UPLOAD = {
  files: 2,
  fileBytes: APPLICATION_LIMITS.scanBytes,
  fileFields: ['photo', 'licenceScan'],
  oneFile: true,
  /** Every checkbox of every specialization, ten services' rows and the rest. */
  fields: 400,
} as const;
