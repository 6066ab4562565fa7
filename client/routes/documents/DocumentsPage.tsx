import { CategoryNav } from '../../components/directory/CategoryNav.js';
import { ListIntro } from '../../components/lists/ListIntro.js';
import { hasFilters, listHref } from '../../components/lists/hrefs.js';
import { NoResults } from '../../components/lists/NoResults.js';
import { ResultsLine } from '../../components/lists/ResultsLine.js';
import { SearchForm } from '../../components/lists/SearchForm.js';
import { itemListLd } from '../../components/lists/structured-data.js';
import { useAbsoluteHref } from '../../components/lists/useAbsoluteHref.js';
import { TemplateCard } from '../../components/documents/TemplateCard.js';
import { JsonLd } from '../../components/seo/JsonLd.js';
import { Pagination } from '../../components/ui/Pagination.js';
import { useT } from '../../i18n.js';
import { usePageData } from '../../platform/payload.js';

const PATH = '/documents';

/**
 * /documents: the template catalogue. Category chips and the search are links and a GET form
 * (they work without JavaScript; the address keeps them), the most used templates first.
 */
export default function DocumentsPage() {
  const { filters, categories, list } = usePageData('documents');
  const t = useT('document-templates');
  const absolute = useAbsoluteHref();
  const { q, category } = filters;
  const total = categories.reduce((sum, c) => sum + c.count, 0);
  const chosen = categories.find((c) => c.slug === category);
  const hrefFor = (page: number) => listHref(PATH, { q, category, page });

  return (
    <>
      <ListIntro title={t('catalogue.title')} lead={t('catalogue.lead')}>
        <SearchForm path={PATH} id="documents-q" label={t('catalogue.searchLabel')} placeholder={t('catalogue.searchPlaceholder')} q={q} keep={{ category }} />
      </ListIntro>

      <div className="container-page space-y-5 py-6 sm:py-8">
        <CategoryNav
          label={t('catalogue.categories')}
          allLabel={t('catalogue.all')}
          total={total}
          categories={categories}
          active={category}
          counts={!q}
          hrefFor={(slug) => listHref(PATH, { q, category: slug })}
        />
        <section aria-labelledby="documents-results" className="space-y-4">
          <h2 id="documents-results" className="sr-only">
            {chosen?.name ?? t('catalogue.all')}
          </h2>
          <ResultsLine total={list.total} clearHref={hasFilters({ q, category }) ? PATH : null} typed={q} corrected={list.corrected} />
          {list.items.length > 0 ? (
            <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="results">
              {list.items.map((template) => (
                <li key={template.id}>
                  <TemplateCard template={template} />
                </li>
              ))}
            </ul>
          ) : (
            <NoResults title={t('catalogue.emptyTitle')} text={t('catalogue.emptyText')} clearHref={PATH} total={list.total} firstPageHref={hrefFor(1)} />
          )}
          {list.pageCount > 1 ? (
            <div className="mt-8 flex justify-center">
              <Pagination page={list.page} pageCount={list.pageCount} hrefFor={hrefFor} />
            </div>
          ) : null}
        </section>
        <aside className="rounded-2xl border border-line bg-raised p-5 text-sm leading-relaxed text-muted">
          <p className="font-semibold text-ink">{t('catalogue.howTitle')}</p>
          <p className="mt-1">{t('catalogue.howText')}</p>
        </aside>
      </div>

      <JsonLd
        data={itemListLd(
          chosen?.name ?? t('catalogue.title'),
          list.items.map((template) => ({ url: absolute(`/documents/templates/${template.id}`), name: template.title })),
          (list.page - 1) * list.pageSize + 1,
        )}
      />
    </>
  );
}
