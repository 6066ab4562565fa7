/**
 * Step 8, review and generate: every problem of the current answers with a link to its step
 * (errors keep the claim from being generated, warnings do not); the claim's language (Uzbek or
 * Russian for the court, English only as a draft); "Generate" (POST /me/claims/{id}/generate)
 * once the shell has saved what the visitor sees; the generated claim with its DOCX, PDF and print
 * view, the earlier generated files; the claim's state and the moves allowed now.
 *
 * Generating, changing the claim's language and the state moves change the claim on the server,
 * its version too: the step hands the newer claim to the shell (onClaim), which saves on from it.
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { OwnClaim } from '../../../../../shared/api/claims/contract.js';
import { isEditable } from '../../../../../shared/claims/status.js';
import type { Locale } from '../../../../../shared/locales.js';
import { useT } from '../../../../i18n.js';
import { api, ApiCallError } from '../../../../platform/api.js';
import { Button } from '../../../ui/Button.js';
import { GeneratedClaim } from '../../generated/GeneratedClaim.js';
import { usePageData } from '../../../../platform/payload.js';
import { GeneratedVersions } from '../../generated/GeneratedVersions.js';
import type { ClaimStepProps } from '../step-props';
import { liveProblems } from './parts/live.js';
import { ProblemList } from './parts/ProblemList.js';
import { sameAnswers } from './parts/saved.js';
import { Notice, StepSection } from './parts/StepParts.js';
import { StatusPanel } from './parts/StatusPanel.js';

const CLAIM_LANGUAGES: readonly Locale[] = ['uz', 'ru', 'en'];
const SAVE_WAIT_MS = 1_000;
const SAVE_WAIT_TRIES = 8;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The newer of two states of one claim. */
function newer(a: OwnClaim, b: OwnClaim): OwnClaim {
  return b.version >= a.version ? b : a;
}

export default function ReviewStep({ claim: given, answers, goTo, lang, hydrated, onClaim }: ClaimStepProps) {
  const { papers } = usePageData('claims-my');
  const t = useT('claim-steps');
  const id = useId();
  const [claim, setClaim] = useState<OwnClaim>(given);
  useEffect(() => setClaim((current) => newer(current, given)), [given]);
  const [language, setLanguage] = useState<Locale>(given.locale);
  const [phase, setPhase] = useState<'idle' | 'waiting' | 'generating'>('idle');
  const [problem, setProblem] = useState<string | null>(null);
  const [refresh, setRefresh] = useState(0);
  const resultRef = useRef<HTMLDivElement>(null);

  const problems = liveProblems(claim, answers);
  const blocking = problems.some((p) => p.severity === 'error');
  const editable = isEditable(claim.status);

  const took = (next: OwnClaim) => {
    setClaim(next);
    setRefresh((n) => n + 1);
    onClaim(next);
  };

  /** The server's claim once it holds the answers shown here (the shell's autosave), or null. */
  const savedClaim = async (): Promise<OwnClaim | null> => {
    for (let i = 0; i < SAVE_WAIT_TRIES; i += 1) {
      const current = await api.getOwnClaim({ id: claim.id }, { lang });
      if (sameAnswers(current.answers, answers)) return current;
      setPhase('waiting');
      await pause(SAVE_WAIT_MS);
    }
    return null;
  };

  const generate = async () => {
    setProblem(null);
    setPhase('generating');
    try {
      let current = await savedClaim();
      if (!current) return setProblem(t('generate.notSaved'));
      setPhase('generating');
      if (current.locale !== language) {
        const switched = await api.updateClaim({ id: claim.id }, { version: current.version, locale: language }, { lang });
        if (!switched.ok) return setProblem(switched.status === 0 ? t('errors.network') : (switched.error?.message ?? t('errors.failed')));
        current = switched.value;
      }
      const done = await api.generateClaim({ id: claim.id }, { version: current.version }, { lang });
      if (!done.ok) {
        if (done.status === 409 && done.error?.code === 'version_conflict') return setProblem(t('generate.changed'));
        return setProblem(done.status === 0 ? t('errors.network') : (done.error?.message ?? t('errors.failed')));
      }
      took(done.value);
      requestAnimationFrame(() => resultRef.current?.focus());
    } catch (error) {
      setProblem(error instanceof ApiCallError && error.status !== 0 ? t('errors.failed') : t('errors.network'));
    } finally {
      setPhase('idle');
    }
  };

  const stale = claim.generated !== null && claim.status !== 'generated' && editable;
  return (
    <div className="space-y-8">
      <StepSection title={t('review.title')} intro={<p>{t('review.intro')}</p>}>
        <ProblemList problems={problems} answers={answers} goTo={goTo} />
      </StepSection>

      {editable ? (
        <StepSection title={t('generate.title')} intro={<p>{t('generate.intro')}</p>} testId="generate">
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium">{t('generate.language')}</legend>
            {CLAIM_LANGUAGES.map((code) => (
              <label key={code} className="flex cursor-pointer items-start gap-2 text-sm">
                <input
                  type="radio"
                  name={`${id}-language`}
                  className="mt-0.5 size-4 accent-[var(--accent)]"
                  checked={language === code}
                  disabled={!hydrated || phase !== 'idle'}
                  onChange={() => setLanguage(code)}
                  data-testid={`generate-language-${code}`}
                />
                <span>
                  <span className="font-medium">{t(`languages.${code}`)}</span>
                  <span className="block text-xs text-muted">{t(code === 'en' ? 'generate.draftOnly' : 'generate.forCourt')}</span>
                </span>
              </label>
            ))}
          </fieldset>
          {language !== claim.locale ? <p className="text-sm text-muted">{t('generate.languageNote')}</p> : null}
          {blocking ? <p className="text-sm font-medium text-red-700 dark:text-red-300">{t('generate.blocked')}</p> : null}
          <Button onClick={() => void generate()} disabled={!hydrated || blocking || phase !== 'idle'} loading={phase !== 'idle'} data-testid="generate-button">
            {claim.generated ? t('generate.again') : t('generate.button')}
          </Button>
          <p className="text-sm text-muted" role="status" aria-live="polite" data-testid="generate-phase">
            {phase === 'waiting' ? t('generate.waiting') : phase === 'generating' ? t('generate.working') : ''}
          </p>
          {problem ? (
            <Notice tone="error" live testId="generate-problem">
              {problem}
            </Notice>
          ) : null}
        </StepSection>
      ) : null}

      {claim.generated ? (
        <div ref={resultRef} id="claim-generated" tabIndex={-1} className="scroll-mt-24 outline-none">
          <StepSection title={t('generated.title')} testId="generated">
            {stale ? (
              <Notice tone="warning" testId="generated-stale">
                {t('generated.stale')}
              </Notice>
            ) : null}
            <GeneratedClaim claim={claim} lang={lang} papers={papers} />
          </StepSection>
        </div>
      ) : null}

      {claim.generated ? (
        <StepSection title={t('versions.title')} intro={<p>{t('versions.intro')}</p>}>
          {hydrated ? <GeneratedVersions claimId={claim.id} lang={lang} refresh={refresh} /> : <p className="text-sm text-muted">{t('versions.loading')}</p>}
        </StepSection>
      ) : null}

      <StatusPanel claim={claim} lang={lang} hydrated={hydrated} onClaim={took} />
    </div>
  );
}
