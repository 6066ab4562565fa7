/**
 * The claim builder's shell (issue 11): the claim's heading and save state, the progress bar of
 * the eight steps, the current step (in the URL, ?step=court, so a reload returns to it), back and
 * next, and the duty estimate from the value step on. Every answer is saved as it is given, as the
 * documents' editor saves (client/components/documents/editor/autosave.ts: the same table of
 * moves): PUT /me/claims/{id} with the version a second after the last change, retries with
 * backoff, a stale version (409) stops and offers to load the newer claim or to keep these answers
 * over it, and what the server has not got is kept in this browser and offered back. The claim is
 * refreshed from each save's answer (problems, attachments and duty are the server's).
 */
import { useCallback, useEffect, useMemo, useReducer, useRef, useState, type MouseEvent } from 'react';
import { useBlocker } from 'react-router';
import type { OwnClaim } from '../../../../shared/api/claims.js';
import { calendarParts } from '../../../../shared/format/calendar.js';
import { formatDate } from '../../../../shared/format/date.js';
import { claimValueOf } from '../../../../shared/claims/value.js';
import { CLAIM_STEPS, type ClaimAnswers, type ClaimStep } from '../../../../shared/claims/types.js';
import { useAppState } from '../../../app-state.js';
import { useT } from '../../../i18n.js';
import { apiGet, apiWrite, ApiCallError } from '../../../platform/api.js';
import { toasts } from '../../../platform/toasts/store.js';
import { Breadcrumbs } from '../../catalogue/Breadcrumbs.js';
import { useHydrated } from '../../catalogue/useHydrated.js';
import { hasUnsaved, initialSaveState, nextSaveDelay, saveReducer, saveStatusKey } from '../../documents/editor/autosave.js';
import { ActionNotice } from '../../documents/editor/ActionNotice.js';
import { DocumentIcon } from '../../documents/editor/icons.js';
import { Button } from '../../ui/Button.js';
import { answerLabels, checkAnswers } from './check.js';
import { BuilderDataContext } from './context.js';
import { dropAnswers, keepAnswers, readAnswers, sameAnswers, type KeptAnswers } from './drafts.js';
import { DutyEstimate } from './DutyEstimate.js';
import { Progress, stepHref } from './Progress.js';
import type { ClaimStepProps } from './step-props.js';
import { STEP_COMPONENTS } from './steps/index.js';
import type { OwnClaimPageData } from './types.js';

function timeOf(iso: string): string {
  const parts = calendarParts(iso);
  return `${String(parts.hour).padStart(2, '0')}:${String(parts.minute).padStart(2, '0')}`;
}

/** The server names a bad answer 'answers.parties.defendants.1.tin'; the steps know it without 'answers.'. */
function answerErrors(fields: Record<string, string> | undefined): Record<string, string> {
  if (!fields) return {};
  return Object.fromEntries(Object.entries(fields).map(([path, message]) => [path.replace(/^answers\./, ''), message]));
}

/** Where the duty estimate starts to show: the value step and after. */
const DUTY_FROM = CLAIM_STEPS.indexOf('value');

