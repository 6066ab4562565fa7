/**
 * The notifications' delivery worker (issue 31, ADR 021), one per process (NOTIFY_WORKER, on by
 * default), every replica alike. Each round, every second:
 *
 * 1. reminds the clients of quotes that expire within a day (./expiring.ts), and once an hour
 *    removes the live stream's old events and spent link tokens (./housekeeping.ts); once a minute
 *    looks for a base calculation amount come into force, and recounts the drafts' duty estimates
 *    and tells their owners (server/domain/claims/duty-recount.ts);
 * 2. claims up to a batch of due Telegram deliveries under a lease (./queue.ts: FOR UPDATE SKIP
 *    LOCKED in one short statement) and sends each outside any transaction, then records it:
 *    sent; a 429's retry_after honoured (the whole process pauses its sends that long, and the rest
 *    of the batch waits as well); a chat that blocked the bot or is gone unlinked and the delivery
 *    dropped; any other failure retried with back-off (./backoff.ts) until the eighth, then failed.
 *    A delivery whose person unlinked, or no longer wants that kind there, is dropped unsent.
 *
 * A full batch starts the next round at once. Without Telegram configured nobody can be linked, so
 * there are no deliveries: the worker only reminds and recounts. A round that fails (the database away) is
 * logged and the next one tries again.
 */
import type { Resources } from '../../shared/i18n/index.js';
import type { Queryable, Transactional } from '../db/adapter.js';
import { recountDraftDuties } from '../domain/claims/duty-recount.js';
import type { Logger } from '../ops/logger.js';
import { createBotApi, type BotApi } from '../telegram/bot-api.js';
import type { TelegramSettings } from '../telegram/settings.js';
import { exhausted, retryDelayMs } from './backoff.js';
import { remindExpiringQuotes } from './expiring.js';
import { pruneOldRows } from './housekeeping.js';
import { claimDeliveries, dropAndUnlink, markFinal, markSent, retryLater, type ClaimedDelivery } from './queue.js';
import { telegramMessage } from './telegram-message.js';

export const WORKER_INTERVAL_MS = 1_000;
/** A claim's lease: far longer than one send may take (the Bot API's time-out is 10 s). */
export const DELIVERY_LEASE_MS = 60_000;
export const DELIVERY_BATCH = 20;
/** How often a process removes old rows (./housekeeping.ts). */
export const PRUNE_INTERVAL_MS = 60 * 60_000;
/** How often a round looks for a base calculation amount come into force (claim_duty_changed). */
export const RECOUNT_INTERVAL_MS = 60_000;

export interface NotificationWorkerOptions {
  db: Queryable & Transactional;
  logger: Logger;
  resources: Resources;
  /** Null: Telegram is not configured; deliveries are not claimed. */
  telegram: TelegramSettings | null;
  /** The Bot API (default: undici to telegram.apiBase). */
  botApi?: BotApi;
  intervalMs?: number;
  leaseMs?: number;
  batch?: number;
  /** The back-off's jitter (tests: a constant). */
  random?: () => number;
  /** Milliseconds now (the 429 pause). */
  clock?: () => number;
}

export interface RoundResult {
  reminded: number;
  /** Claims whose duty estimate a new base calculation amount moved (owners told). */
  recounted: number;
  claimed: number;
  sent: number;
  retried: number;
  dropped: number;
  failed: number;
}

export interface NotificationWorker {
  /** One round now (tests, or the loop). */
  runOnce(): Promise<RoundResult>;
  /** Rounds every interval until stop(). */
  start(): void;
  /** Stops the loop and waits for the round in flight. */
  stop(): Promise<void>;
}

