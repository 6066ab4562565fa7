import { Link } from 'react-router';
import { formatDate } from '../../../shared/format/date.js';
import { RichText } from '../../../shared/richtext/render.js';
import { useAppState } from '../../app-state.js';
import { ArticleCard } from '../../components/directory/ArticleCard.js';
import { ArticleVideo } from '../../components/directory/ArticleVideo.js';
import { articleLd } from '../../components/directory/structured-data.js';
import { breadcrumbLd } from '../../components/lists/structured-data.js';
import { FavoriteButton } from '../../components/account/favorites/FavoriteButton.js';
import { Icon } from '../../components/Icon.js';
import { Breadcrumbs } from '../../components/lists/Breadcrumbs.js';
import { listHref } from '../../components/lists/hrefs.js';
import { useAbsoluteHref } from '../../components/lists/useAbsoluteHref.js';
import { JsonLd } from '../../components/seo/JsonLd.js';
import { useT } from '../../i18n.js';
import { usePageData } from '../../platform/payload.js';

/**
 * /reference/{id}: an article rendered from its rich-text document by the one shared renderer,
 * with its section, date and reviewer, its video on request, and more articles of its section.
 */
export default function ReferenceArticlePage() {
  const { article, related } = usePageData('reference-item');
  const t = useT('reference');
  const pages = useT('pages');
  const { locale, origin } = useAppState();
  const absolute = useAbsoluteHref();
  const sectionHref = listHref('/reference', { category: article.category.slug });
  const url = absolute(`/reference/${article.id}`);

  return (
    <>
      <article className="container-page py-6 sm:py-10" aria-labelledby="article-title">
        <Breadcrumbs
          trail={[
            { to: '/reference', label: pages('reference.title') },
            { to: sectionHref, label: article.category.name },
          ]}
          current={article.title}
        />
        <div className="mt-6 grid grid-cols-1 gap-10 lg:grid-cols-[minmax(0,1fr)_18rem]">
          <div className="min-w-0 max-w-3xl">
            <header>
              <div className="flex items-start justify-between gap-3">
                <Link to={sectionHref} className="pt-2 text-sm font-semibold uppercase tracking-wide text-accent-strong hover:underline">
                  {article.category.name}
                </Link>
                <FavoriteButton kind="reference_article" id={article.id} name={article.title} size="md" />
              </div>
              <h1 id="article-title" className="mt-1 text-3xl font-bold leading-tight tracking-tight sm:text-4xl" data-testid="page-heading">
                {article.title}
              </h1>
              <p className="mt-4 text-lg leading-relaxed text-muted">{article.summary}</p>
              <p className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted">
                <span className="inline-flex items-center gap-1.5">
                  <Icon name="lucide:calendar" size={15} />
                  <time dateTime={article.publishedAt}>{t('article.published', { date: formatDate(article.publishedAt, locale, { style: 'long' }) })}</time>
                </span>
                {article.reviewedBy ? (
                  <span className="inline-flex items-center gap-1.5">
                    <Icon name="lucide:shield-check" size={15} />
                    <span>
                      {t('article.reviewedBy')}{' '}
                      <Link to={`/${article.reviewedBy.nickname}`} className="font-medium text-accent-strong hover:underline">
                        {article.reviewedBy.name}
                      </Link>
                    </span>
                  </span>
                ) : null}
              </p>
            </header>

            {article.video ? (
              <div className="mt-8">
                <ArticleVideo src={article.video.src} poster={article.video.poster} title={article.title} />
              </div>
            ) : null}

            <RichText document={article.body} className="mt-6 text-base text-ink sm:text-[1.0625rem]" />
          </div>

          <aside className="space-y-4 lg:pt-2">
            <div className="card p-5 lg:sticky lg:top-24">
              <span className="mb-3 inline-flex size-10 items-center justify-center rounded-full bg-accent-soft text-accent-strong">
                <Icon name="lucide:scale" size={20} />
              </span>
              <h2 className="font-semibold">{t('article.help.title')}</h2>
              <p className="mt-1.5 text-sm leading-relaxed text-muted">{t('article.help.text')}</p>
              <Link to="/specialists" className="btn btn-primary mt-4 w-full">
                {t('article.help.cta')}
              </Link>
            </div>
          </aside>
        </div>
      </article>

      {related.length > 0 ? (
        <section className="border-t border-line bg-surface" aria-labelledby="related-heading">
          <div className="container-page py-10">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 id="related-heading" className="text-xl font-bold tracking-tight">
                {t('article.related', { category: article.category.name })}
              </h2>
              <Link to="/reference" className="inline-flex items-center gap-1 text-sm font-medium text-accent-strong hover:underline">
                {t('article.back')}
                <Icon name="lucide:arrow-right" size={15} />
              </Link>
            </div>
            <ul className="mt-5 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {related.map((item) => (
                <li key={item.id}>
                  <ArticleCard article={item} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}

      <JsonLd
        data={[
          articleLd({
            article,
            url,
            origin,
            language: locale,
            reviewerUrl: article.reviewedBy ? absolute(`/${article.reviewedBy.nickname}`) : null,
            video: article.video
              ? { contentUrl: new URL(article.video.src, origin).href, thumbnailUrl: article.video.poster ? new URL(article.video.poster, origin).href : null }
              : null,
          }),
          breadcrumbLd([
            { url: absolute('/reference'), name: pages('reference.title') },
            { url: absolute(sectionHref), name: article.category.name },
            { url, name: article.title },
          ]),
        ]}
      />
    </>
  );
}
