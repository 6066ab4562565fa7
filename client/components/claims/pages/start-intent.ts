/**
 * What a guest gives before signing in, kept in this tab (sessionStorage: the answers name people,
 * so they go when the tab does) by template, as the documents' template form keeps its draft
 * (ADR 011):
 * - the answers of the builder's first steps (court, parties) typed on the template's page, kept
 *   as they are given (GuestClaimBuilder);
 * - the "Start" asked for, with the claim's language and those answers: back on the template's
 *   page, signed in, the claim is made by itself with them. Read once.
 */
import type { ClaimAnswers } from '../../../../shared/claims/types.js';
import { isLocale, type Locale } from '../../../../shared/locales.js';

export const startIntentKey = (templateId: number) => `huquq:claim-start:${templateId}`;
export const guestAnswersKey = (templateId: number) => `huquq:claim-guest:${templateId}`;

export interface StartIntent {
  locale: Locale;
  /** The guest's answers of the first steps; absent when they pressed Start at once. */
  answers?: ClaimAnswers;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null; // storage disabled
  }
}

function write(key: string, value: unknown): void {
  try {
    storage()?.setItem(key, JSON.stringify(value));
  } catch {
    // Full or disabled: the visitor answers once more after signing in.
  }
}

function read(key: string): unknown {
  try {
    const raw = storage()?.getItem(key);
    return raw ? (JSON.parse(raw) as unknown) : null;
  } catch {
    return null;
  }
}

function drop(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing to do.
  }
}

const isAnswers = (value: unknown): value is ClaimAnswers => typeof value === 'object' && value !== null && !Array.isArray(value);

export function keepStartIntent(templateId: number, locale: Locale, answers?: ClaimAnswers): void {
  write(startIntentKey(templateId), answers ? { locale, answers } : { locale });
}

/** The start asked for before signing in, once; null when there is none. */
export function takeStartIntent(templateId: number): StartIntent | null {
  const parsed = read(startIntentKey(templateId)) as { locale?: unknown; answers?: unknown } | null;
  drop(startIntentKey(templateId));
  if (!parsed || !isLocale(parsed.locale)) return null;
  return isAnswers(parsed.answers) ? { locale: parsed.locale, answers: parsed.answers } : { locale: parsed.locale };
}

/** A guest's first steps as the tab keeps them: the answers, and the region whose courts the court step showed. */
export interface GuestDraft {
  answers: ClaimAnswers;
  courtRegionId: number | null;
}

/** The guest's answers so far (the server checks them again when the claim is made); null when none. */
export function readGuestDraft(templateId: number): GuestDraft | null {
  const parsed = read(guestAnswersKey(templateId)) as { answers?: unknown; courtRegionId?: unknown } | null;
  if (!parsed || !isAnswers(parsed.answers)) return null;
  return { answers: parsed.answers, courtRegionId: typeof parsed.courtRegionId === 'number' ? parsed.courtRegionId : null };
}

export function keepGuestDraft(templateId: number, draft: GuestDraft): void {
  write(guestAnswersKey(templateId), draft);
}

export function dropGuestDraft(templateId: number): void {
  drop(guestAnswersKey(templateId));
}
