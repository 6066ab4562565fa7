/**
 * A law firm's account (issue 32, ADR 024): its registration or the claim of a seeded firm's page,
 * its members, their rights and the invitations. No zod here: the firm's page names these without
 * carrying the schema (./firm-schema.ts is the API's and the form's check).
 */
import type { ApplicationLicence, ApplicationService } from './application';
import { APPLICATION_LIMITS, serviceComplete } from './application';

export const FIRM_LEGAL_FORMS = ['llc', 'advocate-bureau', 'advocate-firm', 'advocate-collegium', 'notary-office', 'sole-proprietor', 'other'] as const;
export type FirmLegalForm = (typeof FIRM_LEGAL_FORMS)[number];

/** The forms the law licenses: an advocates' formation and a notary's office show their licence. */
export const LICENSED_FIRM_FORMS: readonly FirmLegalForm[] = ['advocate-bureau', 'advocate-firm', 'advocate-collegium', 'notary-office'];

export const FIRM_LIMITS = {
  name: { min: 3, max: 160 },
  about: { min: 20, max: 2000 },
  city: { min: 2, max: 80 },
  address: { min: 5, max: 300 },
  phoneDigits: { min: 9, max: 15 },
  email: { max: 200 },
  website: { max: 255 },
} as const;

/** How long an invitation holds, in days (migration 0037's default). */
export const FIRM_INVITE_DAYS = 14;

export type FirmApplicationKind = 'register' | 'claim';

export interface FirmForm {
  name: string;
  legalForm: FirmLegalForm | '';
  /** 9 digits. */
  tin: string;
  /** A region's slug. */
  region: string;
  city: string;
  address: string;
  phone: string;
  email: string;
  website: string;
  about: string;
  licence: ApplicationLicence | null;
  services: ApplicationService[];
}

export const EMPTY_FIRM_FORM: FirmForm = {
  name: '',
  legalForm: '',
  tin: '',
  region: '',
  city: '',
  address: '',
  phone: '',
  email: '',
  website: '',
  about: '',
  licence: null,
  services: [],
};

export const FIRM_FIELDS = ['name', 'legalForm', 'tin', 'region', 'city', 'address', 'phone', 'about', 'licence', 'services'] as const;
export type FirmField = (typeof FIRM_FIELDS)[number];

const chars = (value: string) => [...value.trim()].length;
const within = (value: string, limit: { min: number; max: number }) => chars(value) >= limit.min && chars(value) <= limit.max;

/**
 * What an application still misses. A registration needs everything and at least one service; a
 * claim of a seeded page keeps the page's name, address and services, and needs the firm's TIN,
 * its form and (where the law licenses it) its licence, which the operator checks.
 */
export function firmMissing(kind: FirmApplicationKind, form: FirmForm): FirmField[] {
  const missing: FirmField[] = [];
  if (kind === 'register' && !within(form.name, FIRM_LIMITS.name)) missing.push('name');
  if (form.legalForm === '') missing.push('legalForm');
  if (!/^[0-9]{9}$/.test(form.tin)) missing.push('tin');
  if (kind === 'register') {
    if (form.region === '') missing.push('region');
    if (!within(form.city, FIRM_LIMITS.city)) missing.push('city');
    if (!within(form.address, FIRM_LIMITS.address)) missing.push('address');
    const digits = form.phone.replace(/\D/g, '').length;
    if (digits < FIRM_LIMITS.phoneDigits.min || digits > FIRM_LIMITS.phoneDigits.max) missing.push('phone');
    if (!within(form.about, FIRM_LIMITS.about)) missing.push('about');
  }
  if (form.legalForm !== '' && LICENSED_FIRM_FORMS.includes(form.legalForm)) {
    const licence = form.licence;
    if (!licence || chars(licence.number) < 1 || !licence.issuedOn || chars(licence.issuer) < APPLICATION_LIMITS.licenceIssuer.min) missing.push('licence');
  }
  if ((kind === 'register' && form.services.length === 0) || !form.services.every(serviceComplete)) missing.push('services');
  return missing;
}

export type FirmApplicationStatus = 'submitted' | 'returned' | 'approved' | 'rejected';

export interface OwnFirmApplication {
  id: number;
  kind: FirmApplicationKind;
  status: FirmApplicationStatus;
  /** The firm claimed, or the one made once approved. */
  lawFirm: { id: number; name: string } | null;
  form: FirmForm;
  submittedAt: string;
  decidedAt: string | null;
  reason: string | null;
}

export interface FirmMember {
  userId: number;
  name: string;
  /** Their profile's address, when they have one. */
  nickname: string | null;
  verified: boolean;
  role: 'owner' | 'member';
  canAnswerReviews: boolean;
  canManageSales: boolean;
  joinedAt: string;
}

export interface FirmInvite {
  id: number;
  /** To one person (their PINFL, masked), or a link. */
  pinfl: string | null;
  createdAt: string;
  expiresAt: string;
}

/** GET /api/v1/me/firm */
export interface OwnFirm {
  /** The caller (their row among the members). */
  userId: number;
  firm: {
    id: number;
    name: string;
    verified: boolean;
    /** 'YYYY-MM-DD', Tashkent. */
    verifiedOn: string | null;
    role: 'owner' | 'member';
    canAnswerReviews: boolean;
    canManageSales: boolean;
  } | null;
  /** Everyone in the firm, the owner first (empty without a firm). */
  members: FirmMember[];
  /** The owner's open invitations. */
  invites: FirmInvite[];
  /** The latest application, any state. */
  application: OwnFirmApplication | null;
  /** Invitations to this person's PINFL, open. */
  invitations: { id: number; firm: { id: number; name: string }; expiresAt: string }[];
  /** A verified specialist outside any firm, without an application with the operators. */
  canApply: boolean;
  /** Why not, when not. */
  cannotApply: 'not_verified' | 'in_firm' | 'submitted' | null;
  /** Seeded firms' pages nobody manages yet, that may be claimed. */
  claimable: { id: number; name: string }[];
}

/** An invitation made; for a link, the site's path to send (shown once: only its token's hash is kept). */
export interface FirmInviteMade {
  invite: FirmInvite;
  path: string | null;
}

/** The path a link invitation opens (the firm's page in the account, which offers to join). */
export const firmInvitePath = (token: string): string => `/home/firm?invite=${token}`;

/** A masked PINFL, as the owner sees whom they invited. */
export const maskPinfl = (pinfl: string): string => `${pinfl.slice(0, 4)}••••••${pinfl.slice(-4)}`;
