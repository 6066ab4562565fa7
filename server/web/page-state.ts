import type { Request, Response } from 'express';
import { COLOR_MODE_KEY, parseColorPreference } from '../../shared/theme.js';
import type { AppState, EimzoPageSettings } from '../../shared/app-state.js';
import type { ClientAssets } from './assets.js';
import { takeFlash } from './flash.js';

/** Public settings of the browser's services (analytics counter, player script). */
export interface ClientServices {
  metricaId: string | null;
  /** TELEGRAM_CHAT_ID_URL is set: the Telegram view asks for the chat id. */
  telegramChatId: boolean;
  playerjsUrl: string;
  eimzo: EimzoPageSettings | null;
}

export const TELEGRAM_QUERY = 'fromTelegram';
/** Keeps the Telegram view across full reloads within the web view's session. */
export const TELEGRAM_COOKIE = 'tg_view';

/** Telegram's web view: the query parameter (docs/product.md §2) or the session cookie it leaves. */
export function isTelegramView(req: Request, res: Response): boolean {
  if (req.query[TELEGRAM_QUERY] !== undefined) {
    if (req.cookies?.[TELEGRAM_COOKIE] !== '1') {
      res.cookie(TELEGRAM_COOKIE, '1', { path: '/', sameSite: 'lax', secure: req.secure, httpOnly: true });
    }
    return true;
  }
  return req.cookies?.[TELEGRAM_COOKIE] === '1';
}

/** The state the page is rendered with and hydrated from. */
export function pageState(req: Request, res: Response, origin: string, assets: ClientAssets, services: ClientServices): AppState {
  return {
    locale: res.locals.locale,
    colorPreference: parseColorPreference(req.cookies?.[COLOR_MODE_KEY]),
    telegram: isTelegramView(req, res),
    origin,
    suggestedLocale: res.locals.suggestedLocale ?? null,
    assets: { css: assets.css, preload: assets.preload },
    buildId: assets.buildId,
    // HEAD shows nothing, so it leaves the flash for the page that will.
    flash: req.method === 'HEAD' ? [] : takeFlash(req, res),
    metricaId: services.metricaId,
    telegramChatId: services.telegramChatId,
    playerjsUrl: services.playerjsUrl,
    eimzo: services.eimzo,
    viewer: res.locals.viewer ?? null,
  };
}
