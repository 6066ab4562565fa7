/**
 * Step 7, pre-trial: where the template (or an economic court) requires the dispute to be taken
 * to the other side first, whether the talabnoma (demand letter) was sent, when, its reference and
 * what came of it (no answer, refused, partly paid: the claim states the one that happened). Not
 * having sent it is a visible warning naming the consequence (the court returns the claim), never
 * a block; the claim itself never says it was not sent. An economic claim is reminded that the
 * claim's copy goes to the other parties by post before filing. Elsewhere a line says the step is
 * not required.
 */
import { useId } from 'react';
import { CLAIM_LIMITS } from '../../../../../shared/claims/answers.js';
import { PRETRIAL_OUTCOMES, type ClaimPretrialAnswer } from '../../../../../shared/claims/types.js';
import { useT } from '../../../../i18n.js';
import type { ClaimStepProps } from '../step-props';
import { FieldMessage, Notice, StepSection } from './parts/StepParts.js';
import { tashkentToday } from '../../../../../shared/format/calendar.js';

export function pretrialRequired(claim: ClaimStepProps['claim']): boolean {
  return claim.snapshot.pretrialRequired || claim.snapshot.courtType === 'economic';
}

export default function PretrialStep({ claim, answers, onAnswer, errors, hydrated }: ClaimStepProps) {
  const t = useT('claim-steps');
  const id = useId();
  const pretrial = answers.pretrial ?? {};
  if (!pretrialRequired(claim)) {
    return (
      <div className="space-y-4">
        <StepSection title={t('pretrial.title')}>
          <Notice tone="info" testId="pretrial-not-required">
            {t('pretrial.notRequired')}
          </Notice>
        </StepSection>
      </div>
    );
  }
  const set = (patch: Partial<ClaimPretrialAnswer>) => {
    const next: ClaimPretrialAnswer = { ...pretrial, ...patch };
    if (next.sent !== true) {
      delete next.date;
      delete next.reference;
      delete next.outcome;
    }
    if (!next.date) delete next.date;
    if (!next.reference) delete next.reference;
    onAnswer('pretrial', next);
  };
  const sent = pretrial.sent === true;
  const dateError = errors['pretrial.date'];
  const referenceError = errors['pretrial.reference'];
  const today = tashkentToday();
  return (
    <div className="space-y-6">
      <StepSection title={t('pretrial.title')} intro={<p>{t(claim.snapshot.courtType === 'economic' ? 'pretrial.introEconomic' : 'pretrial.intro')}</p>}>
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium">{t('pretrial.question')}</legend>
          {(['yes', 'no'] as const).map((choice) => (
            <label key={choice} className="flex cursor-pointer items-center gap-2 text-sm">
              <input
                type="radio"
                name={`${id}-sent`}
                className="size-4 accent-[var(--accent)]"
                checked={choice === 'yes' ? sent : pretrial.sent === false}
                disabled={!hydrated}
                onChange={() => set({ sent: choice === 'yes' })}
                data-testid={`pretrial-${choice}`}
              />
              {t(`pretrial.${choice}`)}
            </label>
          ))}
        </fieldset>
        {sent ? (
          <div className="grid gap-4 sm:grid-cols-2">
            <div>
              <label htmlFor={`${id}-date`} className="block text-sm font-medium">
                {t('pretrial.date')}
              </label>
              <input
                id={`${id}-date`}
                type="date"
                className={`control mt-1.5 w-full ${dateError ? 'border-error' : ''}`}
                value={pretrial.date ?? ''}
                max={today}
                disabled={!hydrated}
                aria-invalid={dateError ? true : undefined}
                aria-describedby={dateError ? `${id}-date-error` : undefined}
                onChange={(event) => set({ date: event.target.value })}
                data-testid="pretrial-date"
              />
              <FieldMessage id={`${id}-date-error`} message={dateError} />
            </div>
            <div>
              <label htmlFor={`${id}-reference`} className="block text-sm font-medium">
                {t('pretrial.reference')}
              </label>
              <input
                id={`${id}-reference`}
                className={`control mt-1.5 w-full ${referenceError ? 'border-error' : ''}`}
                value={pretrial.reference ?? ''}
                maxLength={CLAIM_LIMITS.reference}
                disabled={!hydrated}
                aria-invalid={referenceError ? true : undefined}
                aria-describedby={`${id}-reference-hint${referenceError ? ` ${id}-reference-error` : ''}`}
                onChange={(event) => set({ reference: event.target.value })}
                data-testid="pretrial-reference"
              />
              <p id={`${id}-reference-hint`} className="mt-1 text-xs text-muted">
                {t('pretrial.referenceHint')}
              </p>
              <FieldMessage id={`${id}-reference-error`} message={referenceError} />
            </div>
            <fieldset className="space-y-2 sm:col-span-2" aria-describedby={`${id}-outcome-hint`}>
              <legend className="text-sm font-medium">{t('pretrial.outcomeQuestion')}</legend>
              {PRETRIAL_OUTCOMES.map((outcome) => (
                <label key={outcome} className="flex cursor-pointer items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name={`${id}-outcome`}
                    className="size-4 accent-[var(--accent)]"
                    checked={pretrial.outcome === outcome}
                    disabled={!hydrated}
                    onChange={() => set({ outcome })}
                    data-testid={`pretrial-outcome-${outcome}`}
                  />
                  {t(`pretrial.outcomes.${outcome}`)}
                </label>
              ))}
              <p id={`${id}-outcome-hint`} className="text-xs text-muted">
                {t('pretrial.outcomeHint')}
              </p>
            </fieldset>
          </div>
        ) : null}
        {!sent ? (
          <Notice tone="warning" title={t('pretrial.missingTitle')} testId="pretrial-warning">
            {t('pretrial.missingText')}
          </Notice>
        ) : !pretrial.date ? (
          <Notice tone="warning" testId="pretrial-date-warning">
            {t('pretrial.dateMissing')}
          </Notice>
        ) : null}
        {claim.snapshot.courtType === 'economic' ? (
          <Notice tone="info" testId="pretrial-economic-proof">
            {t('pretrial.economicProof')}
          </Notice>
        ) : null}
      </StepSection>
    </div>
  );
}
