/**
 * A specialist's own services and their fiscal data (issue 29, ADR 016): a service is sold only
 * with its IKPU/MXIK code (17 digits from the tax committee's classifier), its package code (the
 * classifier's code of the unit it is sold in, digits) and its VAT rate, as migration 0028 keeps
 * them. The specialist gives them on /home; PUT /api/v1/me/specialist/services/{id}/fiscal checks
 * the body with ./service-fiscal-schema.ts, and the form checks itself with the same schema before
 * sending. This module holds no zod: /home's list imports it, and zod travels with the form only.
 */
/** The official classifier, where a seller finds the code and the package code of what they sell. */
export const CLASSIFIER_URL = 'https://tasnif.soliq.uz/';

/** An IKPU/MXIK code has exactly this many digits (migration 0028). */
export const IKPU_DIGITS = 17;
/** A package code has at most this many digits (migration 0028). */
export const PACKAGE_CODE_MAX_DIGITS = 20;
/** The database takes any whole rate from 0 to 100 (migration 0028). */
export const VAT_PERCENT_RANGE = { min: 0, max: 100 } as const;
/** The rates the form offers: the standard 12 %, and 0 for a seller outside VAT (ADR 016). */
export const VAT_RATES: readonly number[] = [12, 0];

export const SERVICE_FISCAL_FIELDS = ['ikpuCode', 'packageCode', 'vatPercent'] as const;
export type ServiceFiscalField = (typeof SERVICE_FISCAL_FIELDS)[number];
/** The form's labels (locales/{lng}/account.json ownServices.fields), which the messages name. */
export type ServiceFiscalLabels = Record<ServiceFiscalField, string>;

/** What the write takes, normalized: the codes as bare digits, the rate a whole number. */
export interface ServiceFiscalValues {
  ikpuCode: string;
  packageCode: string;
  vatPercent: number;
}

/** One of the specialist's services as /home lists it. */
export interface OwnService {
  id: number;
  /** In the reader's language (with the usual fallback). */
  title: string;
  /** Tiyin; a lower bound when priceKind is 'from'. */
  price: number;
  priceKind: 'fixed' | 'from';
  ikpuCode: string | null;
  packageCode: string | null;
  vatPercent: number | null;
  /** It has its IKPU/MXIK code, so a basket takes it (without one: 409 service_not_sellable). */
  sellable: boolean;
}

/** GET /api/v1/me/specialist/services; no items for a visitor without a specialist profile. */
export interface OwnServiceList {
  items: OwnService[];
}
