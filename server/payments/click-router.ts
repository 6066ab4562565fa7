/**
 * POST /api/payments/click/prepare and /complete: Click's SHOP API (docs/protocols.md §3, ADR 012).
 * Form-encoded requests, JSON answers with HTTP 200. The MD5 signature is checked over the raw
 * posted strings and compared in constant time before anything else is looked at; amounts are
 * so'm decimals compared exactly with the order's tiyin.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import express, { type ErrorRequestHandler, type Request, type Response, type Router } from 'express';
import { CLICK_ACTION, CLICK_ERRORS, clickSignSource, parseClickRequest, type ClickErrorName, type ClickRequest } from '../../shared/payments/click.js';
import { somsTextToTiyin } from '../../shared/payments/money.js';
import type { Queryable } from '../db/adapter.js';
import { clickComplete, clickPrepare } from './click.js';
import type { Logger } from '../ops/logger.js';

export const CLICK_PREPARE_PATH = '/click/prepare';
export const CLICK_COMPLETE_PATH = '/click/complete';

export interface ClickRouterOptions {
  db: Queryable;
  settings: { serviceId: string; secretKey: string };
  logger: Logger;
  clock?: () => number;
  /** Runs after a Complete that paid the order has been answered (Click's fiscal items, ADR 016). */
  afterPaid?: (paymentId: number) => Promise<void>;
}

const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');
const sha = (text: string) => createHash('sha256').update(text).digest();

/** The request's signature is ours, compared in constant time. */
export function clickSignatureValid(request: ClickRequest, secretKey: string): boolean {
  return timingSafeEqual(sha(md5(clickSignSource(request, secretKey))), sha(request.sign_string.toLowerCase()));
}

/** An id as Click sent it: a number while it is one exactly, else its text. */
const idValue = (text: string | undefined): number | string | null => (text === undefined ? null : /^\d{1,15}$/.test(text) ? Number(text) : text);

export function clickRouter(options: ClickRouterOptions): Router {
  const { db, settings, logger } = options;
  const clock = options.clock ?? Date.now;
  const router = express.Router();
  const form = express.urlencoded({ extended: false, limit: '16kb', parameterLimit: 50, type: () => true });

  const handler = (complete: boolean) => async (req: Request, res: Response) => {
    const raw: Record<string, unknown> = typeof req.body === 'object' && req.body !== null ? (req.body as Record<string, unknown>) : {};
    const idKey = complete ? 'merchant_confirm_id' : 'merchant_prepare_id';
    const reply = (error: ClickErrorName, paymentId: number | null = null) => {
      const { code, note } = CLICK_ERRORS[error];
      res
        .status(200)
        .set('Cache-Control', 'no-store')
        .json({
          click_trans_id: idValue(typeof raw.click_trans_id === 'string' ? raw.click_trans_id : undefined),
          merchant_trans_id: typeof raw.merchant_trans_id === 'string' ? raw.merchant_trans_id.slice(0, 64) : null,
          [idKey]: paymentId,
          error: code,
          error_note: note,
        });
    };
    const request = parseClickRequest(raw, complete);
    if (!request) return reply('badRequest');
    if (!clickSignatureValid(request, settings.secretKey)) return reply('signFailed');
    if (request.service_id !== settings.serviceId) return reply('badRequest');
    if (request.action !== (complete ? CLICK_ACTION.complete : CLICK_ACTION.prepare)) return reply('actionNotFound');
    if (!/^[1-9]\d{0,9}$/.test(request.merchant_trans_id) || Number(request.merchant_trans_id) > 2_147_483_647) return reply('orderNotFound');
    const amount = somsTextToTiyin(request.amount);
    if (amount === null || amount === 0) return reply('wrongAmount');
    const input = {
      clickTransId: request.click_trans_id,
      clickPaydocId: request.click_paydoc_id,
      orderId: Number(request.merchant_trans_id),
      amount,
      clickError: Number(request.error),
      signTime: request.sign_time,
    };
    try {
      const outcome = complete
        ? await clickComplete(db, { ...input, prepareId: Number(request.merchant_prepare_id) }, clock())
        : await clickPrepare(db, input, clock());
      if (outcome.ok) {
        reply('success', outcome.paymentId);
        // Click has its answer first: the fiscal items never delay or fail a payment.
        if (complete && options.afterPaid) void options.afterPaid(outcome.paymentId);
        return;
      }
      return reply(outcome.error, outcome.paymentId ?? null);
    } catch (error) {
      (req.log ?? logger).error({ err: error }, 'Click call failed');
      return reply('updateFailed');
    }
  };

  const bodyError: ErrorRequestHandler = (error: unknown, req, res, _next) => {
    const type = (error as { type?: unknown } | null)?.type;
    if (typeof type !== 'string') (req.log ?? logger).error({ err: error }, 'Click request failed');
    const { code, note } = CLICK_ERRORS.badRequest;
    res.status(200).json({ click_trans_id: null, merchant_trans_id: null, error: code, error_note: note });
  };

  const methodNotAllowed = (_req: Request, res: Response) =>
    void res.set('Allow', 'POST').status(405).json({ error: CLICK_ERRORS.badRequest.code, error_note: CLICK_ERRORS.badRequest.note });
  router.post(CLICK_PREPARE_PATH, form, handler(false), bodyError);
  router.post(CLICK_COMPLETE_PATH, form, handler(true), bodyError);
  router.all([CLICK_PREPARE_PATH, CLICK_COMPLETE_PATH], methodNotAllowed);
  return router;
}
