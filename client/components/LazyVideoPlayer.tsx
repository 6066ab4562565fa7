import { Suspense, lazy } from 'react';
import type { VideoPlayerProps } from './VideoPlayer.js';

const VideoPlayer = lazy(() => import('./VideoPlayer.js'));

/** The video player, loaded only by pages that show one; its box is kept while it loads. */
export function LazyVideoPlayer(props: VideoPlayerProps) {
  return (
    <Suspense fallback={<div className="aspect-video rounded-xl bg-black" aria-hidden />}>
      <VideoPlayer {...props} />
    </Suspense>
  );
}
