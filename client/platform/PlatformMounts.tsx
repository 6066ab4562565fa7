import { useEffect } from 'react';
import { useAppState } from '../app-state.js';
import { Analytics } from './Analytics.js';
import { LoadingIndicator } from './loading/LoadingIndicator.js';
import { ensureTelegramScript } from './telegram.js';
import { Toaster } from './toasts/Toaster.js';

/** The page-wide machinery in every document: loading bar, notifications, analytics, Telegram. */
export function PlatformMounts() {
  const { telegram } = useAppState();
  useEffect(() => {
    if (telegram) void ensureTelegramScript();
  }, [telegram]);
  return (
    <>
      <LoadingIndicator />
      <Toaster />
      <Analytics />
    </>
  );
}
