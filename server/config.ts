import { z } from 'zod';

/** Environment switches written as on/off, true/false, 1/0. */
const flag = (fallback: boolean) =>
  z
    .enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no'])
    .optional()
    .transform((v) => (v === undefined ? fallback : ['1', 'true', 'on', 'yes'].includes(v)));

const optionalUrl = z.url({ protocol: /^https?$/ }).optional();
const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

/**
 * TRUST_PROXY is a hop count (docs/design.md §3: never `true`, which would believe any X-Forwarded-For),
 * or a comma list of subnets/names Express understands (loopback, uniquelocal, 10.0.0.0/8).
 */
const trustProxy = z
  .string()
  .optional()
  .transform((v, ctx): number | string | false => {
    if (v === undefined || v === '' || v === 'false' || v === '0') return false;
    if (/^\d+$/.test(v)) return Number(v);
    if (v === 'true') {
      ctx.addIssue({ code: 'custom', message: 'use a hop count (e.g. 1) or a subnet list, never true' });
      return z.NEVER;
    }
    if (!/^[\w.:/,\s-]+$/.test(v)) {
      ctx.addIssue({ code: 'custom', message: 'expected a hop count or a comma list of subnets' });
      return z.NEVER;
    }
    return v;
  });

const schema = z
  .object({
    NODE_ENV: z.enum(['production', 'development', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    PUBLIC_ORIGIN: optionalUrl,
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    // Connections this process keeps to the PostgreSQL server. More than the server has cores to
    // run them only makes them take turns on the CPU: on a 2-core machine shared with the server,
    // 3 answered search as you type 25 % faster than 10, with a p99 about 40 % shorter (README).
    DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(1000).default(10),
    DATA_DIR: z.string().min(1).default('./data'),
    API_BASE_URL: optionalUrl,
    COOKIE_DOMAIN: z
      .string()
      .regex(/^\.?[a-z0-9-]+(\.[a-z0-9-]+)+$/i, 'expected a domain such as .huquq.uz')
      .optional(),
    TRUST_PROXY: trustProxy,
    REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
    ONEID_BASE_URL: optionalUrl,
    ONEID_CLIENT_ID: z.string().optional(),
    ONEID_CLIENT_SECRET: z.string().optional(),
    ONEID_SCOPE: z.string().optional(),
    ONEID_REDIRECT_URI: optionalUrl,
    /** Time allowed for each call to OneID (token, identify, log-out). */
    ONEID_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
    /**
     * The local OneID stand-in (docs/design.md §4): on by default outside production when
     * ONEID_BASE_URL is unset; production refuses to start with it on.
     */
    ONEID_STANDIN: z.enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no']).optional(),
    /** Life of a session (cookie `act`), extended on use (sliding). */
    SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    /** Requests a client may make to /auth/* per minute (sign-in, callback, sign-out). */
    RATE_LIMIT_AUTH_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(30),
    /** State-changing API requests (POST, PUT, PATCH, DELETE) a client may make per minute. */
    RATE_LIMIT_WRITE_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(120),
    TELEGRAM_CHAT_ID_URL: optionalUrl,
    /** The bot that sends notifications (ADR 021): BotFather's token. Unset: the local stand-in outside production, no Telegram in it. */
    TELEGRAM_BOT_TOKEN: z
      .string()
      .regex(/^\d{1,20}:[A-Za-z0-9_-]{20,100}$/, 'expected the token BotFather gave (123456789:AA…)')
      .optional(),
    /** The bot's @username, for the t.me/<bot>?start=<token> links. */
    TELEGRAM_BOT_USERNAME: z
      .string()
      .regex(/^@?[A-Za-z][A-Za-z0-9_]{3,31}$/, 'expected the bot’s username (5–32 letters, digits or underscores)')
      .transform((v) => v.replace(/^@/, ''))
      .optional(),
    /** The Bot API's origin (https://api.telegram.org unless a local Bot API server or a stand-in serves it). */
    TELEGRAM_API_BASE: optionalUrl,
    /** setWebhook's secret_token, sent back by Telegram in X-Telegram-Bot-Api-Secret-Token on every webhook call. */
    TELEGRAM_WEBHOOK_SECRET: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,256}$/, 'expected 1–256 letters, digits, underscores or dashes (Telegram’s secret_token)')
      .optional(),
    /**
     * The local Bot API stand-in at /_telegram (server/telegram/standin.ts): on by default outside
     * production when TELEGRAM_BOT_TOKEN is unset; production refuses to start with it on.
     */
    TELEGRAM_STANDIN: z.enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no']).optional(),
    /** The notifications' delivery worker in this process (server/notifications/worker.ts): Telegram messages and the quotes' reminders. */
    NOTIFY_WORKER: flag(true),
    /** Iconify API hosts for sets not shipped locally, comma-separated (tried in turn, docs/product.md §9). */
    ICONS_UPSTREAM: z
      .string()
      .refine((v) => v.split(',').every((host) => /^https?:\/\/[^\s,]+$/.test(host.trim())), 'expected http(s) URLs separated by commas')
      .optional(),
    METRICA_ID: z.string().regex(/^\d+$/, 'expected the numeric counter id').optional(),
    PLAYERJS_URL: z.string().default('/player.js'),
    PAYLOAD_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
    METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
    /**
     * A listener of its own for GET /metrics (the process's internals, the Node version among
     * them), kept off the public port: set, /metrics leaves the site's listener. Production
     * needs this or METRICS_TOKEN.
     */
    METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
    /** Where METRICS_PORT listens: this machine only unless told otherwise (a scraper in another container: 0.0.0.0 on the internal network). */
    METRICS_HOST: z.string().min(1).optional(),
    /** This replica's name in log lines and metrics (default: the host name, a container's id). */
    INSTANCE_ID: z
      .string()
      .regex(/^[\w.-]{1,64}$/, 'expected 1–64 letters, digits, dots, dashes or underscores')
      .optional(),
    /**
     * Fill an empty database with the site's content at start (replicas take turns: the first
     * seeds, the others find it filled). Default on, except a production server database, which is
     * never filled with demonstration data unless asked.
     */
    SEED_CONTENT: z.enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no']).optional(),
    /**
     * A demo specialist account (server/db/seed/demo-accounts.ts): at start, link one seeded
     * specialist to the account of this PINFL, so signing in with it shows the specialist's side.
     * Production refuses to start with it set.
     */
    SEED_DEMO_SPECIALIST: z
      .string()
      .regex(/^[0-9]{14}$/, 'expected a PINFL (14 digits)')
      .optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** gzip inside Node doubles the CPU per request: turn it off behind a compressing proxy. */
    COMPRESSION: flag(true),
    /** docs/product.md §4 first-visit rule: a first visit to /ru or /en is shown in Uzbek, same page (docs/design.md §5). */
    FIRST_VISIT_REDIRECT: flag(true),
    /** How long readiness reports 503 before the listener closes (the balancer's drain window). */
    SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).optional(),
    /** Deadline for in-flight requests once the listener closes. */
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(25_000),
    /** A render that has not finished by then is aborted. */
    RENDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
    /** Live streams (GET /api/v1/me/events) this process holds open at most; more are answered 503 (ADR 020). */
    EVENTS_MAX_STREAMS: z.coerce.number().int().min(1).max(1_000_000).default(5000),
    /** Payme (docs/protocols.md §2): our merchant id in Payme's checkout links. */
    PAYME_MERCHANT_ID: z
      .string()
      .regex(/^[A-Za-z0-9]{1,64}$/, 'expected the merchant id from the Payme cabinet')
      .optional(),
    /** The login of Payme's Basic auth on our Merchant API endpoint. */
    PAYME_MERCHANT_LOGIN: z.string().min(1).max(64).default('Paycom'),
    /** The password of that Basic auth: the cabinet's key (TEST_KEY in the sandbox). Without it /api/payments/payme is not mounted. */
    PAYME_MERCHANT_KEY: z.string().min(1).max(256).optional(),
    /** Addresses Payme may call from, comma-separated (docs/protocols.md §2: 185.234.113.1–15); unset: any. */
    PAYME_ALLOWED_IPS: z
      .string()
      .refine((v) => v.split(',').every((ip) => /^[0-9a-fA-F.:]+$/.test(ip.trim())), 'expected IP addresses separated by commas')
      .optional(),
    /** Payme's checkout (https://test.paycom.uz in the sandbox). */
    PAYME_CHECKOUT_URL: z.url({ protocol: /^https?$/ }).default('https://checkout.paycom.uz'),
    /** Click (docs/protocols.md §3): our service and merchant ids and the key of the MD5 signatures. */
    CLICK_SERVICE_ID: z
      .string()
      .regex(/^\d{1,20}$/, 'expected the numeric service id')
      .optional(),
    CLICK_MERCHANT_ID: z
      .string()
      .regex(/^\d{1,20}$/, 'expected the numeric merchant id')
      .optional(),
    CLICK_SECRET_KEY: z.string().min(1).max(256).optional(),
    /** Click's pay page. */
    CLICK_PAY_URL: z.url({ protocol: /^https?$/ }).default('https://my.click.uz/services/pay'),
    /** Click's Merchant API (fiscal items after a payment, ADR 016): our user id there; unset: no items are sent. */
    CLICK_MERCHANT_USER_ID: z
      .string()
      .regex(/^\d{1,20}$/, 'expected the numeric merchant user id')
      .optional(),
    CLICK_MERCHANT_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.click.uz/v2/merchant'),
    /** Calls the payment providers may make to /api/payments/* per minute and address. */
    RATE_LIMIT_PAYMENTS_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(600),
    /**
     * The local Payme and Click checkouts (/_payme, /_click; server/payments/standins.ts). Unset:
     * outside production, for each provider that is not configured. On: both, whatever is
     * configured (this server then plays the providers for PAYMENTS_STANDIN_MERCHANT_URL). Production
     * refuses to start with it on.
     */
    PAYMENTS_STANDIN: z.enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no']).optional(),
    /** The merchant site the stand-ins call (its /api/payments) and send the payer back to; default this server. */
    PAYMENTS_STANDIN_MERCHANT_URL: z.url({ protocol: /^https?$/ }).optional(),
    /**
     * Reconcile payments with orders every so many minutes in this process (server/payments/reconcile.ts;
     * one replica at a time, under an advisory lock). Unset: never (run `npm run payments:reconcile`).
     */
    PAYMENTS_RECONCILE_MINUTES: z.coerce.number().int().min(1).max(1440).optional(),
    /**
     * Signing with E-IMZO (ADR 026): claims and documents signed with the visitor's key, verified
     * through E-IMZO-SERVER, and sign-in with a key. Unset: on outside production (with the
     * stand-ins), and in production when EIMZO_SERVER_URL is set; on in production without the
     * URL refuses to start.
     */
    EIMZO_SIGNING: z.enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no']).optional(),
    /** E-IMZO-SERVER, the verifying service run beside the site (its /backend and /frontend paths are called from the server only). */
    EIMZO_SERVER_URL: optionalUrl,
    /** The site's API key for the E-IMZO application, issued for PUBLIC_ORIGIN's domain (the page registers it with `apikey`). */
    EIMZO_API_KEY: z
      .string()
      .regex(/^[0-9A-Fa-f]{32,256}$/, 'expected the hexadecimal key E-IMZO issued for the domain')
      .optional(),
    /** Time allowed for one call to E-IMZO-SERVER. */
    EIMZO_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(15_000),
    /**
     * The local stand-ins of the E-IMZO application (/_eimzo-app) and of E-IMZO-SERVER
     * (/_eimzo-server), with a test CA's keys: on by default outside production when
     * EIMZO_SERVER_URL is unset; production refuses to start with it on.
     */
    EIMZO_STANDIN: z.enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no']).optional(),
  })
  .transform((env, ctx) => {
    const production = env.NODE_ENV === 'production';
    const publicOrigin = (env.PUBLIC_ORIGIN ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
    const oneidStandin = env.ONEID_STANDIN === undefined ? !production && !env.ONEID_BASE_URL : ['1', 'true', 'on', 'yes'].includes(env.ONEID_STANDIN);
    if (production && oneidStandin) {
      ctx.addIssue({
        code: 'custom',
        path: ['ONEID_STANDIN'],
        message: 'the OneID stand-in must never run in production: unset it and configure ONEID_BASE_URL',
      });
    }
    const paymentsStandin = env.PAYMENTS_STANDIN === undefined ? null : ['1', 'true', 'on', 'yes'].includes(env.PAYMENTS_STANDIN);
    if (production && paymentsStandin) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENTS_STANDIN'],
        message: 'the payment stand-ins must never run in production: unset it and configure PAYME_* and CLICK_*',
      });
    }
    // /metrics tells anyone the Node version and the process's internals: in production only a
    // scraper with the token, or one that reaches a listener of its own, may read it.
    if (production && !env.METRICS_TOKEN && env.METRICS_PORT === undefined) {
      ctx.addIssue({ code: 'custom', path: ['METRICS_TOKEN'], message: 'required in production unless METRICS_PORT serves /metrics on a listener of its own' });
    }
    if (env.METRICS_PORT !== undefined && env.METRICS_PORT === env.PORT) {
      ctx.addIssue({ code: 'custom', path: ['METRICS_PORT'], message: 'must differ from PORT: metrics get a listener of their own' });
    }
    if (env.METRICS_HOST && env.METRICS_PORT === undefined) {
      ctx.addIssue({ code: 'custom', path: ['METRICS_PORT'], message: 'required when METRICS_HOST is set' });
    }
    if (production && env.SEED_DEMO_SPECIALIST) {
      ctx.addIssue({ code: 'custom', path: ['SEED_DEMO_SPECIALIST'], message: 'demo accounts must never exist in production: unset it' });
    }
    if (env.ONEID_BASE_URL) {
      for (const name of ['ONEID_CLIENT_ID', 'ONEID_CLIENT_SECRET'] as const) {
        if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'required when ONEID_BASE_URL is set' });
      }
    }
    if (env.CLICK_SECRET_KEY) {
      for (const name of ['CLICK_SERVICE_ID', 'CLICK_MERCHANT_ID'] as const) {
        if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'required when CLICK_SECRET_KEY is set' });
      }
    }
    // A provider with an id needs its key in every environment: otherwise checkout would send the
    // payer to the real provider while our endpoint accepted the stand-in's public key (issue 29).
    if (env.PAYME_MERCHANT_ID && !env.PAYME_MERCHANT_KEY) {
      ctx.addIssue({ code: 'custom', path: ['PAYME_MERCHANT_KEY'], message: 'required when PAYME_MERCHANT_ID is set' });
    }
    if ((env.CLICK_SERVICE_ID || env.CLICK_MERCHANT_ID) && !env.CLICK_SECRET_KEY) {
      ctx.addIssue({ code: 'custom', path: ['CLICK_SECRET_KEY'], message: 'required when CLICK_SERVICE_ID or CLICK_MERCHANT_ID is set' });
    }
    if (production && env.PAYME_MERCHANT_KEY && !env.PAYME_MERCHANT_ID) {
      ctx.addIssue({ code: 'custom', path: ['PAYME_MERCHANT_ID'], message: 'required when PAYME_MERCHANT_KEY is set' });
    }
    const telegramStandin =
      env.TELEGRAM_STANDIN === undefined ? !production && !env.TELEGRAM_BOT_TOKEN : ['1', 'true', 'on', 'yes'].includes(env.TELEGRAM_STANDIN);
    if (production && telegramStandin) {
      ctx.addIssue({
        code: 'custom',
        path: ['TELEGRAM_STANDIN'],
        message: 'the Telegram stand-in must never run in production: unset it and configure TELEGRAM_BOT_TOKEN',
      });
    }
    if (env.TELEGRAM_BOT_TOKEN) {
      for (const name of ['TELEGRAM_BOT_USERNAME', 'TELEGRAM_WEBHOOK_SECRET'] as const) {
        if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'required when TELEGRAM_BOT_TOKEN is set' });
      }
    }
    const eimzoStandin = env.EIMZO_STANDIN === undefined ? !production && !env.EIMZO_SERVER_URL : ['1', 'true', 'on', 'yes'].includes(env.EIMZO_STANDIN);
    if (production && eimzoStandin) {
      ctx.addIssue({
        code: 'custom',
        path: ['EIMZO_STANDIN'],
        message: 'the E-IMZO stand-ins must never run in production: unset it and configure EIMZO_SERVER_URL',
      });
    }
    const eimzoSigning =
      env.EIMZO_SIGNING === undefined ? Boolean(env.EIMZO_SERVER_URL) || (!production && eimzoStandin) : ['1', 'true', 'on', 'yes'].includes(env.EIMZO_SIGNING);
    if (eimzoSigning && !env.EIMZO_SERVER_URL && !(eimzoStandin && !production)) {
      ctx.addIssue({ code: 'custom', path: ['EIMZO_SERVER_URL'], message: 'required when EIMZO_SIGNING is on: signatures are verified by E-IMZO-SERVER' });
    }
    if (production && eimzoSigning && !env.EIMZO_API_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['EIMZO_API_KEY'],
        message: 'required in production when EIMZO_SIGNING is on: the E-IMZO application answers only a registered domain',
      });
    }
    const seedContent = env.SEED_CONTENT === undefined ? !(production && env.DATABASE_URL) : ['1', 'true', 'on', 'yes'].includes(env.SEED_CONTENT);
    return {
      ...env,
      production,
      seedContent,
      publicOrigin,
      oneidStandin,
      /** The local Bot API at /_telegram (server/telegram/settings.ts). */
      telegramStandin,
      /** The E-IMZO stand-ins at /_eimzo-app and /_eimzo-server (server/eimzo/settings.ts). */
      eimzoStandin: eimzoStandin && !production,
      /** Signing with E-IMZO is on (ADR 026). */
      eimzoSigning,
      /** GET /metrics on a listener of its own (server/main.ts), or null: on the site's listener. */
      metricsListener: env.METRICS_PORT === undefined ? null : { port: env.METRICS_PORT, host: env.METRICS_HOST ?? '127.0.0.1' },
      /** true: both payment stand-ins; false: none; null: those of unconfigured providers, outside production. */
      paymentsStandin,
      // Long enough for a balancer to see 503 and stop routing; nothing to wait for in development.
      shutdownDrainMs: env.SHUTDOWN_DRAIN_MS ?? (production ? 5_000 : 0),
    };
  });

export type Config = z.output<typeof schema>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads and validates the environment; a bad value throws naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const input = Object.fromEntries(Object.entries(env).map(([k, v]) => [k, emptyAsUndefined(v)]));
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.') || '(environment)'}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
