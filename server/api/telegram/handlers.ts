/**
 * The signed-in person's Telegram (issue 31, ADR 021; contract in shared/api/notifications/contract.ts;
 * SQL in server/domain/telegram/):
 *
 * - GET    /me/telegram          → TelegramLink (whether the site has a bot, whether a chat is linked, the kinds)
 * - POST   /me/telegram/link     → 201 {url, expiresAt}: t.me/<bot>?start=<one-time token>, 15 minutes
 *                                 (with the local stand-in, its page on this site)
 * - POST   /me/telegram/webapp   {initData} → TelegramLink: the page was opened inside Telegram; its
 *                                 initData, checked with the bot token's HMAC (422 telegram_init_data),
 *                                 links the person's private chat (user.id)
 * - PUT    /me/telegram          {kinds} → TelegramLink; 404 when no chat is linked
 * - DELETE /me/telegram          → 204, linked or not
 *
 * Without a bot (production without TELEGRAM_BOT_TOKEN) the link, the Web App and the kinds answer
 * 503 telegram_unavailable; reading says `available: false`, and unlinking still works.
 */
import { NOTIFICATION_KINDS, type TelegramLink } from '../../../shared/api/notifications/contract.js';
import type { Queryable } from '../../db/adapter.js';
import { createLinkToken, linkChat, linkOfUser, setLinkKinds, unlinkUser, type StoredLink } from '../../domain/telegram/links.js';
import { checkInitData } from '../../telegram/init-data.js';
import { LINK_TOKEN_TTL_MS, newLinkToken } from '../../telegram/link-token.js';
import { startLink, type TelegramSettings } from '../../telegram/settings.js';
import type { AreaHandlers, HandlerContext, HandlerSetup } from '../handler.js';

function linkAnswer(telegram: TelegramSettings | null, link: StoredLink | null): TelegramLink {
  return {
    available: telegram !== null,
    bot: telegram?.username ?? null,
    linked: link !== null,
    username: link?.username ?? null,
    // Not linked: what a new link starts with (every kind).
    kinds: link ? link.kinds : [...NOTIFICATION_KINDS],
  };
}

export function telegramHandlers(setup: HandlerSetup) {
  const telegram = setup.telegram ?? null;
  /** The bot, or the 503 to throw. */
  const bot = (ctx: HandlerContext): TelegramSettings => {
    if (!telegram) throw ctx.fail(503, 'telegram_unavailable');
    return telegram;
  };
  const current = async (db: Queryable, userId: number) => linkAnswer(telegram, await linkOfUser(db, userId));

  return {
    getTelegramLink: (_input, ctx) => current(ctx.db, ctx.userId),

    createTelegramLinkToken: async (_input, ctx) => {
      const settings = bot(ctx);
      const { token, hash } = newLinkToken();
      const expiresAt = new Date(Date.now() + LINK_TOKEN_TTL_MS);
      await createLinkToken(ctx.db, ctx.userId, hash, expiresAt, ctx.lang);
      return { url: startLink(settings, token), expiresAt: expiresAt.toISOString() };
    },

    linkTelegramWebApp: async ({ body }, ctx) => {
      const checked = checkInitData(body.initData, bot(ctx).token);
      if (!checked.ok) throw ctx.fail(422, 'telegram_init_data');
      await linkChat(ctx.db, ctx.userId, { chatId: checked.user.id, username: checked.user.username });
      return current(ctx.db, ctx.userId);
    },

    setTelegramKinds: async ({ body }, ctx) => {
      bot(ctx);
      const link = await setLinkKinds(ctx.db, ctx.userId, body.kinds);
      return link ? linkAnswer(telegram, link) : null;
    },

    unlinkTelegram: async (_input, ctx) => {
      await unlinkUser(ctx.db, ctx.userId);
      return undefined;
    },
  } satisfies AreaHandlers;
}
