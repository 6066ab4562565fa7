/**
 * GET /api/v1/me/events: the signed-in visitor's live stream (Server-Sent Events; ADR 020, "The live
 * stream"). A route of its own beside the table's operations (ADR 019, server/api/files.ts): it
 * answers a stream, not JSON, and the browser reads it through EventSource
 * (client/platform/live-events.ts), never through the API's caller.
 *
 * Resumes after `Last-Event-ID` (the header EventSource sends when it reconnects, or
 * `?lastEventId=` on a new connection); without one it starts after the person's newest event.
 * Before the stream starts, errors are the API's: 401 without a session, 400 for an id that is not
 * a seq, 429 over the person's streams, 503 over the process's or while it shuts down (with
 * Retry-After); any other method is 405.
 */
import type { Router } from 'express';
import { ApiError } from '../../shared/api/errors.js';
import { LAST_EVENT_ID_PARAM, LIVE_EVENTS_PATH, parseSeq } from '../../shared/api/events.js';
import { messageFor } from '../../shared/validation/index.js';
import { apiLanguageOf } from '../api/context.js';
import { methodNotAllowed } from '../api/errors.js';
import type { ApiKit } from '../api/kit.js';
import type { StreamRefusal } from './hub.js';

/** How long a refused browser is asked to wait, in seconds. */
const RETRY_AFTER_S: Record<StreamRefusal, number> = { 'user-limit': 30, 'process-limit': 10, closing: 2 };

export function liveEventRoutes(router: Router, kit: ApiKit): void {
  router.get(LIVE_EVENTS_PATH, async (req, res) => {
    const lang = apiLanguageOf(res);
    // Its own series in /metrics: a stream's hours must not weigh on the API's durations.
    res.locals.routeId = 'api-events';
    const session = await kit.sessionOf(req, res);
    if (!session) throw kit.messages.fail(lang, 401, 'unauthorized');
    const given = req.get('Last-Event-ID') ?? req.query[LAST_EVENT_ID_PARAM];
    const lastEventId = given === undefined || given === '' ? null : parseSeq(given);
    if (lastEventId === null && given !== undefined && given !== '') {
      const message = messageFor({ key: 'invalid', params: {} }, LAST_EVENT_ID_PARAM, kit.messages.validation(lang));
      throw kit.messages.fail(lang, 400, 'invalid_request', { [LAST_EVENT_ID_PARAM]: message });
    }
    if (req.method === 'HEAD') {
      res.status(200).set({ 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store, no-transform' }).end();
      return;
    }
    const refused = await kit.events.open({ req, res, userId: session.userId, sessionId: session.id, lastEventId });
    if (!refused) return;
    const status = refused === 'user-limit' ? 429 : 503;
    res.set('Retry-After', String(RETRY_AFTER_S[refused]));
    throw new ApiError(status, 'too_many_streams', kit.messages.error(lang, 'too_many_streams'));
  });
  router.all(LIVE_EVENTS_PATH, methodNotAllowed(kit.messages, 'GET, HEAD'));
}
