import type { ListResult, SupportCategory, SupportQuestionCard, SupportQuestionDetail } from '../../../shared/api/types.js';
import type { Locale } from '../../../shared/locales.js';
import { richTextExcerpt, richTextToPlainText } from '../../../shared/richtext/text.js';
import { testApiDatabase } from '../../support/app.js';
import { LOCALES, api, getPage, getPayload, linksIn, metaDescription, structuredData, titleOf, visibleText } from './catalogue-fixture.js';

const FORM_HEADING: Record<Locale, string> = { uz: 'Qoʻllab-quvvatlashga yozish', ru: 'Написать в поддержку', en: 'Write to support' };
const EMPTY: Record<Locale, string> = { uz: 'Savol topilmadi', ru: 'Вопросы не найдены', en: 'No questions found' };
const prefix = (locale: Locale) => (locale === 'uz' ? '' : `/${locale}`);

const decode = (s: string) =>
  s
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
/** Question ids in the order the list shows them. */
const questionsOnPage = (html: string) => {
  const list = html.slice(html.indexOf('data-testid="questions"'));
  return [...list.matchAll(/href="[^"]*\/support\/questions\/(\d+)"/g)].map((m) => Number(m[1]));
};
const squeeze = (s: string) => s.replace(/\s+/g, '');

async function questionId(slug: string): Promise<number> {
  const { rows } = await testApiDatabase().query<{ id: number }>('SELECT id FROM support_questions WHERE slug = $1', [slug]);
  return rows[0]!.id;
}

describe('/support in three languages', () => {
  test.each(LOCALES)('%s: questions in the help centre’s order, the topics and the contact form', async (locale) => {
    const expected = await api<ListResult<SupportQuestionCard>>('/support/questions?pageSize=12', locale);
    const topics = await api<ListResult<SupportCategory>>('/support/categories', locale);
    const res = await getPage('/support', locale).expect(200);
    const text = visibleText(res.text);
    expect(questionsOnPage(res.text)).toEqual(expected.items.map((q) => q.id));
    for (const question of expected.items) expect(text).toContain(question.question);
    for (const topic of topics.items) expect(text).toContain(topic.name);
    expect(text).toContain(FORM_HEADING[locale]);
    // A real form: posted to the page itself, every field named, the topics as options.
    const form = /<form [^>]*data-testid="contact-form"[^>]*>/.exec(res.text)?.[0] ?? '';
    expect(form).toContain('method="post"');
    expect(form).toContain(`action="${prefix(locale)}/support"`);
    for (const field of ['contact', 'subject', 'message']) expect(res.text).toMatch(new RegExp(`name="${field}"`));
    for (const topic of topics.items) expect(res.text).toContain(`<option value="${topic.slug}">${topic.name}</option>`);
    expect(titleOf(res.text)).toMatch(/ · Huquq$/);
    expect(metaDescription(res.text).length).toBeGreaterThan(60);
  });

  test('its structured data is the organisation with its support contact point, and the list of questions', async () => {
    const res = await getPage('/support', 'en').expect(200);
    const data = structuredData(res.text);
    expect(data.find((d) => d['@type'] === 'Organization')).toMatchObject({
      name: 'Huquq',
      contactPoint: { '@type': 'ContactPoint', contactType: 'customer support', availableLanguage: ['uz', 'ru', 'en'] },
    });
    expect((data.find((d) => d['@type'] === 'ItemList') as { itemListElement: unknown[] }).itemListElement).toHaveLength(12);
  });
});

describe('/support topics, search and pages through the URL', () => {
  test('a topic shows only its questions', async () => {
    const expected = await api<ListResult<SupportQuestionCard>>('/support/questions?category=privacy', 'ru');
    const res = await getPage('/support?category=privacy', 'ru').expect(200);
    expect(questionsOnPage(res.text)).toEqual(expected.items.map((q) => q.id));
    expect(expected.items.every((q) => q.category.slug === 'privacy')).toBe(true);
    expect(titleOf(res.text)).toBe('Конфиденциальность и данные · Поддержка · Huquq');
  });

  test('a search finds questions by their words', async () => {
    const res = await getPage('/support?q=OneID', 'en').expect(200);
    const ids = questionsOnPage(res.text);
    expect(ids).toContain(await questionId('how-to-sign-in'));
    expect(ids).toContain(await questionId('no-oneid-account'));
  });

  test('?page=n shows pages 1 to n', async () => {
    const all = await api<ListResult<SupportQuestionCard>>('/support/questions?pageSize=48', 'uz');
    expect(questionsOnPage((await getPage('/support?page=2', 'uz').expect(200)).text)).toEqual(all.items.slice(0, 24).map((q) => q.id));
    const three = await getPage('/support?page=3', 'uz').expect(200);
    expect(questionsOnPage(three.text)).toEqual(all.items.map((q) => q.id));
    expect(three.text).not.toContain('data-testid="show-more"');
  });

  test('nothing found says so and offers to clear the filters', async () => {
    for (const locale of LOCALES) {
      const res = await getPage('/support?q=zzqqxxyy', locale).expect(200);
      expect(visibleText(res.text)).toContain(EMPTY[locale]);
      expect(linksIn(res.text)).toContain(`${prefix(locale)}/support`);
    }
  });

  test('bad parameters are dropped', async () => {
    const first = questionsOnPage((await getPage('/support', 'en').expect(200)).text);
    for (const path of ['/support?page=-1', '/support?category=nope', '/support?category=1%27%20OR']) {
      expect(questionsOnPage((await getPage(path, 'en').expect(200)).text)).toEqual(first);
    }
  });
});

describe('/support/questions/{id}', () => {
  test.each(LOCALES)('%s: the question, its answer from rich text, and more of its topic', async (locale) => {
    const id = await questionId('payment-methods');
    const question = await api<SupportQuestionDetail>(`/support/questions/${id}`, locale);
    const topic = await api<ListResult<SupportQuestionCard>>('/support/questions?category=payments', locale);
    const res = await getPage(`/support/questions/${id}`, locale).expect(200);
    const text = visibleText(res.text);
    expect(text).toContain(question.question);
    for (const line of richTextToPlainText(question.answer).split('\n')) expect(squeeze(text)).toContain(squeeze(line));
    const related = topic.items.filter((q) => q.id !== id);
    expect(related.length).toBeGreaterThan(0);
    for (const other of related.slice(0, 5)) expect(text).toContain(other.question);
    expect(titleOf(res.text)).toBe(`${decode(question.question)} · Huquq`);
    expect(decode(metaDescription(res.text))).toBe(richTextExcerpt(question.answer, 160));
    expect(linksIn(res.text)).toContain(`${prefix(locale)}/support#contact`);
    // Marks and lists of the answer survive.
    expect(res.text).toContain('<strong>Payme</strong>');
    expect(res.text).toMatch(/<ul data-block="bulleted-list"/);
  });

  test('its structured data is an FAQPage with the answer as text', async () => {
    const id = await questionId('how-to-sign-in');
    const question = await api<SupportQuestionDetail>(`/support/questions/${id}`, 'ru');
    const res = await getPage(`/support/questions/${id}`, 'ru').expect(200);
    const faq = structuredData(res.text).find((d) => d['@type'] === 'FAQPage')!;
    expect(faq).toMatchObject({
      inLanguage: 'ru',
      mainEntity: [{ '@type': 'Question', name: 'Как войти на сайт?', acceptedAnswer: { '@type': 'Answer', text: richTextToPlainText(question.answer) } }],
    });
  });

  test('a question that does not exist, or a malformed id, is a 404', async () => {
    for (const path of ['/support/questions/999999', '/support/questions/x', '/support/questions/007']) await getPage(path, 'en').expect(404);
    await getPayload('/support/questions/999999', 'ru').expect(404);
  });
});
