import { loadScript } from './script-loader.js';

/** Telegram's web-app script (SPEC §2 fromTelegram); the server renders it into the head. */
export const TELEGRAM_SCRIPT = 'https://telegram.org/js/telegram-web-app.js';

declare global {
  interface Window {
    Telegram?: { WebApp?: unknown };
  }
}

/** Makes sure the web-app script is there; a failure is logged and ignored (SPEC §8). */
export function ensureTelegramScript(): Promise<void> {
  return loadScript({ src: TELEGRAM_SCRIPT, ready: () => window.Telegram?.WebApp !== undefined }).catch((error: unknown) => {
    console.info('Telegram web-app script unavailable:', error instanceof Error ? error.message : error);
  });
}
