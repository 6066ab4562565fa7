/**
 * A notification as the bot sends it (ADR 021): its title and body in the person's site language,
 * written by the same function the site's bell uses (shared/notifications/text.ts), as plain text
 * (no parse mode: nothing in it is markup), and one button that opens its page on the site in that
 * language (uz has no prefix; ru → /ru, en → /en).
 */
import { createTranslator, type Resources } from '../../shared/i18n/index.js';
import type { NotificationData, NotificationKind } from '../../shared/api/notifications/contract.js';
import { localizedPath, type Locale } from '../../shared/locales.js';
import { notificationText } from '../../shared/notifications/text.js';
import type { UrlButton } from '../telegram/bot-api.js';

export interface TelegramMessage {
  text: string;
  button: UrlButton;
}

export function telegramMessage(
  notification: { kind: NotificationKind; data: NotificationData; path: string },
  locale: Locale,
  resources: Resources,
  publicOrigin: string,
): TelegramMessage {
  const { t } = createTranslator(locale, resources);
  const { title, body } = notificationText(notification, (key, values) => t(key, values));
  return {
    text: body ? `${title}\n\n${body}` : title,
    button: { text: t('telegram-bot:button.open'), url: `${publicOrigin}${localizedPath(locale, notification.path)}` },
  };
}
