import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import request from 'supertest';
import { createLogger } from '../../../server/ops/logger';
import { telegramChatIdRouter } from '../../../server/proxy/telegram-chat-id';
import { createTestApp } from '../../support/app';

const TOKEN = 'a'.repeat(43);

/** A fake "get chat id" service: records what it was sent, answers `status` and `body` after `delayMs`. */
async function fakeService(status = 200, body = '{"chatId":123456789}', delayMs = 0) {
  const seen: IncomingHttpHeaders[] = [];
  const server: Server = createServer((req, res) => {
    seen.push(req.headers);
    const timer = setTimeout(() => res.writeHead(status, { 'content-type': 'application/json' }).end(body), delayMs);
    res.on('close', () => clearTimeout(timer));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/telegram/chat-id`,
    seen,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe('GET /api/telegram/chat-id', () => {
  test('without TELEGRAM_CHAT_ID_URL: 404 in the API’s error shape, and pages do not ask', async () => {
    const { app } = createTestApp();
    const res = await request(app).get('/api/telegram/chat-id').expect(404);
    expect(res.body).toEqual({ error: { code: 'not_found', message: expect.any(String) } });
    const page = await request(app).get('/?fromTelegram').set('Cookie', 'lang=uz').expect(200);
    expect(page.text).toContain('"telegramChatId":false');
  });

  test('passes the session as the act header, the cookies and the launch data, and answers what the service said', async () => {
    const service = await fakeService();
    try {
      const { app } = createTestApp({ TELEGRAM_CHAT_ID_URL: service.url });
      const cookie = `act=${TOKEN}; lang=ru`;
      const res = await request(app).get('/api/telegram/chat-id').set('Cookie', cookie).set('X-Telegram-Init-Data', 'query_id=1&hash=abc').expect(200);
      expect(res.body).toEqual({ chatId: 123456789 });
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(service.seen).toHaveLength(1);
      expect(service.seen[0]).toMatchObject({ act: TOKEN, cookie: expect.stringContaining(`act=${TOKEN}`), 'x-telegram-init-data': 'query_id=1&hash=abc' });
      // The page in the Telegram view knows to ask.
      const page = await request(app).get('/?fromTelegram').set('Cookie', 'lang=uz').expect(200);
      expect(page.text).toContain('"telegramChatId":true');
    } finally {
      await service.close();
    }
  });

  test('a guest is asked for without an act header', async () => {
    const service = await fakeService();
    try {
      const { app } = createTestApp({ TELEGRAM_CHAT_ID_URL: service.url });
      await request(app).get('/api/telegram/chat-id').expect(200);
      expect(service.seen[0]?.act).toBeUndefined();
    } finally {
      await service.close();
    }
  });

  test('a refusal is answered 502 and a service that does not answer in time 504, both logged', async () => {
    const refusing = await fakeService(500, '{"oops":true}');
    const slow = await fakeService(200, '{"chatId":1}', 2000);
    const lines: string[] = [];
    const logger = createLogger('warn', { write: (line: string) => lines.push(line) });
    try {
      const app = express();
      app.use('/api/telegram/refusing', telegramChatIdRouter({ upstream: refusing.url, logger }));
      app.use('/api/telegram/slow', telegramChatIdRouter({ upstream: slow.url, logger, timeoutMs: 100 }));
      const refused = await request(app).get('/api/telegram/refusing/chat-id').expect(502);
      expect(refused.body.error.code).toBe('bad_gateway');
      const late = await request(app).get('/api/telegram/slow/chat-id').expect(504);
      expect(late.body.error.code).toBe('gateway_timeout');
      expect(lines.filter((line) => line.includes('telegram chat id service'))).toHaveLength(2);
    } finally {
      await Promise.all([refusing.close(), slow.close()]);
    }
  });
});
