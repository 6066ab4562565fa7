import { Link } from 'react-router';
import { ClaimTemplateCard } from '../../components/claims/pages/ClaimTemplateCard.js';
import { Breadcrumbs } from '../../components/lists/Breadcrumbs.js';
import { breadcrumbLd, itemListLd } from '../../components/lists/structured-data.js';
import { useAbsoluteHref } from '../../components/lists/useAbsoluteHref.js';
import { Icon } from '../../components/Icon.js';
import { JsonLd } from '../../components/seo/JsonLd.js';
import { useT } from '../../i18n.js';
import { usePageData } from '../../platform/payload.js';

/**
 * /statement-of-claim/list/{idx}: one category's templates, each with what it is for, its court,
 * whether a talabnoma is required and the state-duty rule in words; the other categories after.
 */
export default function ClaimsListPage() {
  const { category, templates, others } = usePageData('claims-list');
  const t = useT('claim-pages');
  const absolute = useAbsoluteHref();
  const home = t('index.heading');

  return (
    <>
      <div className="border-b border-line bg-gradient-to-b from-accent-soft to-canvas">
        <div className="container-page space-y-4 py-8 sm:py-10">
          <Breadcrumbs trail={[{ to: '/statement-of-claim', label: home }]} current={category.name} />
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl" data-testid="page-heading">
            {category.name}
          </h1>
          <p className="max-w-3xl text-base leading-relaxed text-muted sm:text-lg">{category.description}</p>
        </div>
      </div>

      <div className="container-page space-y-10 py-8 sm:py-10">
        <section aria-labelledby="claims-list-templates" className="space-y-4">
          <h2 id="claims-list-templates" className="text-xl font-semibold">
            {t('list.templatesHeading')}
          </h2>
          {templates.length > 0 ? (
            <ul className="grid gap-4" data-testid="results">
              {templates.map((template) => (
                <li key={template.id}>
                  <ClaimTemplateCard template={template} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-muted">{t('list.empty')}</p>
          )}
          <p className="text-xs text-muted">{t('dutyRule.bca')}</p>
        </section>

        {others.length > 0 ? (
          <nav aria-labelledby="claims-list-others" className="space-y-3">
            <h2 id="claims-list-others" className="text-lg font-semibold">
              {t('list.otherCategories')}
            </h2>
            <ul className="flex flex-wrap gap-2" data-testid="other-categories">
              {others.map((other) => (
                <li key={other.id}>
                  <Link
                    to={`/statement-of-claim/list/${other.id}`}
                    className="inline-flex items-center gap-2 rounded-full border border-line bg-surface px-3 py-1.5 text-sm font-medium hover:border-accent hover:text-accent-strong"
                  >
                    {other.name}
                    <span className="text-xs text-muted">{other.count}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}

        <p className="flex items-start gap-2 rounded-2xl border border-line bg-raised p-4 text-sm leading-relaxed text-muted">
          <Icon name="lucide:info" size={16} className="mt-0.5 shrink-0" />
          {t('index.disclaimer')}
        </p>
      </div>

      <JsonLd
        data={breadcrumbLd([
          { url: absolute('/statement-of-claim'), name: home },
          { url: absolute(`/statement-of-claim/list/${category.id}`), name: category.name },
        ])}
      />
      <JsonLd
        data={itemListLd(
          category.name,
          templates.map((template) => ({ url: absolute(`/statement-of-claim/templates/${template.id}`), name: template.title })),
        )}
      />
    </>
  );
}
