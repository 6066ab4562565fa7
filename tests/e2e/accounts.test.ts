/**
 * Signing in and out in a real Chromium against the production build, with OneID played by a
 * second server's stand-in on loopback: the visitor lands back where they started, and every
 * other tab notices a sign-in or sign-out (the act_seen cookie, polled every 300 ms).
 */
import type { BrowserContext, Page } from 'playwright-core';
import { newWatchedPage, seriousAxeViolations, type PageProblems } from './support/browser.js';
import { signInFromHeader, signInSuite } from './support/sign-in.js';

jest.setTimeout(90_000);

const suite = signInSuite();
let context: BrowserContext;
let page: Page;
let problems: PageProblems;
beforeEach(() => ({ context, page, problems } = suite.current()));

const origin = () => suite.current().origin;
const open = suite.open;

describe('sign-in', () => {
  test('through OneID from the header, back on the page and query the visitor started from', async () => {
    await open(page, '/en/services?sort=price');
    await signInFromHeader(page, 1);
    expect(page.url()).toBe(`${origin()}/en/services?sort=price`);
    await expect(page.locator('[data-testid="viewer-name"]').textContent()).resolves.toBe('Aziz Karimov');
    expect(await page.locator('[data-testid="sign-in"]').count()).toBe(0);
    // The session cookie is out of scripts' reach; only its marker is visible to them.
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'act')?.httpOnly).toBe(true);
    expect(await page.evaluate(() => document.cookie)).toMatch(/(?:^|; )act_seen=[\w-]{16}(?:;|$)/);
    expect(await page.evaluate(() => document.cookie)).not.toMatch(/(?:^|; )act=/);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(problems.messages).toEqual([]);
  });

  test('signing out returns to the same page as a guest', async () => {
    await open(page, '/en/specialists');
    await signInFromHeader(page, 0);
    await page.locator('[data-testid="account-menu"] summary').click();
    await page.locator('[data-testid="sign-out"]').click();
    await page.waitForURL(`${origin()}/en/specialists`);
    await page.locator('[data-testid="sign-in"]').waitFor();
    expect((await context.cookies()).some((c) => c.name === 'act' || c.name === 'act_seen')).toBe(false);
    expect(problems.messages).toEqual([]);
  });
});

describe('other tabs', () => {
  test('notice a sign-out and a sign-in made in another tab, without a reload', async () => {
    await open(page, '/en/services');
    await signInFromHeader(page, 0);
    const { page: other, problems: otherProblems } = await newWatchedPage(context);
    await open(other, '/en/reference');
    await other.locator('[data-testid="viewer-name"]').waitFor({ state: 'attached' });
    await other.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

    // Sign out in the first tab: the other one says so and offers to sign in again.
    await page.locator('[data-testid="account-menu"] summary').click();
    await page.locator('[data-testid="sign-out"]').click();
    await page.locator('[data-testid="sign-in"]').waitFor();
    await other.locator('[data-testid="sign-in"]').waitFor({ timeout: 5_000 });
    const notice = other.locator('[data-toast-id="signed-elsewhere"]');
    await expect(notice.textContent()).resolves.toContain('You signed out in another tab.');
    expect(await notice.locator('[data-testid="toast-action"]').getAttribute('href')).toBe(`/auth/sign-in?returnTo=${encodeURIComponent('/en/reference')}`);

    // Sign in again in the first tab, as someone else: the other tab shows who.
    await signInFromHeader(page, 1);
    await expect(other.locator('[data-testid="viewer-name"]').textContent({ timeout: 5_000 })).resolves.toBe('Aziz Karimov');
    await expect(other.locator('[data-toast-id="signed-elsewhere"]').textContent()).resolves.toContain('You signed in in another tab as Aziz Karimov.');
    expect(await other.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(problems.messages).toEqual([]);
    // The other tab's live stream may reconnect once between the sign-out and the server's `end`
    // (the session check runs every few seconds): the browser logs the 401 it meets, and the page
    // handles it (the stream closes, and opens again for the new session). Nothing else may show.
    const streamRefused = (message: string) => message.includes('status of 401') && message.includes('/api/v1/me/events');
    expect(otherProblems.messages.filter((message) => !streamRefused(message))).toEqual([]);
  });
});

describe('a session that ended on the server', () => {
  test('the next API call answers 401: the visitor is told so, naming the 401, and offered to sign in again', async () => {
    await open(page, '/en/services');
    await signInFromHeader(page, 0);
    await open(page, '/en/home');
    // The session ends elsewhere (revoked from another device): the browser still has its cookies.
    const act = (await context.cookies()).find((c) => c.name === 'act')!.value;
    const api = (path: string, init: RequestInit = {}) =>
      fetch(`${origin()}/api/v1${path}`, { ...init, headers: { act, 'x-requested-with': 'huquq', origin: origin(), ...init.headers } });
    const listed = (await (await api('/me/sessions')).json()) as { items: { id: number; current: boolean }[] };
    const current = listed.items.find((s) => s.current)!;
    expect((await api(`/me/sessions/${current.id}`, { method: 'DELETE' })).status).toBe(204);

    // The page's next call (signing that session out from the list) meets the 401.
    await page.locator('[data-testid="revoke-session"]').first().click();
    const notice = page.locator('[data-toast-id="session-ended"]');
    await expect(notice.textContent()).resolves.toContain('401');
    expect(await notice.locator('[data-testid="toast-action"]').getAttribute('href')).toBe(`/auth/sign-in?returnTo=${encodeURIComponent('/en/home')}`);
    await page.locator('[data-testid="sign-in"]').waitFor();
    // The browser's cookies are gone too, so a reload is a guest's.
    await page.waitForFunction(() => !document.cookie.includes('act_seen='));
    expect((await context.cookies()).some((c) => c.name === 'act')).toBe(false);
    expect(problems.messages.filter((m) => !m.includes('401'))).toEqual([]);
  });
});
