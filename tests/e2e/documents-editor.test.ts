/**
 * The document editor, /documents/my/{idx}, in a real Chromium against the production build
 * (issue 10), signed in through the OneID stand-in, the document made through the API as the
 * template form would: each toolbar mark and block (its aria-pressed and the saved JSON), the
 * shortcuts, a chip's dialog changing every occurrence of its field, autosave then reload, two
 * tabs meeting the 409 and losing nothing, restoring a version, pasted HTML reduced, delete with
 * Undo from /home, and axe in light and dark mode.
 */
import type { BrowserContext, Page } from 'playwright-core';
import type { OwnDocument } from '../../shared/api/documents/contract';
import type { DocumentTemplateCard, ListResult } from '../../shared/api/types';
import type { Block, RichTextDocument, TextRun } from '../../shared/richtext/types';
import { newWatchedPage, seriousAxeViolations, waitForHydration, type PageProblems } from './support/browser.js';
import { signInFromHeader, signInSuite } from './support/sign-in.js';

jest.setTimeout(180_000);

const suite = signInSuite();
let context: BrowserContext;
let page: Page;
let problems: PageProblems;
beforeEach(() => ({ context, page, problems } = suite.current()));

const origin = () => suite.current().origin;

const POA_VALUES = {
  city: 'Tashkent',
  doc_date: '2025-03-06',
  principal_name: 'Ivan Ivanov',
  principal_pinfl: '31234567890123',
  principal_passport: 'AA1234567',
  principal_address: '12 Navoi street, Tashkent',
  agent_name: 'Oygul Qodirova',
  agent_pinfl: '41234567890123',
  agent_passport: 'AB7654321',
  agent_address: '5 Chilonzor, Tashkent',
  powers: 'to receive my pension',
  valid_until: '2027-12-31',
};

const WRITE = () => ({ 'x-requested-with': 'huquq', origin: origin() });

/** Signs in (citizen 0 unless told) from a public page; the context keeps the session. */
async function signedIn(citizen = 0): Promise<void> {
  await suite.open(page, '/en/services');
  await signInFromHeader(page, citizen);
}

