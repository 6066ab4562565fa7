import { useEffect, useRef, type ReactNode } from 'react';
import { CLAIM_STEPS, type ClaimStep } from '../../../../shared/claims/types.js';
import { useT } from '../../../i18n.js';

/**
 * The current step of a builder (the signed-in visitor's and a guest's alike): its heading ("step
 * n of 8" and its name), then the step itself. After a move (in the page, or the browser's Back and
 * Forward) the heading takes the focus, so screen readers hear where they are, and the page its top.
 */
export function StepSection({ step, children }: { step: ClaimStep; children: ReactNode }) {
  const t = useT('claim-builder');
  const tAll = useT();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    headingRef.current?.focus({ preventScroll: true });
    headingRef.current?.scrollIntoView({ block: 'start', behavior: 'auto' });
  }, [step]);

  return (
    <section className="min-w-0" aria-labelledby="claim-step-heading">
      <h2 id="claim-step-heading" ref={headingRef} tabIndex={-1} className="scroll-mt-24 text-xl font-semibold outline-none" data-testid="step-heading">
        <span className="block text-sm font-normal text-muted">{t('progress.stepOf', { n: CLAIM_STEPS.indexOf(step) + 1, total: CLAIM_STEPS.length })}</span>
        {tAll(`claims:steps.${step}`)}
      </h2>
      <div className="mt-4" data-testid={`step-${step}`}>
        {children}
      </div>
    </section>
  );
}
