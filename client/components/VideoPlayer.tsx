import { useEffect, useId, useState } from 'react';
import { useAppState } from '../app-state.js';
import { useT } from '../i18n.js';
import { PlayerjsError, loadPlayerjs, type PlayerFailure } from '../platform/player.js';

export interface VideoPlayerProps {
  src: string;
  poster?: string;
  title: string;
}

type Status = { kind: 'pending' } | { kind: 'player' } | { kind: 'fallback'; failure: PlayerFailure };

/**
 * A video in Playerjs. Until the player is there, and whenever it cannot be (SPEC §8), the
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
        if (!live) return;
        setStatus({ kind: 'player' });
        // The element exists after this commit; Playerjs fills it.
        requestAnimationFrame(() => {
          if (!live) return;
          try {
            new Playerjs({ id: elementId, file: src, title, ...(poster ? { poster } : {}) });
          } catch {
            console.error(new PlayerjsError('broken').message);
            setStatus({ kind: 'fallback', failure: 'broken' });
          }
        });
      })
      .catch((error: unknown) => {
        if (live) setStatus({ kind: 'fallback', failure: error instanceof PlayerjsError ? error.failure : 'load' });
      });
    return () => {
      live = false;
    };
  }, [playerjsUrl, elementId, src, poster, title]);

  return (
    <figure className="space-y-2" data-testid="video-player" data-status={status.kind}>
      <div className="aspect-video overflow-hidden rounded-xl bg-black">
        {status.kind === 'player' ? (
          <div id={elementId} className="size-full" />
        ) : (
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
