/**
 * The review's problems, errors first: each says what is wrong, where (the party, the line, the
 * demand), and links to its step (?step=, followed in place through goTo once the script runs).
 * Errors keep the claim a draft; warnings never block.
 */
import type { ClaimProblem } from '../../../../../../shared/claims/review.js';
import type { ClaimAnswers, ClaimStep } from '../../../../../../shared/claims/types.js';
import type { TFunction } from '../../../../../../shared/i18n/index.js';
import { useT } from '../../../../../i18n.js';
import { stepHref } from '../../Progress.js';
import { Notice } from './StepParts.js';

/** "Defendant 2", "Demand 3", "Calculation line 1": where a problem is, from its answer path. */
export function problemPlace(field: string, answers: ClaimAnswers, t: TFunction): string | null {
  const parts = field.split('.');
  const n = Number(parts[2]);
  if (parts[0] === 'parties') {
    if (parts[1] === 'plaintiff') return t('review.where.plaintiff');
    if (parts[1] === 'representative') return t('review.where.representative');
    if ((parts[1] === 'defendants' || parts[1] === 'thirdParties') && Number.isInteger(n)) {
      const party = parts[1] === 'defendants' ? answers.parties?.defendants?.[n] : answers.parties?.thirdParties?.[n];
      const role = t(parts[1] === 'defendants' ? 'review.where.defendant' : 'review.where.thirdParty', { n: n + 1 });
      return party?.name ? `${role} (${party.name})` : role;
    }
  }
  if (parts[0] === 'value' && parts[1] === 'rows' && Number.isInteger(n)) return t('review.where.row', { n: n + 1 });
  if (parts[0] === 'demands' && Number.isInteger(Number(parts[1]))) return t('review.where.demand', { n: Number(parts[1]) + 1 });
  if (parts[0] === 'maintenance' && parts[1] === 'children' && Number.isInteger(n)) {
    const child = answers.maintenance?.children?.[n];
    return child?.name ? `${t('children.child', { n: n + 1 })} (${child.name})` : t('children.child', { n: n + 1 });
  }
  return null;
}

export function ProblemList({ problems, answers, goTo }: { problems: readonly ClaimProblem[]; answers: ClaimAnswers; goTo(step: ClaimStep): void }) {
  const t = useT('claim-steps');
  const claims = useT('claims');
  const errors = problems.filter((p) => p.severity === 'error');
  const warnings = problems.filter((p) => p.severity === 'warning');
  if (problems.length === 0) {
    return (
      <Notice tone="success" testId="review-clean">
        {t('review.clean')}
      </Notice>
    );
  }
  const item = (problem: ClaimProblem, i: number) => {
    const place = problemPlace(problem.field, answers, t);
    return (
      <li
        key={`${problem.field}-${problem.code}-${i}`}
        className="flex flex-wrap items-start justify-between gap-2 py-2"
        data-testid="review-problem"
        data-severity={problem.severity}
        data-code={problem.code}
      >
        <span className="min-w-0 flex-1 basis-56">
          {place ? <span className="font-medium">{place}: </span> : null}
          {claims(`problems.${problem.code}`)}
        </span>
        <a
          href={stepHref(problem.step)}
          className="text-sm font-medium text-accent-strong underline underline-offset-2 hover:no-underline"
          onClick={(event) => {
            // Without script (or opened in a new tab) the link loads the step; with it, the shell moves.
            if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
            event.preventDefault();
            goTo(problem.step);
          }}
          data-testid="review-problem-link"
        >
          {t('review.goTo', { step: claims(`steps.${problem.step}`) })}
        </a>
      </li>
    );
  };
  return (
    <div className="space-y-4" data-testid="review-problems">
      {errors.length > 0 ? (
        <Notice tone="error" title={t('review.errorsTitle', { n: errors.length })}>
          <p>{t('review.errorsText')}</p>
          <ul className="mt-2 divide-y divide-red-500/20">{errors.map(item)}</ul>
        </Notice>
      ) : null}
      {warnings.length > 0 ? (
        <Notice tone="warning" title={t('review.warningsTitle', { n: warnings.length })}>
          <p>{t('review.warningsText')}</p>
          <ul className="mt-2 divide-y divide-amber-500/20">{warnings.map(item)}</ul>
        </Notice>
      ) : null}
    </div>
  );
}
