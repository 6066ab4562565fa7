/**
 * The claim the builder edits and its autosave: the answers as they are given, each saved as the
 * documents' editor saves (the same hook, ../../documents/editor/use-autosave.ts): PUT
 * /me/claims/{id} with the version a second after the last change; what the server has not got is
 * kept in this browser first. The claim is refreshed from each save's answer (problems,
 * attachments and duty are the server's), and the answers' messages are the shared check's and
 * the server's.
 */
import { useCallback, useMemo, useRef, useState } from 'react';
import type { OwnClaim } from '../../../../shared/api/claims/contract.js';
import type { ClaimAnswers } from '../../../../shared/claims/types.js';
import { useAppState } from '../../../app-state.js';
import { useT } from '../../../i18n.js';
import { api } from '../../../platform/api.js';
import { useAutosave, type Autosave } from '../../documents/editor/use-autosave.js';
import { answerLabels, checkAnswers } from './check.js';
import { dropAnswers, keepAnswers } from './drafts.js';
import type { ClaimStepProps } from './step-props.js';

/** The server names a bad answer 'answers.parties.defendants.1.tin'; the steps know it without 'answers.'. */
function answerErrors(fields: Record<string, string> | undefined): Record<string, string> {
  if (!fields) return {};
  return Object.fromEntries(Object.entries(fields).map(([path, message]) => [path.replace(/^answers\./, ''), message]));
}

export interface ClaimSession {
  claim: OwnClaim;
  answers: ClaimAnswers;
  /** Each answer's message by its path: the shared check's, over the server's last refusal. */
  errors: Record<string, string>;
  autosave: Autosave;
  onAnswer: ClaimStepProps['onAnswer'];
  onClaim: ClaimStepProps['onClaim'];
  /** Replaces the answers with the server's (the newer claim, loaded). */
  reset(fresh: OwnClaim): void;
  /** Keeps these answers over the newer claim: saved on its version. */
  rebase(fresh: OwnClaim): void;
  /** Answers this browser kept are back: a save follows. */
  restore(answers: ClaimAnswers): void;
}

export function useClaimSession(initial: OwnClaim): ClaimSession {
  const t = useT('claim-builder');
  const tAll = useT();
  const { locale: lang } = useAppState();
  const id = initial.id;

  const [claim, setClaim] = useState<OwnClaim>(initial);
  const [answers, setAnswers] = useState<ClaimAnswers>(initial.answers);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const answersRef = useRef(answers);
  answersRef.current = answers;

  const labels = useMemo(() => answerLabels(tAll), [tAll]);
  const check = useMemo(() => checkAnswers(answers, labels, tAll), [answers, labels, tAll]);
  const errors = useMemo(() => ({ ...serverErrors, ...check.errors }), [serverErrors, check.errors]);

  const keep = useCallback((version: number) => keepAnswers(id, { version, keptAt: new Date().toISOString(), answers: answersRef.current }), [id]);
  const autosave = useAutosave<OwnClaim>({
    version: initial.version,
    prepare: (version) => {
      const current = answersRef.current;
      keep(version);
      const checked = checkAnswers(current, labels, tAll);
      if (!checked.sendable) return { invalid: Object.values(checked.errors)[0] ?? t('status.invalidFallback') };
      const body = { version, answers: checked.sendable };
      return {
        send: () => api.updateClaim({ id }, body, { lang }),
        saved: (saved, caughtUp) => {
          setClaim(saved);
          setServerErrors({});
          if (caughtUp && Object.keys(checked.errors).length === 0) dropAnswers(id);
        },
      };
    },
    keep,
    refused: (error) => {
      const fields = answerErrors(error?.fields);
      setServerErrors(fields);
      return Object.values(fields)[0] ?? error?.message ?? t('status.invalidFallback');
    },
    leaveQuestion: t('leave.confirm'),
  });
  const { edited, version: versionRef } = autosave;

  const onAnswer = useCallback(
    <K extends keyof ClaimAnswers>(key: K, value: ClaimAnswers[K]) => {
      const next: ClaimAnswers = { ...answersRef.current };
      if (value === undefined) delete next[key];
      else next[key] = value;
      answersRef.current = next;
      setAnswers(next);
      edited();
    },
    [edited],
  );

  /** A claim the server moved (generated, its language, a state move): its version is the one to save on. */
  const onClaim = useCallback(
    (next: OwnClaim) => {
      if (next.version < versionRef.current) return;
      versionRef.current = next.version;
      setClaim(next);
    },
    [versionRef],
  );

  const reset = (fresh: OwnClaim) => {
    setClaim(fresh);
    autosave.replaced(fresh.version, fresh.updatedAt);
    answersRef.current = fresh.answers;
    setAnswers(fresh.answers);
    setServerErrors({});
    dropAnswers(id);
  };
  const rebase = (fresh: OwnClaim) => {
    setClaim(fresh);
    autosave.rebased(fresh.version, fresh.updatedAt);
  };
  const restore = (kept: ClaimAnswers) => {
    answersRef.current = kept;
    setAnswers(kept);
    edited();
  };

  return { claim, answers, errors, autosave, onAnswer, onClaim, reset, rebase, restore };
}
