/**
 * Step 4, circumstances: the visitor's account of the facts in the documents' rich-text editor
 * (reused from client/components/documents/editor), beside a short guide of what to say, adapted
 * to the kind of claim (open above the editor; it folds away). Before hydration (and without JavaScript) the text so far is shown as the
 * renderer shows it; the editor arrives after hydration. A child-maintenance claim also asks here for
 * each child's name and date of birth and the share claimed (ChildrenFields), as does a claim whose
 * proposed demands hold the share (a divorce's optional maintenance).
 */
import { lazy, Suspense } from 'react';
import { ARTICLE_CLASSES, RichText } from '../../../../../shared/richtext/index.js';
import { plainTextOf } from '../../../../../shared/claims/plain.js';
import { SHARE_LABELS } from '../../../../../shared/claims/fill.js';
import { useT } from '../../../../i18n.js';
import { ChildrenFields } from '../ChildrenFields.js';
import type { ClaimStepProps } from '../step-props';
import { FieldMessage, messagesUnder, StepSection } from './parts/StepParts.js';
import { guideKindOf, GUIDE_POINTS } from './parts/guide.js';
import { tashkentToday } from '../../../../../shared/format/calendar.js';

const CircumstancesEditor = lazy(() => import('./parts/CircumstancesEditor.js'));

export default function CircumstancesStep({ claim, template, answers, onAnswer, errors, hydrated }: ClaimStepProps) {
  const t = useT('claim-steps');
  const kind = guideKindOf(template.slug || claim.snapshot.slug);
  const messages = messagesUnder(errors, 'circumstances');
  const current = answers.circumstances;
  const empty = !current || plainTextOf(current).trim() === '';
  const stand = (
    <div className="card px-4 py-5 sm:px-8" data-testid="circumstances-static">
      {empty ? (
        <p className="text-sm text-muted">{t('circumstances.empty')}</p>
      ) : (
        <RichText document={current} classes={ARTICLE_CLASSES} className="document-sheet" />
      )}
    </div>
  );
  return (
    <div className="space-y-4">
      <details className="group rounded-xl border border-line bg-raised p-4 text-sm" open data-testid="circumstances-guide">
        <summary className="cursor-pointer font-semibold">{t('circumstances.guide.title')}</summary>
        <ol className="mt-2 list-decimal space-y-1.5 pl-5">
          {GUIDE_POINTS.map((point) => (
            <li key={point}>{t(`circumstances.guide.points.${point}`)}</li>
          ))}
        </ol>
        <p className="mt-3">{t(`circumstances.guide.kinds.${kind}`)}</p>
        <p className="mt-2 text-muted">{t('circumstances.guide.style')}</p>
      </details>
      <StepSection title={t('circumstances.title')} intro={<p>{t('circumstances.intro', { language: t(`languages.${claim.locale}`) })}</p>}>
        {hydrated ? (
          <Suspense fallback={stand}>
            <CircumstancesEditor initial={current} lang={claim.locale} onChange={(document) => onAnswer('circumstances', document)} />
          </Suspense>
        ) : (
          stand
        )}
        <FieldMessage id="circumstances-error" message={messages[0]} />
      </StepSection>
      {claim.snapshot.claimValueRule === 'alimony-one-year' ||
      template.demands.some((d) => (d.texts[claim.locale] ?? '').includes(`[${SHARE_LABELS[claim.locale]}]`)) ? (
        <ChildrenFields
          value={answers.maintenance}
          onChange={(next) => onAnswer('maintenance', next)}
          errors={errors}
          hydrated={hydrated}
          today={tashkentToday()}
        />
      ) : null}
    </div>
  );
}
