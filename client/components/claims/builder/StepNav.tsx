import type { MouseEvent, ReactNode } from 'react';
import type { ClaimStep } from '../../../../shared/claims/types.js';
import { useT } from '../../../i18n.js';
import { NO_PRELOAD } from '../../../platform/preload.js';
import { stepHref } from './Progress.js';

export type FollowStep = (target: ClaimStep, event: MouseEvent<HTMLAnchorElement>) => void;

/**
 * What a click on a step's link does: once the page runs, the builder moves to the step itself; a
 * click for a new tab or window (a modifier key, another button), or one before the page runs,
 * follows the link (?step=…) as a plain one.
 */
export function stepFollower(hydrated: boolean, goTo: (step: ClaimStep) => void): FollowStep {
  return (target, event) => {
    if (!hydrated || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    goTo(target);
  };
}

/**
 * Back and next under a builder's step: links to the previous and the next step, or what the
 * builder shows where there is none (`first`, `last`).
 */
export function StepNav({
  previous,
  next,
  follow,
  first,
  last,
}: {
  previous: ClaimStep | undefined;
  next: ClaimStep | undefined;
  follow: FollowStep;
  first: ReactNode;
  last: ReactNode;
}) {
  const t = useT('claim-builder');
  const tAll = useT();
  return (
    <nav className="flex min-w-0 flex-wrap items-center justify-between gap-3 border-t border-line pt-4 lg:col-start-1" aria-label={t('nav.label')}>
      {previous ? (
        <a href={stepHref(previous)} onClick={(event) => follow(previous, event)} {...NO_PRELOAD} className="btn btn-outline" data-testid="step-back">
          ← {t('nav.back')}
        </a>
      ) : (
        first
      )}
      {next ? (
        <a href={stepHref(next)} onClick={(event) => follow(next, event)} {...NO_PRELOAD} className="btn btn-primary" data-testid="step-next">
          {t('nav.next', { step: tAll(`claims:steps.${next}`) })} →
        </a>
      ) : (
        last
      )}
    </nav>
  );
}
