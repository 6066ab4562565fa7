/**
 * What the server hands the page to hydrate it identically (the boot payload's app state), shared
 * by the server that writes it (server/web/page-state.ts) and the client that reads it.
 */
import type { Locale } from './locales.js';
import type { ColorPreference } from './theme.js';

/** A notification the server left for this page (server/web/flash.ts): translation keys, shown once. */
export interface FlashMessage {
  type: 'warn' | 'error' | 'success';
  /** Key of the title ("ns:key"; common and errors are always on the page). */
  title?: string;
  /** Key of the text. */
  text: string;
  params?: Record<string, string | number>;
}

/** The signed-in visitor (server/auth/viewer.ts); null for a guest. */
export interface Viewer {
  /** First and last name from OneID ('' when OneID gave none). */
  name: string;
  /** Their specialist profile's nickname, when they have one. */
  nickname: string | null;
  /** The form token for plain forms (sign-out without JavaScript): server/security/csrf.ts. */
  csrf: string;
  /**
   * What waits for them when the page was made (issue 31): unread notifications (the header's bell)
   * and unread messages across their conversations; the page keeps them current from the live stream.
   */
  unread: { notifications: number; messages: number };
  /** Holds an operator's role (issue 32): the account menu links the console at /ops. */
  operator: boolean;
}

/** What the server knows about the page and the client needs to hydrate it identically. */
export interface AppState {
  locale: Locale;
  /** Colour preference from the cookie (docs/product.md §4); the client keeps it in local storage too. */
  colorPreference: ColorPreference;
  /** Opened inside Telegram's web view (docs/product.md §2 fromTelegram). */
  telegram: boolean;
  /** Origin for canonical and alternate links (PUBLIC_ORIGIN). */
  origin: string;
  /** The visitor's browser language when it differs from the page's, offered as a switch. */
  suggestedLocale: Locale | null;
  /** Stylesheets and module preloads of the client build. */
  assets: { css: string[]; preload: string[] };
  buildId: string;
  /** Notifications flashed by the server for this page load. */
  flash: FlashMessage[];
  /** Yandex Metrica counter (METRICA_ID); null when not configured. */
  metricaId: string | null;
  /** The chat id service is configured (TELEGRAM_CHAT_ID_URL): the Telegram view asks it. */
  telegramChatId: boolean;
  /** Where the Playerjs script is loaded from (PLAYERJS_URL). */
  playerjsUrl: string;
  /** Signing with E-IMZO (ADR 026); null: off on this site. */
  eimzo: EimzoPageSettings | null;
  /** Who is signed in; a sign-in or sign-out always loads a new document, so this holds for the page's life. */
  viewer: Viewer | null;
}

/** What a page needs to talk to the E-IMZO application (ADR 026). */
export interface EimzoPageSettings {
  /** The local stand-in plays the application (/_eimzo-app), outside production. */
  standin: boolean;
  /** The `apikey` call's arguments: domain, key, domain, key… */
  apiKeys: string[];
}
