import { useEffect, useId, useRef, useState } from 'react';
import { useAppState } from '../app-state.js';
import { useT } from '../i18n.js';
import { PlayerjsError, loadPlayerjs, type PlayerFailure, type PlayerjsConstructor } from '../platform/player.js';

export interface VideoPlayerProps {
  src: string;
  poster?: string;
  title: string;
}

type Status = { kind: 'pending' } | { kind: 'player'; Playerjs: PlayerjsConstructor } | { kind: 'fallback'; failure: PlayerFailure };

/**
 * A video in Playerjs. Until the player is there, and whenever it cannot be (docs/product.md §8), the
 * browser's own <video> plays it; a failure is also said to the visitor in their language.
 * Loaded lazily (LazyVideoPlayer) on the pages that have a video.
 */
export default function VideoPlayer({ src, poster, title }: VideoPlayerProps) {
  const { playerjsUrl } = useAppState();
  const t = useT();
  const elementId = `player-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const [status, setStatus] = useState<Status>({ kind: 'pending' });

  useEffect(() => {
    let live = true;
    loadPlayerjs(playerjsUrl)
      .then((Playerjs) => {
        if (live) setStatus({ kind: 'player', Playerjs });
      })
      .catch((error: unknown) => {
        if (live) setStatus({ kind: 'fallback', failure: error instanceof PlayerjsError ? error.failure : 'load' });
      });
    return () => {
      live = false;
    };
  }, [playerjsUrl]);

  // Playerjs fills its element by id, so it starts in an effect of the render that committed
  // that element. (Started from a frame callback after the state change, it could run before
  // React had rendered on a busy main thread, find no element and fail.)
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (status.kind !== 'player' || !element) return;
    try {
      new status.Playerjs({ id: elementId, file: src, title, ...(poster ? { poster } : {}) });
    } catch {
      console.error(new PlayerjsError('broken').message);
      setStatus({ kind: 'fallback', failure: 'broken' });
      return;
    }
    // Another video starts from an empty element.
    return () => element.replaceChildren();
  }, [status, elementId, src, poster, title]);

  return (
    <figure className="space-y-2" data-testid="video-player" data-status={status.kind}>
      <div className="aspect-video overflow-hidden rounded-xl bg-black">
        {status.kind === 'player' ? (
          <div ref={box} id={elementId} className="size-full" />
        ) : (
          // biome-ignore lint/a11y/useMediaCaption: the videos come without a captions file (an article's video is a src and a poster); an empty <track> would promise what is not there
          <video className="size-full" controls preload="none" src={src} poster={poster} aria-label={title} data-testid="native-video" />
        )}
      </div>
      {status.kind === 'fallback' ? (
        <p role="alert" className="rounded-lg bg-gold/15 px-3 py-2 text-sm text-amber-800 dark:text-amber-300" data-testid="player-error">
          {t(`player.${status.failure}`)} {t('player.fallback')}
        </p>
      ) : null}
      <figcaption className="text-sm text-muted">{title}</figcaption>
    </figure>
  );
}
