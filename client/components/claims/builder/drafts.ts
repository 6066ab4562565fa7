/**
 * What the builder keeps in this browser while the server has not got it (a save failed, the
 * network is down, the tab is closing), as the documents' editor does: the answers and the version
 * they started from, by claim. Cleared once a save of that state succeeds; offered back on return.
 */
import type { ClaimAnswers } from '../../../../shared/claims/types.js';

export interface KeptAnswers {
  version: number;
  keptAt: string;
  answers: ClaimAnswers;
}

const keyOf = (id: number) => `huquq:claim-draft:${id}`;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function keepAnswers(id: number, kept: KeptAnswers): void {
  try {
    storage()?.setItem(keyOf(id), JSON.stringify(kept));
  } catch {
    // Storage full or refused: the leave warning still stands.
  }
}

export function readAnswers(id: number): KeptAnswers | null {
  try {
    const raw = storage()?.getItem(keyOf(id));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<KeptAnswers>;
    if (typeof parsed.version !== 'number' || typeof parsed.keptAt !== 'string' || typeof parsed.answers !== 'object' || parsed.answers === null) return null;
    return parsed as KeptAnswers;
  } catch {
    return null;
  }
}

export function dropAnswers(id: number): void {
  try {
    storage()?.removeItem(keyOf(id));
  } catch {
    // Nothing to do.
  }
}

/** The same answers, whatever the order of their keys. */
export function sameAnswers(a: unknown, b: unknown): boolean {
  const canonical = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(canonical)
      : typeof value === 'object' && value !== null
        ? Object.fromEntries(
            Object.entries(value)
              .filter(([, item]) => item !== undefined)
              .sort(([x], [y]) => (x < y ? -1 : 1))
              .map(([key, item]) => [key, canonical(item)]),
          )
        : value;
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}
