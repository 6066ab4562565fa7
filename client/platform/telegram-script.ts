/**
 * Telegram's web-app script (docs/product.md §2 fromTelegram); the server renders it into the head. Its own
 * module, so the document names it without loading the loader and the chat id code (telegram.ts),
 * which only pages opened inside Telegram need.
 */
export const TELEGRAM_SCRIPT = 'https://telegram.org/js/telegram-web-app.js';
