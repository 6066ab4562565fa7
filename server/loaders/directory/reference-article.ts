import type { ReferenceArticlePageData } from '../../../shared/pages/directory/types.js';
import { articleCardView, articleView } from '../../../shared/pages/directory/views.js';
import { orNotFound } from '../catalogue/not-found.js';
import type { ServerLoader } from '../index.js';
import { catalogueReads } from '../catalogue/reads.js';
import type { PageDataOf } from '../../../shared/pages/index.js';

/** Other articles of the section shown under an article. */
export const RELATED_ARTICLES = 3;

/** /reference/{referenceId}: the article with its rich-text body, and a few more of its section. */
export const referenceArticleLoader: ServerLoader<PageDataOf<'reference-item'>> = async ({ params }, { api, locale }): Promise<ReferenceArticlePageData> => {
  const reads = catalogueReads(api, locale);
  const article = await orNotFound(reads.referenceArticle(Number(params.referenceId)));
  const section = await reads.referenceArticles({ category: article.category.slug, pageSize: RELATED_ARTICLES + 1 });
  return {
    article: articleView(article),
    related: section.items
      .filter((item) => item.id !== article.id)
      .slice(0, RELATED_ARTICLES)
      .map(articleCardView),
    meta: { title: article.title, description: article.summary },
  };
};
