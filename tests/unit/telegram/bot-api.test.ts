/** What the Bot API's answers mean for a send (server/telegram/bot-api.ts sendOutcomeOf). */
import { sendOutcomeOf } from '../../../server/telegram/bot-api.js';

test('ok with a message id is sent', () => {
  expect(sendOutcomeOf(200, { ok: true, result: { message_id: 42, chat: { id: 1 } } })).toEqual({ kind: 'sent', messageId: 42 });
});

test('429 waits as long as parameters.retry_after says', () => {
  const answer = { ok: false, error_code: 429, description: 'Too Many Requests: retry after 17', parameters: { retry_after: 17 } };
  expect(sendOutcomeOf(429, answer)).toEqual({ kind: 'retry', afterSeconds: 17, description: 'Too Many Requests: retry after 17' });
  expect(sendOutcomeOf(429, { ok: false, error_code: 429 })).toMatchObject({ kind: 'retry', afterSeconds: 30 });
});

test('a blocked bot, a deactivated person or a missing chat is gone; other errors are failures', () => {
  expect(sendOutcomeOf(403, { ok: false, error_code: 403, description: 'Forbidden: bot was blocked by the user' })).toEqual({
    kind: 'gone',
    description: 'Forbidden: bot was blocked by the user',
  });
  expect(sendOutcomeOf(403, { ok: false, error_code: 403, description: 'Forbidden: user is deactivated' }).kind).toBe('gone');
  expect(sendOutcomeOf(400, { ok: false, error_code: 400, description: 'Bad Request: chat not found' }).kind).toBe('gone');
  expect(sendOutcomeOf(400, { ok: false, error_code: 400, description: 'Bad Request: message text is empty' }).kind).toBe('failed');
  expect(sendOutcomeOf(502, null)).toEqual({ kind: 'failed', description: 'HTTP 502' });
  expect(sendOutcomeOf(200, { ok: true, result: true })).toMatchObject({ kind: 'failed' });
});
