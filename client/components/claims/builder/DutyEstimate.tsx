/**
 * The live state-duty estimate (issues 11 and 28): GET /state-duty for the claim's template, value,
 * small business and exemption, asked again a moment after the value changes. Always labelled an
 * estimate, with the official calculator (my.sud.uz) named. An exemption by law shows 0 with its
 * ground and what the court recovers from the defendant on a win; what could not be confirmed about
 * the rule is said, not hidden. The shell shows it from the value step on; until the first answer
 * arrives it shows what the server computed at the last save.
 */
import { useEffect, useState } from 'react';
import type { StateDutyEstimate, StateDutyInput } from '../../../../shared/api/claims/contract.js';
import { stateDutyQueryOf, type DutyAnswers } from '../../../../shared/claims/duty-answers.js';
import { wholeSom } from '../../../../shared/claims/duty.js';
import { formatTiyin } from '../../../../shared/claims/money.js';
import { formatDate } from '../../../../shared/format/date.js';
import type { Locale } from '../../../../shared/locales.js';
import { useT } from '../../../i18n.js';
import { api } from '../../../platform/api.js';

/** The pause after the last change of the value before the estimate is asked for. */
export const DUTY_DELAY_MS = 400;

const OFFICIAL_CALCULATOR = 'https://my.sud.uz';

export interface DutyEstimateProps {
  /** Null for a claim without a template: only the duty computed at the last save is shown. */
  templateId: number | null;
  /** The value step's answers as the duty reads them (shared/claims/duty-answers). */
  answers: DutyAnswers;
  /** The duty the server computed at the last save (tiyin), shown until the first estimate. */
  saved: number | string | null;
  lang: Locale;
  hydrated: boolean;
  compact?: boolean;
}

type Loaded =
  | { state: 'idle' }
  | { state: 'loading'; last: StateDutyEstimate | null }
  | { state: 'ready'; estimate: StateDutyEstimate }
  | { state: 'failed'; last: StateDutyEstimate | null };

function lastOf(loaded: Loaded): StateDutyEstimate | null {
  return loaded.state === 'ready' ? loaded.estimate : loaded.state === 'idle' ? null : loaded.last;
}

export function DutyEstimate({ templateId, answers, saved, lang, hydrated, compact = false }: DutyEstimateProps) {
  const t = useT('claim-builder');
  const [loaded, setLoaded] = useState<Loaded>({ state: 'idle' });
  const [attempt, setAttempt] = useState(0);
  // The query as text: the estimate is asked again when, and only when, it changes.
  const queryKey = templateId === null ? '' : JSON.stringify(stateDutyQueryOf(templateId, answers));

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is the trigger, not an input: a retry bumps it to ask the same query again
  useEffect(() => {
    if (!hydrated || templateId === null) return;
    const controller = new AbortController();
    setLoaded((current) => ({ state: 'loading', last: lastOf(current) }));
    const timer = setTimeout(() => {
      api
        .getStateDuty(JSON.parse(queryKey) as StateDutyInput, { lang, signal: controller.signal })
        .then((estimate) => setLoaded({ state: 'ready', estimate }))
        .catch(() => {
          if (!controller.signal.aborted) setLoaded((current) => ({ state: 'failed', last: lastOf(current) }));
        });
    }, DUTY_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [hydrated, templateId, queryKey, lang, attempt]);

  const estimate = lastOf(loaded);
  // A claim saved before the duty was counted in whole soʻm may still hold tiyin: shown as paid.
  const amount = estimate ? estimate.dutyText : saved !== null ? formatTiyin(wholeSom(BigInt(saved)), lang) : null;
  const busy = loaded.state === 'loading';
  return (
    <section
      aria-labelledby="duty-estimate-heading"
      className={`rounded-xl border border-line bg-raised ${compact ? 'p-3' : 'p-4'}`}
      data-testid="duty-estimate"
      aria-busy={busy || undefined}
    >
      <h2 id="duty-estimate-heading" className="text-sm font-semibold">
        {t('duty.title')}
      </h2>
      <p className={`mt-1 font-bold tabular-nums ${compact ? 'text-lg' : 'text-2xl'} ${busy ? 'opacity-60' : ''}`} data-testid="duty-amount" aria-live="polite">
        {amount ?? (templateId === null ? '—' : t('duty.unknown'))}
      </p>
      {estimate?.exemption ? (
        <div className="mt-1 space-y-1 text-sm" data-testid="duty-exempt">
          <p>{t('duty.exempt', { name: estimate.exemption.name })}</p>
          {estimate.recoverable !== null ? (
            <p className="font-medium">{t('duty.exemptRecover', { duty: formatTiyin(BigInt(estimate.recoverable), lang) })}</p>
          ) : null}
          {!compact ? <p className="text-muted">{t('duty.ground', { ground: estimate.exemption.ground })}</p> : null}
        </div>
      ) : null}
      {estimate?.reduced ? <p className="mt-1 text-sm">{t('duty.reduced')}</p> : null}
      {!compact && estimate?.explanation ? <p className="mt-2 text-sm text-muted">{estimate.explanation}</p> : null}
      {!compact && estimate?.unconfirmed ? (
        <p className="mt-2 text-sm text-amber-800 dark:text-amber-200" data-testid="duty-unconfirmed">
          <span className="font-semibold">{t('duty.unconfirmed')}</span> {estimate.unconfirmed}
        </p>
      ) : null}
      {!compact && estimate?.rule.checkedOn ? (
        <p className="mt-1 text-xs text-muted">{t('duty.checkedOn', { date: formatDate(estimate.rule.checkedOn, lang, { style: 'long' }) })}</p>
      ) : null}
      {loaded.state === 'failed' ? (
        <p className="mt-2 text-sm font-medium text-red-700 dark:text-red-300" role="alert">
          {t('duty.failed')}{' '}
          <button type="button" className="underline" onClick={() => setAttempt((n) => n + 1)}>
            {t('duty.retry')}
          </button>
        </p>
      ) : null}
      <p className="mt-2 text-xs text-muted">
        {t('duty.estimate')}{' '}
        <a
          href={estimate?.calculatorUrl ?? OFFICIAL_CALCULATOR}
          className="font-medium underline"
          target="_blank"
          rel="noopener noreferrer"
          data-testid="duty-calculator"
        >
          my.sud.uz
        </a>
      </p>
    </section>
  );
}