async function createDocument(): Promise<OwnDocument> {
  const list = (await (await context.request.get(`${origin()}/api/v1/document-templates?lang=en&pageSize=50`)).json()) as ListResult<DocumentTemplateCard>;
  const template = list.items.find((item) => item.slug === 'power-of-attorney')!;
  const res = await context.request.post(`${origin()}/api/v1/me/documents?lang=en`, {
    headers: WRITE(),
    data: { templateId: template.id, locale: 'en', fieldValues: POA_VALUES },
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as OwnDocument;
}

async function stored(id: number): Promise<OwnDocument> {
  return (await (await context.request.get(`${origin()}/api/v1/me/documents/${id}?lang=en`)).json()) as OwnDocument;
}

/** Polls the API until the stored document satisfies the check (autosave runs a second after typing stops). */
async function storedWhen(id: number, check: (document: OwnDocument) => boolean, what: string): Promise<OwnDocument> {
  const until = Date.now() + 15_000;
  let last: OwnDocument | null = null;
  while (Date.now() < until) {
    last = await stored(id);
    if (check(last)) return last;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`the stored document never showed ${what}: ${JSON.stringify(last?.body.slice(-3))}`);
}

async function openEditor(p: Page, id: number): Promise<void> {
  await suite.open(p, `/en/documents/my/${id}`);
  await p.locator('[data-testid="document-editor"]').waitFor();
}

async function waitForSaved(p: Page): Promise<void> {
  try {
    await p.waitForFunction(
      () => /^Saved at \d{1,2}:\d\d [AP]M$/.test(document.querySelector('[data-testid="save-status"]')?.textContent?.trim() ?? ''),
      undefined,
      { timeout: 15_000 },
    );
  } catch (error) {
    throw new Error(`never saved; the status reads “${await p.locator('[data-testid="save-status"]').textContent()}”; ${problems.messages.join(' | ')}`, {
      cause: error,
    });
  }
}

/** Puts the cursor at the end of the document and types a new paragraph. */
async function typeNewLine(p: Page, text: string): Promise<void> {
  const editor = p.locator('[data-testid="document-editor"]');
  await editor.click();
  await p.keyboard.press('Control+End');
  await p.keyboard.press('Enter');
  await p.keyboard.type(text);
}

const pressed = (p: Page, tool: string) => p.locator(`[data-testid="tool-${tool}"]`).getAttribute('aria-pressed');

/** Waits for a toolbar button to show this state (the toolbar re-renders just after the keystroke). */
async function showsPressed(p: Page, tool: string, state: 'true' | 'false'): Promise<void> {
  try {
    await p.waitForFunction(([t, s]) => document.querySelector(`[data-testid="tool-${t}"]`)?.getAttribute('aria-pressed') === s, [tool, state] as const, {
      timeout: 5000,
    });
  } catch (error) {
    throw new Error(`tool-${tool} is not aria-pressed=${state}`, { cause: error });
  }
}

function lastBlockWith(body: RichTextDocument, text: string): Block | undefined {
  return [...body].reverse().find((block) => JSON.stringify(block).includes(text));
}

const runsOf = (block: Block | undefined): TextRun[] => (block && 'children' in block ? (block.children as TextRun[]).filter((run) => 'text' in run) : []);

describe('the document editor', () => {
  test('the server’s rendering is replaced by the editor; each mark and block shows its state and is saved', async () => {
    await signedIn(0);
    const doc = await createDocument();
    await openEditor(page, doc.id);
    expect(await page.locator('[data-testid="page-heading"]').textContent()).toBe(doc.title);
    expect(await page.locator('[data-testid="save-status"]').textContent()).toBe('All changes saved');

    await typeNewLine(page, 'Marked words');
    await page.keyboard.press('Shift+Home');
    // The editor reads the browser's selection a moment after it changes (as after a person's keystroke).
    await page.waitForTimeout(300);
    for (const mark of ['bold', 'italic', 'underline']) {
      expect(await pressed(page, mark)).toBe('false');
      await page.locator(`[data-testid="tool-${mark}"]`).click();
      expect(await pressed(page, mark)).toBe('true');
    }
    await waitForSaved(page);
    let saved = await storedWhen(
      doc.id,
      (d) => runsOf(lastBlockWith(d.body, 'Marked words')).some((run) => run.bold && run.italic && run.underline),
      'the three marks',
    );
    expect(runsOf(lastBlockWith(saved.body, 'Marked words'))).toEqual([{ text: 'Marked words', bold: true, italic: true, underline: true }]);

    const blockCases: Array<[string, (block: Block) => boolean]> = [
      ['heading-2', (b) => b.type === 'paragraph' && b.heading === 2],
      ['heading-3', (b) => b.type === 'paragraph' && b.heading === 3],
      ['justify-right', (b) => b.type === 'justify-right'],
      ['numbered-list', (b) => b.type === 'numbered-list' && b.children[0]?.type === 'list-item'],
      ['bulleted-list', (b) => b.type === 'bulleted-list'],
      ['paragraph', (b) => b.type === 'paragraph' && !('heading' in b && b.heading)],
    ];
    for (const [kind, check] of blockCases) {
      await page.locator(`[data-testid="tool-${kind}"]`).click();
      expect(await pressed(page, kind)).toBe('true');
      saved = await storedWhen(
        doc.id,
        (d) => {
          const b = lastBlockWith(d.body, 'Marked words');
          return !!b && check(b);
        },
        kind,
      );
    }
    for (const align of ['justify', 'right', 'left'] as const) {
      await page.locator(`[data-testid="tool-align-${align}"]`).click();
      expect(await pressed(page, `align-${align}`)).toBe('true');
      saved = await storedWhen(
        doc.id,
        (d) => {
          const b = lastBlockWith(d.body, 'Marked words');
          return !!b && (align === 'left' ? !('align' in b) : b.align === align);
        },
        `align ${align}`,
      );
    }
    expect(problems.messages).toEqual([]);
  });
  test('shortcuts: Ctrl+B, I, U toggle the marks; Ctrl+Z undoes and Ctrl+Shift+Z redoes', async () => {
    await signedIn(1);
    const doc = await createDocument();
    await openEditor(page, doc.id);
    await typeNewLine(page, 'Shortcut words');
    await page.keyboard.press('Shift+Home');
    // The editor reads the browser's selection a moment after it changes (as after a person's keystroke).
    await page.waitForTimeout(300);
    await page.keyboard.press('Control+b');
    await showsPressed(page, 'bold', 'true');
    await page.keyboard.press('Control+i');
    await showsPressed(page, 'italic', 'true');
    await page.keyboard.press('Control+u');
    await showsPressed(page, 'underline', 'true');
    await page.keyboard.press('Control+z');
    await showsPressed(page, 'underline', 'false');
    expect(await pressed(page, 'bold')).toBe('true');
    await page.keyboard.press('Control+Shift+z');
    await showsPressed(page, 'underline', 'true');
    await page.keyboard.press('Control+b');
    await showsPressed(page, 'bold', 'false');
    const saved = await storedWhen(
      doc.id,
      (d) => JSON.stringify(runsOf(lastBlockWith(d.body, 'Shortcut words'))) === JSON.stringify([{ text: 'Shortcut words', italic: true, underline: true }]),
      'italic and underline only',
    );
    expect(saved.version).toBeGreaterThan(doc.version);
    expect(problems.messages).toEqual([]);
  });

  test('a chip opens its field: a refused value says why and keeps the input; a good one changes every occurrence and is saved', async () => {
    await signedIn(2);
    const doc = await createDocument();
    await openEditor(page, doc.id);
    const chips = page.locator('[data-testid="document-editor"] [data-macro="principal_name"] [data-testid="macro-chip"]');
    expect(await chips.count()).toBe(2);
    await chips.first().click();
    const dialog = page.locator('[data-testid="dialog"]');
    await dialog.waitFor();
    expect(await dialog.locator('[data-testid="field-input"]').inputValue()).toBe('Ivan Ivanov');
    await dialog.locator('[data-testid="field-input"]').fill('Aziza Karimova');
    await dialog.locator('[data-testid="field-save"]').click();
    await dialog.waitFor({ state: 'detached' });
    expect(await chips.allTextContents()).toEqual(['Aziza Karimova', 'Aziza Karimova']);

    // A refused PINFL: the message, the input kept.
    const pinfl = page.locator('[data-testid="document-editor"] [data-macro="principal_pinfl"] [data-testid="macro-chip"]').first();
    await pinfl.click();
    await dialog.locator('[data-testid="field-input"]').fill('12345');
    await dialog.locator('[data-testid="field-save"]').click();
    expect(await dialog.locator('[data-testid="field-error"]').textContent()).toBe('Principal: PINFL must be 14 digits.');
    expect(await dialog.locator('[data-testid="field-input"]').inputValue()).toBe('12345');
    await page.keyboard.press('Escape');

    // Cleared: the chip shows its [label], marked empty.
    const agent = page.locator('[data-testid="document-editor"] [data-macro="agent_address"]').first();
    await agent.locator('[data-testid="macro-chip"]').click();
    await dialog.locator('[data-testid="field-input"]').fill('');
    await dialog.locator('[data-testid="field-save"]').click();
    await dialog.waitFor({ state: 'detached' });
    expect(await agent.getAttribute('data-empty')).toBe('');
    expect(await agent.textContent()).toMatch(/^\[.+\]/);

    const saved = await storedWhen(
      doc.id,
      (d) => d.fieldValues.principal_name === 'Aziza Karimova' && !('agent_address' in d.fieldValues),
      'the new field values',
    );
    expect(saved.fieldValues.principal_pinfl).toBe(POA_VALUES.principal_pinfl);
    expect(saved.status).toBe('draft');
    expect(problems.messages).toEqual([]);
  });

  test('autosave: "Saving…" then "Saved at"; a reload shows the text, rendered by the server too', async () => {
    await signedIn(3);
    const doc = await createDocument();
    await openEditor(page, doc.id);
    await typeNewLine(page, 'Typed before the reload');
    expect(await page.locator('[data-testid="save-status"]').textContent()).toBe('Saving…');
    await waitForSaved(page);
    const html = await (await context.request.get(`${origin()}/en/documents/my/${doc.id}`)).text();
    expect(html).toContain('Typed before the reload');
    await page.reload();
    await waitForHydration(page);
    await page.locator('[data-testid="document-editor"]').waitFor();
    expect(await page.locator('[data-testid="document-editor"]').textContent()).toContain('Typed before the reload');
    expect(await page.locator('[data-testid="kept-draft"]').count()).toBe(0);
    expect(problems.messages).toEqual([]);
  });

  test('two tabs: the stale one meets the 409, keeps its text as a copy, and nothing typed is lost', async () => {
    await signedIn(0);
    const doc = await createDocument();
    const { page: other, problems: otherProblems } = await newWatchedPage(context);
    await openEditor(page, doc.id);
    await openEditor(other, doc.id);

    await typeNewLine(page, 'Written in the first tab');
    await waitForSaved(page);
    await typeNewLine(other, 'Written in the second tab');
    await other.locator('[data-testid="conflict-notice"]').waitFor({ timeout: 15_000 });
    expect(await other.locator('[data-testid="save-status"]').textContent()).toBe('Not saved: changed elsewhere');
    await other.locator('[data-testid="conflict-copy"]').click();
    await other.waitForURL((url) => /\/en\/documents\/my\/\d+$/.test(url.pathname) && !url.pathname.endsWith(`/${doc.id}`));
    await other.locator('[data-testid="document-editor"]').waitFor();
    const copyId = Number(new URL(other.url()).pathname.split('/').pop());
    expect(await other.locator('[data-testid="document-editor"]').textContent()).toContain('Written in the second tab');

    const original = await stored(doc.id);
    const copy = await stored(copyId);
    expect(JSON.stringify(original.body)).toContain('Written in the first tab');
    expect(JSON.stringify(original.body)).not.toContain('Written in the second tab');
    expect(JSON.stringify(copy.body)).toContain('Written in the second tab');
    expect(copy.title).toBe(`${doc.title} (copy)`);
    expect(problems.messages).toEqual([]);
    expect(otherProblems.messages.filter((m) => !m.includes('409'))).toEqual([]);
    await other.close();
  });

  test('versions: the list shows time and reason; restoring one reloads the editor with it', async () => {
    await signedIn(1);
    const doc = await createDocument();
    await openEditor(page, doc.id);
    await typeNewLine(page, 'A line to undo by a restore');
    await waitForSaved(page);
    await page.locator('[data-testid="open-versions"]').click();
    const dialog = page.locator('[data-testid="dialog"]');
    await dialog.locator('[data-testid="version"]').first().waitFor();
    expect(await dialog.textContent()).toContain('Created from the template');
    await dialog.locator('[data-testid="version"][data-version="1"] [data-testid="restore-version"]').click();
    await dialog.waitFor({ state: 'detached' });
    await page.waitForFunction(() => !document.querySelector('[data-testid="document-editor"]')?.textContent?.includes('A line to undo by a restore'));
    const restored = await stored(doc.id);
    expect(JSON.stringify(restored.body)).not.toContain('A line to undo by a restore');
    await page.locator('[data-testid="open-versions"]').click();
    await dialog.locator('[data-testid="version"]').first().waitFor();
    await page.waitForFunction(() => document.querySelector('[data-testid="dialog"]')?.textContent?.includes('Restored from version 1'));
    expect(await dialog.textContent()).toContain('Before a restore');
    // Escape closes it; on a busy machine the first key can land while the list still renders.
    for (let i = 0; i < 3 && (await dialog.count()) > 0; i += 1) {
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached', timeout: 5_000 }).catch(() => undefined);
    }
    await dialog.waitFor({ state: 'detached' });
    // Typing goes on from the restored version.
    await typeNewLine(page, 'After the restore');
    await waitForSaved(page);
    expect(JSON.stringify((await stored(doc.id)).body)).toContain('After the restore');
    expect(problems.messages).toEqual([]);
  });

  test('pasted HTML from Word or a page is reduced to the supported blocks and marks', async () => {
    await signedIn(2);
    const doc = await createDocument();
    await openEditor(page, doc.id);
    await typeNewLine(page, '');
    await page.evaluate(() => {
      const data = new DataTransfer();
      data.setData(
        'text/html',
        '<html><head><style>p{color:red}</style></head><body><h1 style="color:red">Pasted heading</h1><p class="MsoNormal"><b>Pasted bold</b> and <a href="https://example.com">a link</a><img src="x.png" onerror="alert(1)"></p><script>alert(2)</script><ul><li>Pasted item</li></ul><table><tr><td>Cell A</td><td>Cell B</td></tr></table></body></html>',
      );
      data.setData('text/plain', 'Pasted heading');
      const target = document.querySelector('[data-testid="document-editor"]')!;
      target.dispatchEvent(new InputEvent('beforeinput', { inputType: 'insertFromPaste', dataTransfer: data, bubbles: true, cancelable: true }));
    });
    await page.waitForFunction(() => document.querySelector('[data-testid="document-editor"]')?.textContent?.includes('Cell A Cell B'));
    expect(await page.locator('[data-testid="document-editor"] h2', { hasText: 'Pasted heading' }).count()).toBe(1);
    expect(await page.locator('[data-testid="document-editor"] strong', { hasText: 'Pasted bold' }).count()).toBe(1);
    expect(await page.locator('[data-testid="document-editor"] ul li', { hasText: 'Pasted item' }).count()).toBe(1);
    expect(await page.locator('[data-testid="document-editor"] img, [data-testid="document-editor"] a, [data-testid="document-editor"] table').count()).toBe(0);
    const saved = await storedWhen(doc.id, (d) => JSON.stringify(d.body).includes('Cell A Cell B'), 'the pasted text');
    const json = JSON.stringify(saved.body);
    expect(lastBlockWith(saved.body, 'Pasted heading')).toEqual({ type: 'paragraph', heading: 2, children: [{ text: 'Pasted heading' }] });
    expect(lastBlockWith(saved.body, 'Pasted bold')).toEqual({ type: 'paragraph', children: [{ text: 'Pasted bold', bold: true }, { text: ' and a link' }] });
    expect(lastBlockWith(saved.body, 'Pasted item')).toEqual({ type: 'bulleted-list', children: [{ type: 'list-item', children: [{ text: 'Pasted item' }] }] });
    expect(json).not.toMatch(/example\.com|x\.png|alert|color/);
    expect(problems.messages).toEqual([]);
  });

  test('offline: "Not saved: retrying", the text kept in the browser, saved once the network is back', async () => {
    await signedIn(1);
    const doc = await createDocument();
    await openEditor(page, doc.id);
    await context.setOffline(true);
    await typeNewLine(page, 'Typed while offline');
    await page.waitForFunction(() => document.querySelector('[data-testid="save-status"]')?.textContent === 'Not saved: retrying', undefined, {
      timeout: 15_000,
    });
    const kept = await page.evaluate((id) => window.localStorage.getItem(`huquq:document-draft:${id}`), doc.id);
    expect(kept).toContain('Typed while offline');
    await context.setOffline(false);
    await waitForSaved(page);
    expect(JSON.stringify((await stored(doc.id)).body)).toContain('Typed while offline');
    expect(await page.evaluate((id) => window.localStorage.getItem(`huquq:document-draft:${id}`), doc.id)).toBeNull();
    expect(problems.messages.filter((m) => !m.includes('ERR_INTERNET_DISCONNECTED'))).toEqual([]);
  });

  test('the document’s language: after a confirmation the template’s text in that language, the values kept', async () => {
    await signedIn(2);
    const doc = await createDocument();
    await openEditor(page, doc.id);
    await page.locator('[data-testid="document-language"]').selectOption('ru');
    await page.locator('[data-testid="language-confirm"]').click();
    await page.waitForFunction(() => document.querySelector('[data-testid="document-editor"]')?.textContent?.includes('ДОВЕРЕННОСТЬ'));
    const saved = await storedWhen(doc.id, (d) => d.locale === 'ru' && JSON.stringify(d.body).includes('ДОВЕРЕННОСТЬ'), 'the Russian text');
    expect(saved.fieldValues.principal_name).toBe('Ivan Ivanov');
    expect(await page.locator('[data-testid="document-sheet"]').getAttribute('lang')).toBe('ru');
    expect(problems.messages).toEqual([]);
  });

  test('rename, duplicate and delete with Undo from /home', async () => {
    await signedIn(3);
    const doc = await createDocument();
    await suite.open(page, '/en/home');
    const row = page.locator(`[data-testid="own-document"][data-id="${doc.id}"]`);
    await row.locator('[data-testid="home-rename"]').click();
    await row.locator('[data-testid="home-title-input"]').fill('Pension power of attorney');
    await row.locator('[data-testid="home-title-save"]').click();
    await row.locator('[data-testid="own-document-link"]', { hasText: 'Pension power of attorney' }).waitFor();
    expect((await stored(doc.id)).title).toBe('Pension power of attorney');

    await row.locator('[data-testid="home-duplicate"]').click();
    await page.locator('[data-testid="own-document-link"]', { hasText: 'Pension power of attorney (copy)' }).waitFor();

    await row.locator('[data-testid="home-delete"]').click();
    await row.waitFor({ state: 'detached' });
    await page.locator('[data-testid="toast-action"]', { hasText: 'Undo' }).click();
    await row.waitFor();
    expect((await context.request.get(`${origin()}/api/v1/me/documents/${doc.id}?lang=en`)).status()).toBe(200);

    await row.locator('[data-testid="home-delete"]').click();
    await row.waitFor({ state: 'detached' });
    const until = Date.now() + 15_000;
    let status = 200;
    while (Date.now() < until && status !== 404) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      status = (await context.request.get(`${origin()}/api/v1/me/documents/${doc.id}?lang=en`)).status();
    }
    expect(status).toBe(404);
    expect(problems.messages).toEqual([]);
  });

  test.each(['light', 'dark'] as const)('the editor has no serious axe violation in %s mode', async (mode) => {
    await context.addCookies([{ name: 'nuxt-color-mode', value: mode, url: origin() }]);
    await signedIn(0);
    const doc = await createDocument();
    await openEditor(page, doc.id);
    expect(await page.evaluate(() => document.documentElement.className)).toBe(mode);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.locator('[data-testid="document-editor"] [data-testid="macro-chip"]').first().click();
    await page.locator('[data-testid="field-form"]').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.locator('[data-testid="open-versions"]').click();
    await page.locator('[data-testid="version"]').first().waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(problems.messages).toEqual([]);
  });
});
