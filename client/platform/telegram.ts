import { useSyncExternalStore } from 'react';
import { loadScript } from './script-loader.js';
import { TELEGRAM_SCRIPT } from './telegram-script.js';

export { TELEGRAM_SCRIPT };

/** server/proxy/telegram-chat-id.ts */
const CHAT_ID_PATH = '/api/telegram/chat-id';

declare global {
  interface Window {
    Telegram?: { WebApp?: { initData?: string } };
  }
}

/** Makes sure the web-app script is there; a failure is logged and ignored (docs/product.md §8). */
export function ensureTelegramScript(): Promise<void> {
  return loadScript({ src: TELEGRAM_SCRIPT, ready: () => window.Telegram?.WebApp !== undefined }).catch((error: unknown) => {
    console.info('Telegram web-app script unavailable:', error instanceof Error ? error.message : error);
  });
}

/**
 * The shared value telegramChatId (docs/product.md §2): the chat id service's answer, as it gave it. One
 * per page; components read it with useTelegramChatId.
 */
let chatId: unknown = null;
const listeners = new Set<() => void>();

export function useTelegramChatId(): unknown {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => chatId,
    () => null,
  );
}

/**
 * Asks the chat id service through the server's proxy (which adds the session, docs/product.md §7) and
 * keeps the answer. Without the service the proxy answers 404; that, and any failure, is
 * logged and ignored (docs/product.md §8).
 */
export async function loadTelegramChatId(): Promise<void> {
  try {
    const initData = window.Telegram?.WebApp?.initData;
    const response = await fetch(CHAT_ID_PATH, {
      credentials: 'include',
      headers: { accept: 'application/json', ...(initData ? { 'x-telegram-init-data': initData } : {}) },
    });
    if (!response.ok) throw new Error(`the chat id service answered ${response.status}`);
    const text = await response.text();
    try {
      chatId = JSON.parse(text) as unknown;
    } catch {
      chatId = text;
    }
    for (const listener of listeners) listener();
  } catch (error) {
    console.info('Telegram chat id unavailable:', error instanceof Error ? error.message : error);
  }
}
