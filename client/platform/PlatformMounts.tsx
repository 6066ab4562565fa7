import { useEffect } from 'react';
import { useAppState } from '../app-state.js';
import { Analytics } from './Analytics.js';
import { LoadingIndicator } from './loading/LoadingIndicator.js';
import { ensureTelegramScript, loadTelegramChatId } from './telegram.js';
import { Toaster } from './toasts/Toaster.js';

/** The page-wide machinery in every document: loading bar, notifications, analytics, Telegram. */
export function PlatformMounts() {
  const { telegram, telegramChatId } = useAppState();
  useEffect(() => {
    // The chat id is asked for once the script is there (or failed): it may send its launch data.
    if (telegram) void ensureTelegramScript().then(() => (telegramChatId ? loadTelegramChatId() : undefined));
  }, [telegram, telegramChatId]);
  return (
    <>
      <LoadingIndicator />
      <Toaster />
      <Analytics />
    </>
  );
}
