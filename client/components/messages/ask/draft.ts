/**
 * A question being written, kept in this tab (sessionStorage, by whom it is for: AskTarget.key)
 * while the visitor types: closing the dialog loses nothing, and a guest who presses "Sign in and
 * send" finds it again on the question's page after OneID. Cleared once the question is sent.
 * The tab only: it may say personal things.
 */

export interface AskDraft {
  text: string;
  /** A firm's specialist the visitor chose. */
  specialistId: number | null;
  /** Kept as the visitor went to sign in: the page says it is theirs when it shows it again. */
  pending: boolean;
}

const keyOf = (target: string) => `huquq:ask:${target}`;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null; // storage disabled
  }
}

export function readAskDraft(target: string): AskDraft | null {
  try {
    const raw = storage()?.getItem(keyOf(target));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<AskDraft> | null;
    if (typeof parsed !== 'object' || parsed === null || typeof parsed.text !== 'string') return null;
    const id = parsed.specialistId;
    return { text: parsed.text, specialistId: typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null, pending: parsed.pending === true };
  } catch {
    return null;
  }
}

export function writeAskDraft(target: string, draft: AskDraft): void {
  try {
    if (draft.text.trim() === '') storage()?.removeItem(keyOf(target));
    else storage()?.setItem(keyOf(target), JSON.stringify(draft));
  } catch {
    // Full or disabled: the form still holds the text on this page.
  }
}

export function clearAskDraft(target: string): void {
  try {
    storage()?.removeItem(keyOf(target));
  } catch {
    // nothing kept
  }
}
