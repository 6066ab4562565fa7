import { Link } from 'react-router';
import { useAppState } from '../../../app-state.js';
import { useT } from '../../../i18n.js';
import { Icon } from '../../Icon.js';
import type { ClaimTemplateSummary } from '../../../../shared/pages/claims/types.js';
import { dutyRuleWords } from './words.js';

/**
 * A template of a category's list: what it is for, then its court, whether a talabnoma is
 * required and the state-duty rule in words; the whole card is the link to the template's page.
 */
export function ClaimTemplateCard({ template }: { template: ClaimTemplateSummary }) {
  const t = useT('claim-pages');
  const { locale } = useAppState();
  return (
    <article
      className="relative flex h-full flex-col gap-4 rounded-2xl border border-line bg-surface p-5 shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-accent hover:shadow-md sm:p-6"
      data-testid="claim-template-card"
    >
      <div className="flex items-start gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-accent-soft text-accent-strong">
          <Icon name="lucide:scale" size={20} />
        </span>
        <div className="min-w-0">
          <h3 className="text-lg font-semibold leading-snug">
            <Link to={`/statement-of-claim/templates/${template.id}`} className="after:absolute after:inset-0 after:rounded-2xl focus:outline-none">
              {template.title}
            </Link>
          </h3>
          <p className="mt-1 text-sm leading-relaxed text-muted" data-testid="claim-template-purpose">
            {template.description}
          </p>
        </div>
      </div>
      <dl className="grid gap-3 border-t border-line pt-4 text-sm sm:grid-cols-[1fr_1fr_2fr]">
        <div>
          <dt className="text-xs font-medium uppercase tracking-wide text-muted">{t('card.court')}</dt>
          <dd className="mt-0.5 font-medium" data-testid="claim-template-court">
            {t(`courtTypes.${template.courtType}`)}
          </dd>
        </div>
        <div>
          <dt className="text-xs font-medium uppercase tracking-wide text-muted">{t('card.pretrial')}</dt>
          <dd
            className={`mt-0.5 font-medium ${template.pretrialRequired ? 'text-amber-800 dark:text-amber-300' : ''}`}
            data-testid="claim-template-pretrial"
            data-required={template.pretrialRequired}
          >
            {template.pretrialRequired ? t('card.pretrialRequired') : t('card.pretrialNotRequired')}
          </dd>
        </div>
        <div>
          <dt className="text-xs font-medium uppercase tracking-wide text-muted">{t('card.duty')}</dt>
          <dd className="mt-0.5 font-medium" data-testid="claim-template-duty">
            {dutyRuleWords(template.duty, template.exemptions, t, locale)}
          </dd>
        </div>
      </dl>
      <p className="mt-auto inline-flex items-center gap-1 text-sm font-semibold text-accent-strong">
        {t('card.open')}
        <Icon name="lucide:arrow-right" size={16} />
      </p>
    </article>
  );
}
