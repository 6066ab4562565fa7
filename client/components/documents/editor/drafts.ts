/**
 * What the editor keeps in the browser while the server has not got it (a save failed, the
 * network is down, the tab is closing): the whole draft and the version it started from, by
 * document. Cleared once a save of that state succeeds; offered back when the page opens again.
 */
import type { DocumentDraft } from '../../../../shared/pages/documents/editor.js';

export interface KeptDraft {
  /** The version the draft's edits started from (a save sends it; a newer server answers 409). */
  version: number;
  /** When it was kept (ISO). */
  keptAt: string;
  draft: DocumentDraft;
}

const keyOf = (id: number) => `huquq:document-draft:${id}`;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function keepDraft(id: number, kept: KeptDraft): void {
  try {
    storage()?.setItem(keyOf(id), JSON.stringify(kept));
  } catch {
    // Storage full or refused: the leave warning still stands.
  }
}

export function readDraft(id: number): KeptDraft | null {
  try {
    const raw = storage()?.getItem(keyOf(id));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<KeptDraft>;
    const draft = parsed.draft;
    if (typeof parsed.version !== 'number' || typeof parsed.keptAt !== 'string' || !draft || !Array.isArray(draft.body) || typeof draft.title !== 'string')
      return null;
    return parsed as KeptDraft;
  } catch {
    return null;
  }
}

export function dropDraft(id: number): void {
  try {
    storage()?.removeItem(keyOf(id));
  } catch {
    // Nothing to do.
  }
}
