import { Link } from 'react-router';
import { formatDate } from '../../../shared/format/date.js';
import { useAppState } from '../../app-state.js';
import { useT } from '../../i18n.js';
import { FavoriteButton } from '../account/favorites/FavoriteButton.js';
import { Icon } from '../Icon.js';
import type { ArticleCardView } from '../../../shared/pages/directory/types.js';

/** A reference article in a list: its section, title, what it explains, when, and whether it has a video. */
export function ArticleCard({ article, headingLevel = 3 }: { article: ArticleCardView; headingLevel?: 2 | 3 }) {
  const t = useT('reference');
  const { locale } = useAppState();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="card relative flex h-full flex-col p-5 transition-colors focus-within:border-accent hover:border-accent" data-testid="article-card">
      <div className="flex items-start justify-between gap-3">
        <p className="pt-1 text-xs font-semibold uppercase tracking-wide text-accent-strong">{article.category.name}</p>
        <FavoriteButton kind="reference_article" id={article.id} name={article.title} className="-mr-1 -mt-1" />
      </div>
      <Heading className="mt-1 text-lg font-semibold leading-snug">
        <Link
          to={`/reference/${article.id}`}
          className="outline-none after:absolute after:inset-0 after:rounded-2xl after:content-[''] focus-visible:after:outline focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-[var(--accent)]"
        >
          {article.title}
        </Link>
      </Heading>
      <p className="mt-2 text-sm leading-relaxed text-muted">{article.summary}</p>
      <div className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-1 pt-4 text-xs text-muted">
        <time dateTime={article.publishedAt}>{formatDate(article.publishedAt, locale, { style: 'long' })}</time>
        {article.hasVideo ? (
          <span className="inline-flex items-center gap-1 font-medium text-accent-strong">
            <Icon name="lucide:circle-play" size={14} />
            {t('card.video')}
          </span>
        ) : null}
      </div>
    </article>
  );
}
