/**
 * What every write route of the product API is built with (ADR 006): the database, the messages
 * in the caller's language, the session, body and path validation, the change feed and the
 * payment settings. createApiRouter makes one kit and hands it to each area's routes.
 */
import type { Request, RequestHandler, Response } from 'express';
import type { z } from 'zod';
import type { ApiError } from '../../shared/api/errors.js';
import type { Resources } from '../../shared/i18n/index.js';
import type { ChangeFeed } from '../cache/changes.js';
import type { Queryable } from '../db/adapter.js';
import type { EventHub } from '../events/hub.js';
import type { PaymentSettings } from '../payments/settings.js';
import { apiLanguageOf } from './context.js';
import { fieldErrors } from './field-errors.js';
import type { ApiMessages } from './messages.js';
import type { SessionResolver } from './session.js';

export interface ApiKit {
  db: Queryable;
  messages: ApiMessages;
  /** locales/: labels and texts a write endpoint names in its messages. */
  resources: Resources;
  /** 401 in the error shape unless the caller is signed in. */
  requireUser: RequestHandler;
  /** 400 with `fields` unless the body passes the schema; req.body becomes the schema's output. */
  validateBody(schema: z.ZodType): RequestHandler;
  /** The caller's session, or null (looked up once per request). */
  sessionOf: SessionResolver;
  /** The signed-in caller's user id; throws the 401 when there is none (after requireUser: never). */
  userOf(req: Request, res: Response): Promise<number>;
  /** The path's parameters through their schema; throws a 400 naming the bad one (as every route of the API). */
  paramsOf<S extends z.ZodType>(schema: S, req: Request, res: Response): z.output<S>;
  /** The 404 in the caller's language, to throw: unknown, or not the caller's (never 403, which would tell it exists). */
  notFound(res: Response): ApiError;
  /** Where a write announces what it changed, so every replica's caches drop it. */
  changes: ChangeFeed;
  /** The payment providers (orders' checkout links); null: no order can be placed. */
  payments: PaymentSettings | null;
  /** The live streams of this process (GET /me/events, server/events/). */
  events: EventHub;
  /** The site's public origin (PUBLIC_ORIGIN): the addresses a file names, such as a signed paper's QR code. */
  publicOrigin: string;
}

export type ApiKitParts = Pick<
  ApiKit,
  'db' | 'messages' | 'resources' | 'requireUser' | 'validateBody' | 'sessionOf' | 'changes' | 'payments' | 'events' | 'publicOrigin'
>;

export function createApiKit(parts: ApiKitParts): ApiKit {
  const { messages, sessionOf } = parts;
  return {
    ...parts,
    async userOf(req, res) {
      const session = await sessionOf(req, res);
      if (!session) throw messages.fail(apiLanguageOf(res), 401, 'unauthorized');
      return session.userId;
    },
    paramsOf(schema, req, res) {
      const parsed = schema.safeParse(req.params);
      if (parsed.success) return parsed.data;
      const lang = apiLanguageOf(res);
      throw messages.fail(lang, 400, 'invalid_request', fieldErrors(parsed.error.issues, req.params, messages.validation(lang)));
    },
    notFound: (res) => messages.fail(apiLanguageOf(res), 404, 'not_found'),
  };
}
