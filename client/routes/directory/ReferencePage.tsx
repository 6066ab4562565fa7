import { useAppState } from '../../app-state.js';
import { ArticleCard } from '../../components/directory/ArticleCard.js';
import { CategoryNav } from '../../components/directory/CategoryNav.js';
import { DirectoryIntro } from '../../components/directory/DirectoryIntro.js';
import { hasFilters, listHref } from '../../components/directory/hrefs.js';
import { LoadMore } from '../../components/directory/LoadMore.js';
import { NoResults } from '../../components/directory/NoResults.js';
import { ResultsLine } from '../../components/directory/ResultsLine.js';
import { SearchForm } from '../../components/directory/SearchForm.js';
import { articleSummaryLd, itemListLd } from '../../components/directory/structured-data.js';
import { useAbsoluteHref } from '../../components/directory/useAbsoluteHref.js';
import { useSectionList } from '../../components/directory/useSectionList.js';
import { articleCardView } from '../../../shared/pages/directory/views.js';
import { JsonLd } from '../../components/seo/JsonLd.js';
import { useT } from '../../i18n.js';
import { usePageData } from '../../platform/payload.js';

const PATH = '/reference';

/**
 * /reference: articles by section and search, newest first. A list a visitor browses, so it grows
 * as they scroll (the next page loads when the end of the list is fully in view); the address
 * keeps the section, the search and the pages shown, and without JavaScript "show more" is a link.
 */
export default function ReferencePage() {
  const { filters, categories, list } = usePageData('reference');
  const t = useT('reference');
  const pages = useT('pages');
  const { origin } = useAppState();
  const absolute = useAbsoluteHref();
  const { q, category } = filters;

  const { growing, hrefFor, total, chosen } = useSectionList({ path: PATH, apiPath: PATH, filters, categories, list, view: articleCardView });

  return (
    <>
      <DirectoryIntro title={pages('reference.title')} lead={t('lead')}>
        <SearchForm path={PATH} id="reference-q" label={t('search.label')} placeholder={t('search.placeholder')} q={q} keep={{ category }} />
      </DirectoryIntro>

      <div className="container-page space-y-5 py-6 sm:py-8">
        <CategoryNav
          label={t('categories')}
          allLabel={t('all')}
          total={total}
          categories={categories}
          active={category}
          counts={!q}
          hrefFor={(slug) => listHref(PATH, { q, category: slug })}
        />
        <section aria-labelledby="reference-results" className="space-y-4">
          <h2 id="reference-results" className="sr-only">
            {chosen?.name ?? t('all')}
          </h2>
          <ResultsLine total={growing.total} clearHref={hasFilters({ q, category }) ? PATH : null} typed={q} corrected={list.corrected} />
          {growing.items.length > 0 ? (
            <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="results">
              {growing.items.map((article) => (
                <li key={article.id}>
                  <ArticleCard article={article} />
                </li>
              ))}
            </ul>
          ) : (
            <NoResults title={t('empty.title')} text={t('empty.text')} clearHref={PATH} total={0} firstPageHref={PATH} />
          )}
          <LoadMore
            shown={growing.items.length}
            total={growing.total}
            hasMore={growing.hasMore}
            status={growing.status}
            nextHref={hrefFor(growing.pages + 1)}
            onLoad={growing.loadMore}
          />
        </section>
      </div>

      <JsonLd
        data={itemListLd(
          chosen?.name ?? pages('reference.title'),
          list.items.map((article) => {
            const url = absolute(`/reference/${article.id}`);
            return { url, name: article.title, item: articleSummaryLd(article, url, origin) };
          }),
        )}
      />
    </>
  );
}
