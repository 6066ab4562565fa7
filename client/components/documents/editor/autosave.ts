/**
 * The autosave's state as a table of moves, a pure function of the events (docs/design.md §4: a
 * state is a table, not scattered ifs), so the status line, the leave warning and the timers read
 * one value and a unit test walks every path:
 *
 *   edit      → waiting (a save about a second after typing stops); edits during a save wait for it
 *   flush     → saving (the timer fired, or a save is needed now: an export, a restore)
 *   saved     → idle, "Saved at 14:05", or waiting again when edits arrived meanwhile
 *   failed    → retrying with backoff (offline, 5xx, 429), the text kept in the browser
 *   conflict  → stopped: the document changed elsewhere (409); the visitor chooses
 *   invalid   → stopped until the next edit: the server refused the content (422)
 *   reset     → idle: the editor holds the server's state again (loaded, restored)
 */
import { formatTime } from '../../../../shared/format/date.js';
import type { TFunction } from '../../../../shared/i18n/index.js';

export type SavePhase = 'idle' | 'waiting' | 'saving' | 'retrying' | 'conflict' | 'invalid';

export interface SaveState {
  phase: SavePhase;
  /** Edits the server has not got (a save in flight does not count them). */
  dirty: boolean;
  /** When the last save succeeded (ISO), for "Saved at 14:05". */
  savedAt: string | null;
  /** Failed attempts in a row. */
  attempt: number;
  /** Why the server refused the content (422). */
  message: string | null;
}

export type SaveEvent =
  | { type: 'edit' }
  | { type: 'flush' }
  | { type: 'saved'; at: string }
  | { type: 'failed' }
  | { type: 'conflict' }
  | { type: 'invalid'; message: string }
  | { type: 'reset'; at: string | null };

/** The pause after the last keystroke before a save. */
export const SAVE_DELAY_MS = 1000;
/** Retries wait 2, 4, 8 … seconds, at most this long. */
export const MAX_RETRY_DELAY_MS = 30_000;

export function initialSaveState(savedAt: string | null = null): SaveState {
  return { phase: 'idle', dirty: false, savedAt, attempt: 0, message: null };
}

export function saveReducer(state: SaveState, event: SaveEvent): SaveState {
  switch (event.type) {
    case 'edit':
      if (state.phase === 'idle' || state.phase === 'invalid') return { ...state, phase: 'waiting', dirty: true, message: null };
      return { ...state, dirty: true };
    case 'flush':
      if (!state.dirty || state.phase === 'saving' || state.phase === 'conflict') return state;
      return { ...state, phase: 'saving', dirty: false };
    case 'saved':
      if (state.phase !== 'saving') return state;
      return { ...state, phase: state.dirty ? 'waiting' : 'idle', savedAt: event.at, attempt: 0, message: null };
    case 'failed':
      if (state.phase !== 'saving') return state;
      return { ...state, phase: 'retrying', dirty: true, attempt: state.attempt + 1 };
    case 'conflict':
      return { ...state, phase: 'conflict', dirty: true };
    case 'invalid':
      return { ...state, phase: 'invalid', dirty: true, message: event.message };
    case 'reset':
      return initialSaveState(event.at);
  }
}

/** How long to wait before the next attempt of this phase (null: no timer). */
export function nextSaveDelay(state: SaveState): number | null {
  if (state.phase === 'waiting') return SAVE_DELAY_MS;
  if (state.phase === 'retrying') return Math.min(MAX_RETRY_DELAY_MS, 1000 * 2 ** state.attempt);
  return null;
}

/** Something typed is not on the server yet: leaving asks first, and the browser keeps a copy. */
export function hasUnsaved(state: SaveState): boolean {
  return state.dirty || state.phase === 'saving';
}

/** Which status line the page shows. */
export type SaveStatusKey = 'saved' | 'savedAt' | 'saving' | 'retrying' | 'conflict' | 'invalid';

export function saveStatusKey(state: SaveState): SaveStatusKey {
  switch (state.phase) {
    case 'waiting':
    case 'saving':
      return 'saving';
    case 'retrying':
      return 'retrying';
    case 'conflict':
      return 'conflict';
    case 'invalid':
      return 'invalid';
    case 'idle':
      return state.savedAt ? 'savedAt' : 'saved';
  }
}

/**
 * The status line as the page shows it: its text (`t` of the page's namespace, keys status.*, the
 * time written as the page's dates write it), its icon, and whether it is trouble.
 */
export function saveStatusView(
  state: SaveState,
  t: TFunction,
  locale: string,
): { key: SaveStatusKey; text: string; icon: 'alert' | 'loader' | 'check'; failing: boolean } {
  const key = saveStatusKey(state);
  const failing = key === 'retrying' || key === 'conflict' || key === 'invalid';
  const text =
    key === 'savedAt' && state.savedAt
      ? t('status.savedAt', { time: formatTime(state.savedAt, locale) })
      : key === 'invalid'
        ? t('status.invalid', { message: state.message ?? '' })
        : t(`status.${key}`);
  return { key, text, icon: failing ? 'alert' : key === 'saving' ? 'loader' : 'check', failing };
}
