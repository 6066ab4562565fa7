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
// The answers' schema is zod's: kept from probing for eval (the CSP), as every page with schemas is.
import '../../../platform/zod-jitless.js';
import { useMemo, useState } from 'react';
import { dutyAnswersOf } from '../../../../shared/claims/duty-answers.js';
import { CLAIM_STEPS } from '../../../../shared/claims/types.js';
import { useAppState } from '../../../app-state.js';
import { useT } from '../../../i18n.js';
import { Breadcrumbs } from '../../lists/Breadcrumbs.js';
import { KeptNotice } from '../../documents/editor/ActionNotice.js';
import { useHydrated } from '../../../platform/useHydrated.js';
import { ClaimHeader } from './ClaimHeader.js';
import { ConflictNotice, useClaimRecovery } from './ClaimRecovery.js';
import { BuilderDataContext } from './context.js';
import { DutyEstimate } from './DutyEstimate.js';
import { Progress } from './Progress.js';
import type { ClaimStepProps } from './step-props.js';
import { StepNav, stepFollower } from './StepNav.js';
import { StepSection } from './StepSection.js';
import { STEP_COMPONENTS } from './steps/index.js';
import { useAddressedStep } from './use-addressed-step.js';
import { useClaimSession } from './use-claim-session.js';
import type { OwnClaimPageData } from '../../../../shared/pages/claims/builder.js';

/** Where the duty estimate starts to show: the value step and after. */
const DUTY_FROM = CLAIM_STEPS.indexOf('value');

export default function ClaimBuilder({ data }: { data: OwnClaimPageData }) {
  const t = useT('claim-builder');
  const { locale: lang } = useAppState();
  const hydrated = useHydrated();
  const template = data.template;
  const { step, goTo } = useAddressedStep();
  const session = useClaimSession(data.claim);
  const { claim, answers, errors, onAnswer, onClaim } = session;
  const recovery = useClaimRecovery(data.claim, session);

  const index = CLAIM_STEPS.indexOf(step);
  const previous = index > 0 ? CLAIM_STEPS[index - 1] : undefined;
  const next = index < CLAIM_STEPS.length - 1 ? CLAIM_STEPS[index + 1] : undefined;
  const follow = stepFollower(hydrated, goTo);

  const duty = dutyAnswersOf(claim.snapshot.claimValueRule, answers.value);
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
          trail={[
            { to: '/home', label: t('crumbs.home') },
            { to: '/statement-of-claim', label: t('crumbs.claims') },
            ...(template.id > 0 ? [{ to: `/statement-of-claim/templates/${template.id}`, label: template.title }] : []),
          ]}
          current={t('crumbs.claim')}
          home={false}
          look="catalogue"
        />
        <ClaimHeader title={claim.title} autosave={session.autosave} hydrated={hydrated} />
        {session.autosave.state.phase === 'conflict' ? <ConflictNotice recovery={recovery} /> : null}
        {recovery.kept ? (
          <KeptNotice keptAt={recovery.kept.keptAt} lang={lang} t={t} onRestore={recovery.restoreKept} onDiscard={recovery.discardKept} className="mb-4" />
        ) : null}

        <Progress current={step} problems={claim.problems} onGo={follow} />

        <div className={`mt-6 grid grid-cols-[minmax(0,1fr)] gap-x-8 gap-y-6 ${withDuty ? 'lg:grid-cols-[minmax(0,1fr)_18rem]' : ''}`}>
          <StepSection step={step}>
            <Step {...stepProps} />
          </StepSection>
          {withDuty ? (
            <aside className="min-w-0 lg:col-start-2 lg:row-span-2 lg:row-start-1">
              <div className="lg:sticky lg:top-24">
                <DutyEstimate
                  templateId={template.id > 0 ? template.id : null}
                  answers={duty}
                  saved={claim.stateDuty}
                  lang={lang}
                  hydrated={hydrated}
                  compact={step !== 'value'}
                />
              </div>
            </aside>
          ) : null}
          <StepNav previous={previous} next={next} follow={follow} first={<span />} last={null} />
        </div>
      </div>
    </BuilderDataContext.Provider>
  );
}
