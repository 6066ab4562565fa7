/**
 * What GET /api/v1/me/account answers: the dashboard (/home) of the signed-in visitor. Their
 * own rows only; dates are ISO strings, money integer tiyin (docs/design.md §4).
 */
import type { Profession } from '../api/types';
import type { SpecialistProfileValues } from './specialist-fields';

export interface AccountUser {
  name: string;
  /** Never in full: the first two and the last two digits. */
  pinflMasked: string;
  phone: string | null;
}

export interface AccountSpecialist {
  nickname: string;
  profession: Profession;
  verified: boolean;
}

/** A document or a statement of claim the visitor keeps. */
export interface OwnPaper {
  id: number;
  title: string;
  status: string;
  updatedAt: string;
}

export interface OwnOrder {
  id: number;
  /** shared/payments/orders.ts: a pending order past its time reads as expired. */
  status: 'pending' | 'expired' | 'paid' | 'cancelled' | 'refunded';
  /** Tiyin. */
  total: number;
  createdAt: string;
}

/** A few of the newest, and how many there are. */
export interface OwnList<T> {
  items: T[];
  total: number;
}

export interface AccountSession {
  id: number;
  /** The session of this request. */
  current: boolean;
  createdAt: string;
  lastUsedAt: string;
  userAgent: string | null;
  /** Masked (server/auth/sessions-router.ts maskAddress). */
  ipAddress: string | null;
}

export interface AccountOverview {
  user: AccountUser;
  specialist: AccountSpecialist | null;
  documents: OwnList<OwnPaper>;
  claims: OwnList<OwnPaper>;
  orders: OwnList<OwnOrder>;
  favorites: { total: number };
  sessions: AccountSession[];
}

/** How many of each list the dashboard shows. */
export const OVERVIEW_ITEMS = 5;

/** GET /api/v1/me/specialist: the profile as the editor loads it; null before there is one. */
export interface OwnSpecialist {
  profile: SpecialistProfileValues | null;
}

/**
 * GET /api/v1/me/identity: what OneID told us of the signed-in citizen, whole, for them alone:
 * the template form fills a party's name, PINFL and phone with it (issue 10). `fullName` is in
 * the order papers use (last, first, patronymic); `phone` is '+998' and nine digits, or null.
 */
export interface OwnIdentity {
  fullName: string;
  pinfl: string;
  phone: string | null;
}
