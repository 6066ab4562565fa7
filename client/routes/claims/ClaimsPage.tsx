import { Link } from 'react-router';
import { CLAIM_STEPS } from '../../../shared/claims/types.js';
import { ClaimsInProgress } from '../../components/claims/pages/ClaimsInProgress.js';
import { Breadcrumbs } from '../../components/lists/Breadcrumbs.js';
import { itemListLd } from '../../components/lists/structured-data.js';
import { useAbsoluteHref } from '../../components/lists/useAbsoluteHref.js';
import { Icon } from '../../components/Icon.js';
import { JsonLd } from '../../components/seo/JsonLd.js';
import { useT } from '../../i18n.js';
import { usePageData } from '../../platform/payload.js';

const HOW = [
  { key: 'choose', icon: 'lucide:list-checks' },
  { key: 'answer', icon: 'lucide:pencil-line' },
  { key: 'generate', icon: 'lucide:file-check' },
] as const;

/**
 * /statement-of-claim: what the builder does, the visitor's claims in progress (or how they are
 * kept, for a guest), and the categories with their templates.
 */
export default function ClaimsPage() {
  const { categories, mine } = usePageData('claims');
  const t = useT('claim-pages');
  const claims = useT('claims');
  const absolute = useAbsoluteHref();

  return (
    <>
      <div className="border-b border-line bg-gradient-to-b from-accent-soft to-canvas">
        <div className="container-page space-y-4 py-8 sm:py-10">
          <Breadcrumbs trail={[]} current={t('index.heading')} />
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl" data-testid="page-heading">
            {t('index.heading')}
          </h1>
          <p className="max-w-3xl text-base leading-relaxed text-muted sm:text-lg">{t('index.lead')}</p>
        </div>
      </div>

      <div className="container-page space-y-10 py-8 sm:py-10">
        <section aria-labelledby="claims-how" className="space-y-4">
          <h2 id="claims-how" className="text-xl font-semibold">
            {t('index.howHeading')}
          </h2>
          <ol className="grid gap-4 md:grid-cols-3">
            {HOW.map((step, index) => (
              <li key={step.key} className="flex gap-3 rounded-2xl border border-line bg-surface p-5">
                <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-accent-soft text-accent-strong">
                  <Icon name={step.icon} size={20} />
                </span>
                <div>
                  <p className="font-semibold">
                    <span className="text-muted">{index + 1}. </span>
                    {t(`index.how.${step.key}.title`)}
                  </p>
                  <p className="mt-1 text-sm leading-relaxed text-muted">{t(`index.how.${step.key}.text`)}</p>
                </div>
              </li>
            ))}
          </ol>
          <div className="text-sm">
            <p className="font-medium" id="claims-steps">
              {t('index.stepsLabel')}
            </p>
            <ol aria-labelledby="claims-steps" className="mt-2 flex flex-wrap gap-2" data-testid="claims-steps">
              {CLAIM_STEPS.map((step, index) => (
                <li key={step} className="rounded-full border border-line bg-raised px-3 py-1 text-muted">
                  {index + 1}. {claims(`steps.${step}`)}
                </li>
              ))}
            </ol>
          </div>
        </section>

        <ClaimsInProgress mine={mine} />

        <section aria-labelledby="claims-categories" className="space-y-4">
          <h2 id="claims-categories" className="text-xl font-semibold">
            {t('index.categoriesHeading')}
          </h2>
          <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" data-testid="claim-categories">
            {categories.map((category) => (
              <li key={category.id} className="flex flex-col rounded-2xl border border-line bg-surface p-5 shadow-sm" data-testid="claim-category">
                <h3 className="text-lg font-semibold leading-snug">
                  <Link to={`/statement-of-claim/list/${category.id}`} className="hover:text-accent-strong hover:underline">
                    {category.name}
                  </Link>
                </h3>
                <p className="mt-1 text-sm leading-relaxed text-muted">{category.description}</p>
                <ul className="mt-3 space-y-1 border-t border-line pt-3">
                  {category.templates.map((template) => (
                    <li key={template.id}>
                      <Link
                        to={`/statement-of-claim/templates/${template.id}`}
                        className="group flex items-start gap-2 rounded-lg py-1 text-sm font-medium text-accent-strong hover:underline"
                        data-testid="claim-template-link"
                      >
                        <Icon name="lucide:file-text" size={16} className="mt-0.5 shrink-0" />
                        <span className="min-w-0">
                          {template.title}
                          <span className="block text-xs font-normal text-muted">{t(`courtTypes.${template.courtType}`)}</span>
                        </span>
                      </Link>
                    </li>
                  ))}
                </ul>
                <Link
                  to={`/statement-of-claim/list/${category.id}`}
                  className="mt-auto inline-flex items-center gap-1 pt-3 text-sm font-semibold text-ink hover:text-accent-strong"
                >
                  {t('index.allInCategory')} · {t('index.templateCount', { count: category.templates.length })}
                  <Icon name="lucide:arrow-right" size={16} />
                </Link>
              </li>
            ))}
          </ul>
        </section>

        <p className="flex items-start gap-2 rounded-2xl border border-line bg-raised p-4 text-sm leading-relaxed text-muted">
          <Icon name="lucide:info" size={16} className="mt-0.5 shrink-0" />
          {t('index.disclaimer')}
        </p>
      </div>

      <JsonLd
        data={itemListLd(
          t('index.heading'),
          categories
            .flatMap((category) => category.templates)
            .map((template) => ({ url: absolute(`/statement-of-claim/templates/${template.id}`), name: template.title })),
        )}
      />
    </>
  );
}
