import cookieParser from 'cookie-parser';
import express from 'express';
import request from 'supertest';
import { FLASH_COOKIE, setFlash } from '../../../server/web/flash';
import { RETURNING, cookiesOf, createTestApp } from '../../support/app';

/** What a handler that redirects after a failure would do (sign-in, a saved form). */
function redirectingApp() {
  const app = express();
  app.use(cookieParser());
  app.post('/auth/fail', (req, res) => {
    setFlash(req, res, { type: 'error', title: 'toast.error', text: 'flash.signInFailed' });
    setFlash(req, res, { type: 'success', text: 'flash.saved' });
    res.redirect(303, '/');
  });
  return app;
}

function bootFlash(html: string): unknown {
  const match = /"flash":(\[[^\]]*\])/.exec(html);
  return match ? JSON.parse(match[1]!) : undefined;
}

describe('flash notifications after a redirect', () => {
  const { app } = createTestApp();

  test('the next page gets them once in its boot payload and clears the cookie', async () => {
    const redirect = await request(redirectingApp()).post('/auth/fail');
    expect(redirect.status).toBe(303);
    const flash = cookiesOf(redirect).find((c) => c.startsWith(`${FLASH_COOKIE}=`));
    expect(flash).toMatch(/HttpOnly/);
    expect(flash).toMatch(/SameSite=Lax/);
    const value = flash!.split(';')[0]!;

    const page = await request(app).get('/en').set('Cookie', `${RETURNING}; ${value}`);
    expect(page.status).toBe(200);
    expect(bootFlash(page.text)).toEqual([
      { type: 'error', title: 'toast.error', text: 'flash.signInFailed' },
      { type: 'success', text: 'flash.saved' },
    ]);
    expect(cookiesOf(page).some((c) => c.startsWith(`${FLASH_COOKIE}=;`) && /Expires=Thu, 01 Jan 1970/.test(c))).toBe(true);

    const again = await request(app).get('/en').set('Cookie', RETURNING);
    expect(bootFlash(again.text)).toEqual([]);
  });

  test('a forged or broken cookie shows nothing, and is cleared', async () => {
    const forged = Buffer.from(JSON.stringify([{ type: 'error', text: '<img src=x onerror=alert(1)>' }])).toString('base64url');
    for (const value of [forged, 'not-base64-json', Buffer.from('{"type":"error"}').toString('base64url')]) {
      const page = await request(app).get('/en').set('Cookie', `${RETURNING}; ${FLASH_COOKIE}=${value}`);
      expect(page.status).toBe(200);
      expect(bootFlash(page.text)).toEqual([]);
      expect(page.text).not.toContain('onerror=alert');
      expect(cookiesOf(page).some((c) => c.startsWith(`${FLASH_COOKIE}=;`))).toBe(true);
    }
  });

  test('HEAD leaves the flash for the page that will show it', async () => {
    const value = Buffer.from(JSON.stringify([{ type: 'success', text: 'flash.saved' }])).toString('base64url');
    const head = await request(app).head('/en').set('Cookie', `${RETURNING}; ${FLASH_COOKIE}=${value}`);
    expect(cookiesOf(head).some((c) => c.startsWith(`${FLASH_COOKIE}=`))).toBe(false);
  });
});
