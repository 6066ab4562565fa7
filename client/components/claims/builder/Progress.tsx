/**
 * The builder's progress bar: the eight steps by name, each a link (?step=…, so it works without
 * script and a reload returns to it), the current one marked; a step with an error the review
 * found carries a dot. A guest's builder reaches the steps up to `last`; the others are named but
 * wait for signing in.
 */
import type { MouseEvent } from 'react';
import type { ClaimProblem } from '../../../../shared/claims/review.js';
import { CLAIM_STEPS, type ClaimStep } from '../../../../shared/claims/types.js';
import { useT } from '../../../i18n.js';
import { NO_PRELOAD } from '../../../platform/preload.js';

export function stepHref(step: ClaimStep): string {
  return `?step=${step}`;
}

export function Progress({
  current,
  problems,
  onGo,
  last = 'review',
}: {
  current: ClaimStep;
  problems: readonly ClaimProblem[];
  onGo: (step: ClaimStep, event: MouseEvent<HTMLAnchorElement>) => void;
  last?: ClaimStep;
}) {
  const t = useT('claim-builder');
  const index = CLAIM_STEPS.indexOf(current);
  const reachable = CLAIM_STEPS.indexOf(last);
  return (
    <nav aria-label={t('progress.label')} className="min-w-0" data-testid="claim-progress">
      <div className="mb-3 h-1.5 overflow-hidden rounded-full bg-line sm:hidden" aria-hidden>
        <div className="h-full rounded-full bg-accent" style={{ width: `${((index + 1) / CLAIM_STEPS.length) * 100}%` }} />
      </div>
      <ol className="flex gap-1 overflow-x-auto pb-1 sm:grid sm:grid-cols-8 sm:gap-2 sm:overflow-visible">
        {CLAIM_STEPS.map((step, i) => {
          const isCurrent = step === current;
          const done = i < index;
          const flagged = problems.some((problem) => problem.step === step && problem.severity === 'error');
          if (i > reachable) {
            return (
              <li key={step} className="shrink-0 sm:shrink">
                <span
                  className="relative flex h-full min-h-11 items-center gap-2 rounded-lg px-2 py-1.5 text-xs font-medium text-muted sm:flex-col sm:items-start sm:gap-1 sm:border-t-4 sm:border-line sm:px-1 sm:pt-2"
                  data-testid={`progress-${step}`}
                  aria-disabled="true"
                >
                  <span
                    className="inline-flex size-6 shrink-0 items-center justify-center rounded-full border border-dashed border-line text-[11px] font-bold"
                    aria-hidden
                  >
                    {i + 1}
                  </span>
                  <span className="leading-tight max-sm:sr-only">
                    {t(`claims:steps.${step}`)}
                    <span className="sr-only"> ({t('guest.afterSignIn')})</span>
                  </span>
                </span>
              </li>
            );
          }
          return (
            <li key={step} className="shrink-0 sm:shrink">
              <a
                href={stepHref(step)}
                onClick={(event) => onGo(step, event)}
                {...NO_PRELOAD}
                aria-current={isCurrent ? 'step' : undefined}
                data-testid={`progress-${step}`}
                className={`group relative flex h-full min-h-11 items-center gap-2 rounded-lg px-2 py-1.5 text-xs font-medium no-underline sm:flex-col sm:items-start sm:gap-1 sm:border-t-4 sm:px-1 sm:pt-2 ${
                  isCurrent ? 'bg-raised text-ink sm:border-accent sm:bg-transparent' : done ? 'text-ink sm:border-accent/50' : 'text-muted sm:border-line'
                } hover:text-ink focus-visible:outline-2`}
              >
                <span
                  className={`inline-flex size-6 shrink-0 items-center justify-center rounded-full text-[11px] font-bold ${
                    isCurrent ? 'bg-accent text-accent-ink' : done ? 'border border-accent text-ink' : 'border border-line'
                  }`}
                  aria-hidden
                >
                  {i + 1}
                </span>
                <span className={`${isCurrent ? '' : 'max-sm:sr-only'} leading-tight`}>
                  {t(`claims:steps.${step}`)}
                  {flagged ? (
                    <>
                      <span className="ml-1 inline-block size-1.5 rounded-full bg-red-600 align-middle" aria-hidden />
                      <span className="sr-only"> ({t('progress.hasErrors')})</span>
                    </>
                  ) : null}
                </span>
              </a>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
