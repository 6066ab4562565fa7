import { useState } from 'react';
import { useT } from '../../i18n.js';
import { Icon } from '../Icon.js';
import { LazyVideoPlayer } from '../LazyVideoPlayer.js';

/**
 * An article's video: a play button in the player's box until the visitor asks for it, then the
 * site's lazily loaded player (Playerjs, or the browser's own). Nothing of the player or the
 * video is fetched for a visitor who only reads.
 */
export function ArticleVideo({ src, poster, title }: { src: string; poster: string | null; title: string }) {
  const t = useT('reference');
  const [playing, setPlaying] = useState(false);
  if (playing) return <LazyVideoPlayer src={src} title={title} {...(poster ? { poster } : {})} />;
  return (
    <figure className="space-y-2">
      <button
        type="button"
        onClick={() => setPlaying(true)}
        className="group relative flex aspect-video w-full items-center justify-center overflow-hidden rounded-xl bg-gradient-to-br from-primary-700 to-primary-950 text-white"
        data-testid="article-video"
      >
        <span className="flex size-16 items-center justify-center rounded-full bg-white/15 ring-1 ring-white/40 transition group-hover:scale-105 group-hover:bg-white/25">
          <Icon name="lucide:play" size={28} className="translate-x-0.5 fill-current" />
        </span>
        <span className="sr-only">{t('article.play', { title })}</span>
      </button>
      <figcaption className="text-sm text-muted">{t('article.video')}</figcaption>
    </figure>
  );
}
