/**
 * Deleting a document with an Undo (ADR 008: the API deletes at once, so the editor and /home
 * delay the DELETE behind the undo notification). A scheduled deletion hides the document from
 * the lists at once; Undo within the delay brings it back untouched; after it the DELETE is sent.
 * A tab closed meanwhile still sends it (a keep-alive request on pagehide): the visitor asked.
 * No Slate here: /home imports this alone.
 */
import { useSyncExternalStore } from 'react';
import { operationPath } from '../../../../shared/api/caller.js';
import type { Locale } from '../../../../shared/locales.js';
import { api } from '../../../platform/api.js';
import { toasts } from '../../../platform/toasts/store.js';

/** How long Undo is offered before the document is deleted. */
export const UNDO_DELAY_MS = 6000;

export interface DeletionTexts {
  /** "“Power of attorney” deleted" */
  deleted: string;
  undo: string;
  /** "Deletion undone" */
  undone: string;
  /** "Could not delete …; it is still there" */
  failed: string;
}

interface Pending {
  timer: ReturnType<typeof setTimeout>;
  lang: Locale;
}

const pending = new Map<number, Pending>();
let hidden: ReadonlySet<number> = new Set();
const listeners = new Set<() => void>();

function publish(): void {
  hidden = new Set([...pending.keys(), ...gone]);
  for (const listener of listeners) listener();
}

/** Deleted for good in this tab (the lists keep hiding them until they reload). */
const gone = new Set<number>();

function deletePath(id: number, lang: Locale): string {
  return `/api/v1${operationPath('deleteDocument', { id })}?lang=${lang}`;
}

let pagehideBound = false;
function bindPagehide(): void {
  if (pagehideBound || typeof window === 'undefined') return;
  pagehideBound = true;
  window.addEventListener('pagehide', () => {
    for (const [id, entry] of pending) {
      clearTimeout(entry.timer);
      void fetch(deletePath(id, entry.lang), {
        method: 'DELETE',
        keepalive: true,
        credentials: 'same-origin',
        headers: { 'x-requested-with': 'huquq', accept: 'application/json' },
      }).catch(() => undefined);
    }
    pending.clear();
  });
}

async function send(id: number, lang: Locale, texts: DeletionTexts): Promise<void> {
  pending.delete(id);
  const outcome = await api.deleteDocument({ id }, { lang });
  if (outcome.ok || outcome.status === 404) gone.add(id);
  else if (outcome.status !== 401) toasts.add({ type: 'error', text: texts.failed, closeOnClick: false, duration: 6000 });
  publish();
}

/**
 * Hides the document now and deletes it after UNDO_DELAY_MS unless Undo is chosen; `onUndo`
 * runs after an undo (the editor goes back to the document).
 */
export function scheduleDeletion(id: number, lang: Locale, texts: DeletionTexts, onUndo?: () => void): void {
  if (pending.has(id)) return;
  bindPagehide();
  const timer = setTimeout(() => void send(id, lang, texts), UNDO_DELAY_MS);
  pending.set(id, { timer, lang });
  publish();
  toasts.add({
    id: `document-deleted-${id}`,
    type: 'warn',
    text: texts.deleted,
    duration: UNDO_DELAY_MS,
    closeOnClick: false,
    action: {
      label: texts.undo,
      run: () => {
        const entry = pending.get(id);
        if (!entry) return;
        clearTimeout(entry.timer);
        pending.delete(id);
        publish();
        toasts.add({ type: 'success', text: texts.undone });
        onUndo?.();
      },
    },
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const EMPTY: ReadonlySet<number> = new Set();

/** The documents deleted or about to be (hidden from lists). */
export function useHiddenDocuments(): ReadonlySet<number> {
  return useSyncExternalStore(
    subscribe,
    () => hidden,
    () => EMPTY,
  );
}
