/**
 * The autosave of an editor page, the documents' editor and the claim builder alike: the table of
 * moves of autosave.ts put to work. A save a second after the last edit, retries with backoff, never
 * two saves at once, a stale version (409) stops until the visitor chooses, a refusal (422, 400)
 * stops until the next edit; leaving the page with something unsaved keeps a copy in this browser
 * and asks, and leaving for another page of the site saves first and asks only when that fails.
 *
 * The page says what a save sends (`prepare`, called as each save starts, with the version it is
 * made on) and keeps its own content; this hook keeps the versions and the counts of edits.
 */
import { useCallback, useEffect, useReducer, useRef, type MutableRefObject } from 'react';
import { useBlocker } from 'react-router';
import type { PostOutcome } from '../../../platform/api.js';
import { hasUnsaved, initialSaveState, nextSaveDelay, saveReducer, type SaveState } from './autosave.js';

type Refusal = Extract<PostOutcome<unknown>, { ok: false }>['error'];

/**
 * One save: the request to make and what its answer brings (`caughtUp`: nothing was edited while
 * it ran), or why what is there cannot be sent as it is (the status line says it).
 */
export type SaveAttempt<Saved> = { send: () => Promise<PostOutcome<Saved>>; saved: (value: Saved, caughtUp: boolean) => void } | { invalid: string };

export interface AutosaveOptions<Saved extends { version: number; updatedAt: string }> {
  /** The version the page was loaded with. */
  version: number;
  /** The next save, made on `version`; it keeps a copy of what it sends in this browser first. */
  prepare: (version: number) => SaveAttempt<Saved>;
  /** Keeps a copy of what is there in this browser, made on `version` (the page is being left). */
  keep: (version: number) => void;
  /** The status line's message when the server refuses a save (422, 400). */
  refused: (error: Refusal) => string;
  /** The question when leaving for another page and the save before it failed. */
  leaveQuestion: string;
}

export interface Autosave {
  state: SaveState;
  /** The version the next save is made on (a page that gets a newer copy of its item sets it). */
  version: MutableRefObject<number>;
  /** Something was edited: a save follows. */
  edited: () => void;
  /** Saves now (or joins the save running); never throws. */
  saveNow: () => Promise<void>;
  /** Saves whatever is unsaved; true when the server has everything. */
  settle: () => Promise<boolean>;
  /** Something is not on the server yet, or on its way. */
  pending: () => boolean;
  /** The page now holds the server's copy (loaded, restored): nothing is unsaved. */
  replaced: (version: number, at: string | null) => void;
  /** Keeps what is there over a newer copy: saved on its version. */
  rebased: (version: number, at: string | null) => void;
  /** The server has a newer copy (a 409 outside a save). */
  conflicted: () => void;
  /** The page leaves on purpose (after a copy, a deletion): no question. */
  leave: () => void;
}

export function useAutosave<Saved extends { version: number; updatedAt: string }>(options: AutosaveOptions<Saved>): Autosave {
  const [state, dispatch] = useReducer(saveReducer, null, () => initialSaveState(null));
  const version = useRef(options.version);
  const edits = useRef(0);
  const savedEdits = useRef(0);
  const inflight = useRef<Promise<void> | null>(null);
  const phase = useRef(state.phase);
  phase.current = state.phase;
  const leaving = useRef(false);
  // The page's callbacks as of its last render, read when a save runs.
  const current = useRef(options);
  current.current = options;

  const edited = useCallback(() => {
    edits.current += 1;
    dispatch({ type: 'edit' });
  }, []);

  const saveNow = useCallback((): Promise<void> => {
    if (inflight.current) return inflight.current;
    if (edits.current === savedEdits.current || phase.current === 'conflict') return Promise.resolve();
    const mark = edits.current;
    const attempt = current.current.prepare(version.current);
    if ('invalid' in attempt) {
      dispatch({ type: 'invalid', message: attempt.invalid });
      return Promise.resolve();
    }
    dispatch({ type: 'flush' });
    const run = (async () => {
      const outcome = await attempt.send();
      if (outcome.ok) {
        version.current = outcome.value.version;
        savedEdits.current = mark;
        attempt.saved(outcome.value, edits.current === mark);
        dispatch({ type: 'saved', at: outcome.value.updatedAt });
      } else if (outcome.status === 409) {
        phase.current = 'conflict';
        dispatch({ type: 'conflict' });
      } else if (outcome.status === 422 || outcome.status === 400) {
        dispatch({ type: 'invalid', message: current.current.refused(outcome.error) });
      } else {
        dispatch({ type: 'failed' });
      }
    })().finally(() => {
      inflight.current = null;
    });
    inflight.current = run;
    return run;
  }, []);

  const pending = useCallback(() => edits.current !== savedEdits.current || inflight.current !== null, []);
  const settle = useCallback(async (): Promise<boolean> => {
    for (let i = 0; i < 4; i += 1) {
      if (inflight.current) {
        await inflight.current;
        continue;
      }
      if (edits.current === savedEdits.current) return true;
      if (phase.current === 'conflict' || phase.current === 'invalid') return false;
      await saveNow();
    }
    return !pending();
  }, [saveNow, pending]);

  // The timers: a save a second after the last edit; retries with backoff.
  useEffect(() => {
    const delay = nextSaveDelay(state);
    if (delay === null) return;
    const timer = setTimeout(() => void saveNow(), delay);
    return () => clearTimeout(timer);
  }, [state, saveNow]);

  // Leaving with something unsaved asks first; the browser keeps a copy either way.
  const unsaved = hasUnsaved(state) || state.phase === 'conflict';
  useEffect(() => {
    if (!unsaved) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (leaving.current) return;
      current.current.keep(version.current);
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [unsaved]);

  // Leaving for another page of the site saves first, and asks when that fails.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => !leaving.current && edits.current !== savedEdits.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void settle().then((saved) => {
      if (saved || window.confirm(current.current.leaveQuestion)) blocker.proceed();
      else blocker.reset();
    });
  }, [blocker, settle]);

  const replaced = useCallback((next: number, at: string | null) => {
    version.current = next;
    savedEdits.current = edits.current;
    dispatch({ type: 'reset', at });
  }, []);
  const rebased = useCallback(
    (next: number, at: string | null) => {
      version.current = next;
      phase.current = 'idle';
      dispatch({ type: 'reset', at });
      edited();
    },
    [edited],
  );
  const conflicted = useCallback(() => {
    phase.current = 'conflict';
    dispatch({ type: 'conflict' });
  }, []);
  const leave = useCallback(() => {
    leaving.current = true;
  }, []);

  return { state, version, edited, saveNow, settle, pending, replaced, rebased, conflicted, leave };
}