export function createNotificationWorker(options: NotificationWorkerOptions): NotificationWorker {
  const { db, logger, resources, telegram } = options;
  const intervalMs = options.intervalMs ?? WORKER_INTERVAL_MS;
  const leaseMs = options.leaseMs ?? DELIVERY_LEASE_MS;
  const batch = options.batch ?? DELIVERY_BATCH;
  const random = options.random ?? Math.random;
  const clock = options.clock ?? Date.now;
  const bot = options.botApi ?? (telegram ? createBotApi({ apiBase: telegram.apiBase, token: telegram.token, timeoutMs: telegram.timeoutMs }) : null);
  /** Telegram's flood control asked this process to wait until then (ms). */
  let pausedUntil = 0;
  /** The first round prunes; then once every PRUNE_INTERVAL_MS. */
  let nextPrune = 0;
  /** The first round looks for a new base calculation amount; then once every RECOUNT_INTERVAL_MS. */
  let nextRecount = 0;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  /** The loop is not running (never started, or stopped). */
  let stopped = true;
  /** stop() was called: a round in flight gives back what it has not sent. */
  let stopping = false;

  /** One delivery: sent, or why not. Returns what became of it. */
  async function deliver(delivery: ClaimedDelivery): Promise<keyof Omit<RoundResult, 'reminded' | 'recounted' | 'claimed'> | 'paused'> {
    if (delivery.chatId === null) {
      await markFinal(db, delivery, 'dropped', 'unlinked');
      return 'dropped';
    }
    if (!delivery.kinds.includes(delivery.kind)) {
      await markFinal(db, delivery, 'dropped', `kind ${delivery.kind} turned off`);
      return 'dropped';
    }
    if (!bot || !telegram) {
      await retryLater(db, delivery, intervalMs, 'Telegram is not configured', false);
      return 'paused';
    }
    const message = telegramMessage(delivery, delivery.locale, resources, telegram.publicOrigin);
    const outcome = await bot.sendMessage(delivery.chatId, message.text, { button: message.button });
    switch (outcome.kind) {
      case 'sent':
        if (!(await markSent(db, delivery))) logger.warn({ deliveryId: delivery.id }, 'telegram delivery sent after its lease was taken over');
        return 'sent';
      case 'retry':
        pausedUntil = Math.max(pausedUntil, clock() + outcome.afterSeconds * 1000);
        await retryLater(db, delivery, outcome.afterSeconds * 1000, outcome.description, false);
        logger.warn({ deliveryId: delivery.id, retryAfter: outcome.afterSeconds }, 'telegram flood control: waiting');
        return 'paused';
      case 'gone':
        await dropAndUnlink(db, delivery, delivery.userId, delivery.chatId, outcome.description);
        logger.info({ deliveryId: delivery.id, userId: delivery.userId, reason: outcome.description }, 'telegram chat gone: unlinked');
        return 'dropped';
      case 'failed':
        if (exhausted(delivery.attempts)) {
          await markFinal(db, delivery, 'failed', outcome.description);
          logger.error({ deliveryId: delivery.id, attempts: delivery.attempts, reason: outcome.description }, 'telegram delivery given up');
          return 'failed';
        }
        await retryLater(db, delivery, retryDelayMs(delivery.attempts, random), outcome.description);
        logger.warn({ deliveryId: delivery.id, attempts: delivery.attempts, reason: outcome.description }, 'telegram delivery failed: retrying');
        return 'retried';
    }
  }

  async function runOnce(): Promise<RoundResult> {
    const result: RoundResult = { reminded: 0, recounted: 0, claimed: 0, sent: 0, retried: 0, dropped: 0, failed: 0 };
    result.reminded = await remindExpiringQuotes(db);
    if (clock() >= nextPrune) {
      nextPrune = clock() + PRUNE_INTERVAL_MS;
      await pruneOldRows(db);
    }
    if (clock() >= nextRecount) {
      nextRecount = clock() + RECOUNT_INTERVAL_MS;
      result.recounted = (await recountDraftDuties(db)).changed;
    }
    if (!bot || clock() < pausedUntil) return result;
    const claimed = await claimDeliveries(db, batch, leaseMs);
    // A send starts only while the lease will outlast it (slow answers could otherwise eat the
    // batch's lease, and another worker would take and send what this one is about to send).
    const sendBy = performance.now() + Math.max(leaseMs / 2, leaseMs - (telegram?.timeoutMs ?? 10_000) - 5_000);
    result.claimed = claimed.length;
    for (const [index, delivery] of claimed.entries()) {
      if (stopping || performance.now() > sendBy) {
        // Shutting down, or out of lease: what is left goes back unsent, for the next round of any replica.
        for (const rest of claimed.slice(index)) await retryLater(db, rest, 0, stopping ? 'worker stopped' : 'lease ran short', false);
        result.retried += claimed.length - index;
        break;
      }
      const done = await deliver(delivery);
      if (done !== 'paused') {
        result[done] += 1;
        continue;
      }
      // Flood control: the rest of the batch waits as long, its claims given back unsent.
      const wait = Math.max(pausedUntil - clock(), 1000);
      for (const rest of claimed.slice(index + 1)) await retryLater(db, rest, wait, 'waiting for Telegram’s flood control', false);
      result.retried += claimed.length - index;
      break;
    }
    return result;
  }

  const schedule = (delay: number) => {
    if (stopped) return;
    timer = setTimeout(tick, delay);
    timer.unref();
  };
  function tick(): void {
    timer = null;
    running = runOnce()
      .then((result) => {
        if (result.claimed + result.reminded > 0) logger.debug(result, 'notifications round');
        return result.claimed >= batch ? 0 : intervalMs;
      })
      .catch((error: unknown) => {
        logger.error({ err: error }, 'notifications round failed');
        return intervalMs;
      })
      .then((next) => {
        running = null;
        schedule(next);
      });
  }

  return {
    runOnce,
    start() {
      if (!stopped) return;
      stopped = false;
      stopping = false;
      schedule(0);
    },
    async stop() {
      stopped = true;
      stopping = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
  };
}