export default function ClaimBuilder({ data }: { data: OwnClaimPageData }) {
  const t = useT('claim-builder');
  const tAll = useT();
  const { locale: lang } = useAppState();
  const hydrated = useHydrated();
  const id = data.claim.id;
  const template = data.template;

  const [claim, setClaim] = useState<OwnClaim>(data.claim);
  const [answers, setAnswers] = useState<ClaimAnswers>(data.claim.answers);
  const [step, setStep] = useState<ClaimStep>(data.step);
  const [save, dispatch] = useReducer(saveReducer, null, () => initialSaveState(null));
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [kept, setKept] = useState<KeptAnswers | null>(null);
  const [busy, setBusy] = useState<'newer' | 'mine' | null>(null);

  const answersRef = useRef(answers);
  answersRef.current = answers;
  const versionRef = useRef(data.claim.version);
  const edits = useRef(0);
  const savedEdits = useRef(0);
  const inflight = useRef<Promise<void> | null>(null);
  const phaseRef = useRef(save.phase);
  phaseRef.current = save.phase;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  const labels = useMemo(() => answerLabels(tAll), [tAll]);
  const check = useMemo(() => checkAnswers(answers, labels, tAll), [answers, labels, tAll]);
  const errors = useMemo(() => ({ ...serverErrors, ...check.errors }), [serverErrors, check.errors]);

  // A navigation the router made (a link to ?step=, the browser's back) brings the loader's step.
  useEffect(() => setStep(data.step), [data.step]);

  const goTo = useCallback((next: ClaimStep) => {
    setStep(next);
    moved.current = true;
    if (typeof window !== 'undefined') {
      const url = new URL(window.location.href);
      url.searchParams.set('step', next);
      // The router's own entry stays (its state kept): the step is this page's, not a new page.
      window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
    }
  }, []);

  // After a move, the step's heading takes the focus (screen readers hear where they are) and the page its top.
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    headingRef.current?.focus({ preventScroll: true });
    headingRef.current?.scrollIntoView({ block: 'start', behavior: 'auto' });
  }, [step]);

  const onAnswer = useCallback(<K extends keyof ClaimAnswers>(key: K, value: ClaimAnswers[K]) => {
    const next: ClaimAnswers = { ...answersRef.current };
    if (value === undefined) delete next[key];
    else next[key] = value;
    answersRef.current = next;
    setAnswers(next);
    edits.current += 1;
    dispatch({ type: 'edit' });
  }, []);

  /** A claim the server moved (generated, its language, a state move): its version is the one to save on. */
  const onClaim = useCallback((next: OwnClaim) => {
    if (next.version < versionRef.current) return;
    versionRef.current = next.version;
    setClaim(next);
  }, []);

  /** One save of the current answers; never two at once; never throws. */
  const runSave = useCallback((): Promise<void> => {
    if (inflight.current) return inflight.current;
    if (edits.current === savedEdits.current || phaseRef.current === 'conflict') return Promise.resolve();
    const mark = edits.current;
    const current = answersRef.current;
    const base = versionRef.current;
    keepAnswers(id, { version: base, keptAt: new Date().toISOString(), answers: current });
    const checked = checkAnswers(current, labels, tAll);
    if (!checked.sendable) {
      dispatch({ type: 'invalid', message: Object.values(checked.errors)[0] ?? t('status.invalidFallback') });
      return Promise.resolve();
    }
    const body = { version: base, answers: checked.sendable };
    dispatch({ type: 'flush' });
    const run = (async () => {
      const outcome = await apiWrite<OwnClaim>('PUT', `/me/claims/${id}`, body, { lang });
      if (outcome.ok) {
        versionRef.current = outcome.value.version;
        savedEdits.current = mark;
        setClaim(outcome.value);
        setServerErrors({});
        if (edits.current === mark && Object.keys(checked.errors).length === 0) dropAnswers(id);
        dispatch({ type: 'saved', at: outcome.value.updatedAt });
      } else if (outcome.status === 409) {
        phaseRef.current = 'conflict';
        dispatch({ type: 'conflict' });
      } else if (outcome.status === 422 || outcome.status === 400) {
        const fields = answerErrors(outcome.error?.fields);
        setServerErrors(fields);
        dispatch({ type: 'invalid', message: Object.values(fields)[0] ?? outcome.error?.message ?? t('status.invalidFallback') });
      } else {
        dispatch({ type: 'failed' });
      }
    })().finally(() => {
      inflight.current = null;
    });
    inflight.current = run;
    return run;
  }, [id, labels, lang, t, tAll]);

  // The timers: a save a second after the last change; retries with backoff.
  useEffect(() => {
    const delay = nextSaveDelay(save);
    if (delay === null) return;
    const timer = setTimeout(() => void runSave(), delay);
    return () => clearTimeout(timer);
  }, [save, runSave]);

  // Answers this browser kept and the server never got: offered back.
  useEffect(() => {
    const found = readAnswers(id);
    if (!found) return;
    if (sameAnswers(found.answers, data.claim.answers)) dropAnswers(id);
    else setKept(found);
  }, [id, data.claim.answers]);

  // Leaving with unsaved answers asks first; the browser keeps a copy either way.
  const unsaved = hasUnsaved(save) || save.phase === 'conflict';
  useEffect(() => {
    if (!unsaved) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      keepAnswers(id, { version: versionRef.current, keptAt: new Date().toISOString(), answers: answersRef.current });
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [unsaved, id]);

  /** Saves whatever is unsaved now; true when the server has everything. */
  const settle = useCallback(async (): Promise<boolean> => {
    for (let i = 0; i < 4; i += 1) {
      if (inflight.current) {
        await inflight.current;
        continue;
      }
      if (edits.current === savedEdits.current) return true;
      if (phaseRef.current === 'conflict' || phaseRef.current === 'invalid') return false;
      await runSave();
    }
    return edits.current === savedEdits.current && !inflight.current;
  }, [runSave]);

  // Leaving for another page of the site saves first, and asks when that fails.
  const blocker = useBlocker(({ currentLocation, nextLocation }) => edits.current !== savedEdits.current && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void settle().then((saved) => {
      if (saved || window.confirm(t('leave.confirm'))) blocker.proceed();
      else blocker.reset();
    });
  }, [blocker, settle, t]);

  /** Replaces the answers with the server's (the newer claim, loaded). */
  const reset = useCallback(
    (fresh: OwnClaim) => {
      setClaim(fresh);
      versionRef.current = fresh.version;
      savedEdits.current = edits.current;
      answersRef.current = fresh.answers;
      setAnswers(fresh.answers);
      setServerErrors({});
      dispatch({ type: 'reset', at: fresh.updatedAt });
      dropAnswers(id);
    },
    [id],
  );

  const loadNewer = async () => {
    setBusy('newer');
    try {
      reset(await apiGet<OwnClaim>(`/me/claims/${id}`, { lang }));
      setKept(null);
      toasts.add({ type: 'success', text: t('conflict.loaded') });
    } catch (error) {
      toasts.add({ type: 'error', text: error instanceof ApiCallError && error.status === 404 ? t('conflict.gone') : t('errors.network'), closeOnClick: false });
    } finally {
      setBusy(null);
    }
  };

  /** Keeps these answers over the newer claim: saved on its version. */
  const keepMine = async () => {
    setBusy('mine');
    try {
      const fresh = await apiGet<OwnClaim>(`/me/claims/${id}`, { lang });
      setClaim(fresh);
      versionRef.current = fresh.version;
      phaseRef.current = 'idle';
      dispatch({ type: 'reset', at: fresh.updatedAt });
      edits.current += 1;
      dispatch({ type: 'edit' });
    } catch (error) {
      toasts.add({ type: 'error', text: error instanceof ApiCallError && error.status === 404 ? t('conflict.gone') : t('errors.network'), closeOnClick: false });
    } finally {
      setBusy(null);
    }
  };

  const restoreKept = () => {
    if (!kept) return;
    answersRef.current = kept.answers;
    setAnswers(kept.answers);
    setKept(null);
    edits.current += 1;
    dispatch({ type: 'edit' });
  };
  const discardKept = () => {
    dropAnswers(id);
    setKept(null);
  };

  const index = CLAIM_STEPS.indexOf(step);
  const previous = index > 0 ? CLAIM_STEPS[index - 1] : undefined;
  const next = index < CLAIM_STEPS.length - 1 ? CLAIM_STEPS[index + 1] : undefined;
  const follow = (target: ClaimStep, event: MouseEvent<HTMLAnchorElement>) => {
    if (!hydrated || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    goTo(target);
  };

  const statusKey = saveStatusKey(save);
  const failing = statusKey === 'retrying' || statusKey === 'conflict' || statusKey === 'invalid';
  const statusText =
    statusKey === 'savedAt' && save.savedAt
      ? t('status.savedAt', { time: timeOf(save.savedAt) })
      : statusKey === 'invalid'
        ? t('status.invalid', { message: save.message ?? '' })
        : t(`status.${statusKey}`);
  const statusIcon = failing ? 'alert' : statusKey === 'saving' ? 'loader' : 'check';

  const value = claimValueOf(claim.snapshot.claimValueRule, answers.value);
  const withDuty = index >= DUTY_FROM;
  const Step = STEP_COMPONENTS[step];
  const stepProps: ClaimStepProps = { claim, template, answers, onAnswer, errors, goTo, lang, hydrated, onClaim };
  const builderData = useMemo(() => ({ regions: data.regions, courtRegionId: data.courtRegionId, courts: data.courts }), [data.regions, data.courtRegionId, data.courts]);

  return (
    <BuilderDataContext.Provider value={builderData}>
      <div className="container-page py-6 sm:py-8" data-testid="claim-builder" data-step={step}>
        <Breadcrumbs items={[{ to: '/home', label: t('crumbs.home') }, { to: '/statement-of-claim', label: t('crumbs.claims') }, ...(template.id > 0 ? [{ to: `/statement-of-claim/templates/${template.id}`, label: template.title }] : []), { label: t('crumbs.claim') }]} />
        <header className="mb-5 mt-4 flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h1 className="break-words text-2xl font-bold tracking-tight sm:text-3xl" data-testid="page-heading">
              {claim.title}
            </h1>
          </div>
          <div className="flex items-center gap-2 text-sm">
            <span className={`inline-flex items-center gap-1.5 ${failing ? 'font-medium text-red-700 dark:text-red-300' : 'text-muted'}`} role="status" aria-live="polite" data-testid="save-status" data-phase={save.phase}>
              <DocumentIcon name={statusIcon} size={16} className={statusIcon === 'loader' ? 'animate-spin motion-reduce:animate-none' : ''} />
              {hydrated ? statusText : t('status.loading')}
            </span>
            {statusKey === 'retrying' ? (
              <Button size="sm" variant="outline" onClick={() => void runSave()} data-testid="save-retry">
                {t('status.retry')}
              </Button>
            ) : null}
          </div>
        </header>

        {save.phase === 'conflict' ? (
          <ActionNotice
            tone="warning"
            className="mb-4"
            testId="conflict-notice"
            title={t('conflict.title')}
            text={t('conflict.text')}
            actions={[
              { label: t('conflict.keepMine'), onClick: () => void keepMine(), loading: busy === 'mine', disabled: busy !== null, testId: 'conflict-keep' },
              { label: t('conflict.loadNewer'), onClick: () => void loadNewer(), loading: busy === 'newer', disabled: busy !== null, testId: 'conflict-load' },
            ]}
          />
        ) : null}
        {kept ? (
          <ActionNotice
            tone="info"
            className="mb-4"
            testId="kept-draft"
            title={t('kept.title')}
            text={t('kept.text', { date: formatDate(kept.keptAt, lang, { time: true }) })}
            actions={[
              { label: t('kept.restore'), onClick: restoreKept, testId: 'kept-restore' },
              { label: t('kept.discard'), onClick: discardKept, testId: 'kept-discard' },
            ]}
          />
        ) : null}

        <Progress current={step} problems={claim.problems} onGo={follow} />

        <div className={`mt-6 grid grid-cols-[minmax(0,1fr)] gap-x-8 gap-y-6 ${withDuty ? 'lg:grid-cols-[minmax(0,1fr)_18rem]' : ''}`}>
          <section className="min-w-0" aria-labelledby="claim-step-heading">
            <h2 id="claim-step-heading" ref={headingRef} tabIndex={-1} className="scroll-mt-24 text-xl font-semibold outline-none" data-testid="step-heading">
              <span className="block text-sm font-normal text-muted">{t('progress.stepOf', { n: index + 1, total: CLAIM_STEPS.length })}</span>
              {tAll(`claims:steps.${step}`)}
            </h2>
            <div className="mt-4" data-testid={`step-${step}`}>
              <Step {...stepProps} />
            </div>
          </section>
          {withDuty ? (
            <aside className="min-w-0 lg:col-start-2 lg:row-span-2 lg:row-start-1">
              <div className="lg:sticky lg:top-24">
                <DutyEstimate
                  templateId={template.id > 0 ? template.id : null}
                  claimValue={value.value}
                  smallBusiness={answers.value?.smallBusiness ?? false}
                  exemption={answers.value?.exemption}
                  saved={claim.stateDuty}
                  lang={lang}
                  hydrated={hydrated}
                  compact={step !== 'value'}
                />
              </div>
            </aside>
          ) : null}
          <nav className="flex min-w-0 flex-wrap items-center justify-between gap-3 border-t border-line pt-4 lg:col-start-1" aria-label={t('nav.label')}>
            {previous ? (
              <a href={stepHref(previous)} onClick={(event) => follow(previous, event)} className="btn btn-outline" data-testid="step-back">
                ← {t('nav.back')}
              </a>
            ) : (
              <span />
            )}
            {next ? (
              <a href={stepHref(next)} onClick={(event) => follow(next, event)} className="btn btn-primary" data-testid="step-next">
                {t('nav.next', { step: tAll(`claims:steps.${next}`) })} →
              </a>
            ) : null}
          </nav>
        </div>
      </div>
    </BuilderDataContext.Provider>
  );
}
