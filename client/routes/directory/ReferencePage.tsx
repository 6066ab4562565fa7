import { useAppState } from '../../app-state.js';
import { ArticleCard } from '../../components/directory/ArticleCard.js';
import { SectionIntro, SectionList } from '../../components/directory/SectionList.js';
import { articleSummaryLd } from '../../components/directory/structured-data.js';
import { itemListLd } from '../../components/lists/structured-data.js';
import { useAbsoluteHref } from '../../components/lists/useAbsoluteHref.js';
import { JsonLd } from '../../components/seo/JsonLd.js';
import { useT } from '../../i18n.js';
import { usePageData } from '../../platform/payload.js';

/**
 * /reference: articles by section and search, newest first. A list a visitor browses, so it grows
 * as they scroll (the next page loads when the end of the list is fully in view); the address
 * keeps the section, the search and the pages shown, and without JavaScript "show more" is a link.
 */
export default function ReferencePage() {
  const data = usePageData('reference');
  const chosen = data.categories.find((c) => c.slug === data.filters.category);
  const t = useT('reference');
  const pages = useT('pages');
  const { origin } = useAppState();
  const absolute = useAbsoluteHref();
  return (
    <>
      <SectionIntro ns="reference" filters={data.filters} />
      <SectionList ns="reference" data={data} heading={{ id: 'reference-results', className: 'sr-only', all: t('all') }}>
        {(articles) => (
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="results">
            {articles.map((article) => (
              <li key={article.id}>
                <ArticleCard article={article} />
              </li>
            ))}
          </ul>
        )}
      </SectionList>

      <JsonLd
        data={itemListLd(
          chosen?.name ?? pages('reference.title'),
          data.list.items.map((article) => {
            const url = absolute(`/reference/${article.id}`);
            return { url, name: article.title, item: articleSummaryLd(article, url, origin) };
          }),
        )}
      />
    </>
  );
}
