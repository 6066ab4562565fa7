import { Suspense, lazy, useEffect, useState } from 'react';
import { useAppState } from '../app-state.js';
import { Analytics } from './Analytics.js';
import { LoadingIndicator } from './loading/LoadingIndicator.js';
import { whenIdle } from './main-thread.js';
import { Toaster } from './toasts/Toaster.js';

const SyncMounts = lazy(() => import('./SyncMounts.js'));

/** The page-wide machinery in every document: loading bar, notifications, analytics, Telegram, favourites' and the basket's merge. */
export function PlatformMounts() {
  const { telegram, telegramChatId } = useAppState();
  // Rendered by neither the server nor hydration (they render nothing anyway): mounted once the page is live.
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  useEffect(() => {
    if (!telegram) return;
    // After start-up (and its code only inside Telegram); the chat id is asked for once the
    // script is there (or failed): it may send its launch data.
    return whenIdle(
      () =>
        void import('./telegram.js').then(({ ensureTelegramScript, loadTelegramChatId }) =>
          ensureTelegramScript().then(() => (telegramChatId ? loadTelegramChatId() : undefined)),
        ),
    );
  }, [telegram, telegramChatId]);
  return (
    <>
      <LoadingIndicator />
      <Toaster />
      <Analytics />
      {live ? (
        <Suspense fallback={null}>
          <SyncMounts />
        </Suspense>
      ) : null}
    </>
  );
}
