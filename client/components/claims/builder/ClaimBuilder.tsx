/**
 * The claim builder's shell (issue 11): the claim's heading and save state, the progress bar of
 * the eight steps, the current step (in the URL, ?step=court, so a reload returns to it; each move
 * is a history entry, so the browser's Back and Forward move between steps), back and next, and
 * the duty estimate from the value step on. Every answer is saved as it is given, as the
 * documents' editor saves (the same hook, client/components/documents/editor/use-autosave.ts):
 * PUT /me/claims/{id} with the version a second after the last change, retries with
 * backoff, a stale version (409) stops and offers to load the newer claim or to keep these answers
 * over it, and what the server has not got is kept in this browser and offered back. The claim is
 * refreshed from each save's answer (problems, attachments and duty are the server's).
 */
import { useCallback, useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { OwnClaim } from '../../../../shared/api/claims/contract.js';
import { claimValueOf } from '../../../../shared/claims/value.js';
import { CLAIM_STEPS, type ClaimAnswers, type ClaimStep } from '../../../../shared/claims/types.js';
import { useAppState } from '../../../app-state.js';
import { useT } from '../../../i18n.js';
import { apiWrite } from '../../../platform/api.js';
import { toasts } from '../../../platform/toasts/store.js';
import { Breadcrumbs } from '../../catalogue/Breadcrumbs.js';
import { useHydrated } from '../../../platform/useHydrated.js';
import { saveStatusView } from '../../documents/editor/autosave.js';
import { readAgain } from '../../documents/editor/read-again.js';
import { useAutosave } from '../../documents/editor/use-autosave.js';
import { ActionNotice, KeptNotice } from '../../documents/editor/ActionNotice.js';
import { DocumentIcon } from '../../documents/editor/icons.js';
import { Button } from '../../ui/Button.js';
import { answerLabels, checkAnswers } from './check.js';
import { BuilderDataContext } from './context.js';
import { dropAnswers, keepAnswers, readAnswers, sameAnswers, type KeptAnswers } from './drafts.js';
import { DutyEstimate } from './DutyEstimate.js';
import { Progress, stepHref } from './Progress.js';
import { searchWithStep, stepOfSearch } from './step-address.js';
import type { ClaimStepProps } from './step-props.js';
import { STEP_COMPONENTS } from './steps/index.js';
import type { OwnClaimPageData } from '../../../../shared/pages/claims/builder.js';
import { NO_PRELOAD } from '../../../platform/preload.js';

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
  const location = useLocation();
  const navigate = useNavigate();
  // The address is the truth (a step chosen here, or the browser's Back and Forward, alike); a step
  // chosen here shows at once, before the router commits its navigation in a transition.
  const addressed: ClaimStep = stepOfSearch(location.search);
  const [step, setStep] = useState<ClaimStep>(addressed);
  useEffect(() => setStep(addressed), [addressed]);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [kept, setKept] = useState<KeptAnswers | null>(null);
  const [busy, setBusy] = useState<'newer' | 'mine' | null>(null);

  const answersRef = useRef(answers);
  answersRef.current = answers;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);

  const labels = useMemo(() => answerLabels(tAll), [tAll]);
  const check = useMemo(() => checkAnswers(answers, labels, tAll), [answers, labels, tAll]);
  const errors = useMemo(() => ({ ...serverErrors, ...check.errors }), [serverErrors, check.errors]);

  // Each move is a new history entry; the claim is not read again (OwnClaimPage's shouldRevalidate).
  const search = location.search;
  const pathname = location.pathname;
  const goTo = useCallback(
    (next: ClaimStep) => {
      setStep(next);
      if (next === stepOfSearch(search)) return;
      void navigate({ pathname, search: searchWithStep(search, next) }, { preventScrollReset: true });
    },
    [navigate, pathname, search],
  );

  // After a move (here, or Back and Forward), the step's heading takes the focus (screen readers
  // hear where they are) and the page its top.
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    headingRef.current?.focus({ preventScroll: true });
    headingRef.current?.scrollIntoView({ block: 'start', behavior: 'auto' });
  }, [step]);

  const keep = useCallback((version: number) => keepAnswers(id, { version, keptAt: new Date().toISOString(), answers: answersRef.current }), [id]);
  const autosave = useAutosave<OwnClaim>({
    version: data.claim.version,
    prepare: (version) => {
      const current = answersRef.current;
      keep(version);
      const checked = checkAnswers(current, labels, tAll);
      if (!checked.sendable) return { invalid: Object.values(checked.errors)[0] ?? t('status.invalidFallback') };
      const body = { version, answers: checked.sendable };
      return {
        send: () => apiWrite<OwnClaim>('PUT', `/me/claims/${id}`, body, { lang }),
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
  const save = autosave.state;

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

  // Answers this browser kept and the server never got: offered back.
  useEffect(() => {
    const found = readAnswers(id);
    if (!found) return;
    if (sameAnswers(found.answers, data.claim.answers)) dropAnswers(id);
    else setKept(found);
  }, [id, data.claim.answers]);

  /** Replaces the answers with the server's (the newer claim, loaded). */
  const reset = (fresh: OwnClaim) => {
    setClaim(fresh);
    autosave.replaced(fresh.version, fresh.updatedAt);
    answersRef.current = fresh.answers;
    setAnswers(fresh.answers);
    setServerErrors({});
    dropAnswers(id);
  };

  const loadNewer = async () => {
    setBusy('newer');
    const fresh = await readAgain<OwnClaim>(`/me/claims/${id}`, lang, t);
    if (fresh) {
      reset(fresh);
      setKept(null);
      toasts.add({ type: 'success', text: t('conflict.loaded') });
    }
    setBusy(null);
  };

  /** Keeps these answers over the newer claim: saved on its version. */
  const keepMine = async () => {
    setBusy('mine');
    const fresh = await readAgain<OwnClaim>(`/me/claims/${id}`, lang, t);
    if (fresh) {
      setClaim(fresh);
      autosave.rebased(fresh.version, fresh.updatedAt);
    }
    setBusy(null);
  };

  const restoreKept = () => {
    if (!kept) return;
    answersRef.current = kept.answers;
    setAnswers(kept.answers);
    setKept(null);
    edited();
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

  const { key: statusKey, text: statusText, icon: statusIcon, failing } = saveStatusView(save, t, lang);

  const value = claimValueOf(claim.snapshot.claimValueRule, answers.value);
  const withDuty = index >= DUTY_FROM;
  const Step = STEP_COMPONENTS[step];
  const stepProps: ClaimStepProps = { claim, template, answers, onAnswer, errors, goTo, lang, hydrated, onClaim };
  // The region whose courts the court step shows: the loaded court's, then the one chosen, so the
  // step shows it again after a move to another step and back (its courts are read again then).
  const [courtRegionId, setCourtRegionId] = useState<number | null>(data.courtRegionId);
  const builderData = useMemo(
    () => ({
      regions: data.regions,
      courtRegionId,
      courts: courtRegionId === data.courtRegionId ? data.courts : [],
      savedDistricts: data.savedDistricts ?? {},
      onCourtRegion: setCourtRegionId,
    }),
    [data.regions, data.courtRegionId, data.courts, data.savedDistricts, courtRegionId],
  );

  return (
    <BuilderDataContext.Provider value={builderData}>
      <div className="container-page py-6 sm:py-8" data-testid="claim-builder" data-step={step}>
        <Breadcrumbs
          items={[
            { to: '/home', label: t('crumbs.home') },
            { to: '/statement-of-claim', label: t('crumbs.claims') },
            ...(template.id > 0 ? [{ to: `/statement-of-claim/templates/${template.id}`, label: template.title }] : []),
            { label: t('crumbs.claim') },
          ]}
        />
        <header className="mb-5 mt-4 flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h1 className="break-words text-2xl font-bold tracking-tight sm:text-3xl" data-testid="page-heading">
              {claim.title}
            </h1>
          </div>
          <div className="flex items-center gap-2 text-sm">
            <span
              className={`inline-flex items-center gap-1.5 ${failing ? 'font-medium text-red-700 dark:text-red-300' : 'text-muted'}`}
              role="status"
              aria-live="polite"
              data-testid="save-status"
              data-phase={save.phase}
            >
              <DocumentIcon name={statusIcon} size={16} className={statusIcon === 'loader' ? 'animate-spin motion-reduce:animate-none' : ''} />
              {hydrated ? statusText : t('status.loading')}
            </span>
            {statusKey === 'retrying' ? (
              <Button size="sm" variant="outline" onClick={() => void autosave.saveNow()} data-testid="save-retry">
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
        {kept ? <KeptNotice keptAt={kept.keptAt} lang={lang} t={t} onRestore={restoreKept} onDiscard={discardKept} className="mb-4" /> : null}

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
              <a href={stepHref(previous)} onClick={(event) => follow(previous, event)} {...NO_PRELOAD} className="btn btn-outline" data-testid="step-back">
                ← {t('nav.back')}
              </a>
            ) : (
              <span />
            )}
            {next ? (
              <a href={stepHref(next)} onClick={(event) => follow(next, event)} {...NO_PRELOAD} className="btn btn-primary" data-testid="step-next">
                {t('nav.next', { step: tAll(`claims:steps.${next}`) })} →
              </a>
            ) : null}
          </nav>
        </div>
      </div>
    </BuilderDataContext.Provider>
  );
}
