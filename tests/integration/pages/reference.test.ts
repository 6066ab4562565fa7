import type { ListResult, ReferenceArticleCard, ReferenceArticleDetail, ReferenceCategory } from '../../../shared/api/types.js';
import type { Locale } from '../../../shared/locales.js';
import { richTextToPlainText } from '../../../shared/richtext/text.js';
import { testApiDatabase } from '../../support/app.js';
import { LOCALES, api, getPage, getPayload, linksIn, metaDescription, structuredData, titleOf, visibleText } from './catalogue-fixture.js';

const SHOW_MORE: Record<Locale, string> = { uz: 'Yana koʻrsatish', ru: 'Показать ещё', en: 'Show more' };
const EMPTY: Record<Locale, string> = { uz: 'Maqola topilmadi', ru: 'Статьи не найдены', en: 'No articles found' };

const decode = (s: string) =>
  s
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
/** Article ids in the order the cards show them. */
const articlesOnPage = (html: string) => [...html.matchAll(/data-testid="article-card"[\s\S]*?href="[^"]*\/reference\/(\d+)"/g)].map((m) => Number(m[1]));
const showMoreHref = (html: string) => {
  const tag = /<a [^>]*data-testid="show-more"[^>]*>/.exec(html)?.[0] ?? '';
  return decode(/href="([^"]*)"/.exec(tag)?.[1] ?? '');
};
/** Text without any spaces: inline elements may add some between runs. */
const squeeze = (s: string) => s.replace(/\s+/g, '');

async function articleId(slug: string): Promise<number> {
  const { rows } = await testApiDatabase().query<{ id: number }>('SELECT id FROM reference_articles WHERE slug = $1', [slug]);
  return rows[0]!.id;
}

describe('/reference in three languages', () => {
  test.each(LOCALES)('%s: the newest articles with their sections, and a link that shows more', async (locale) => {
    const expected = await api<ListResult<ReferenceArticleCard>>('/reference?pageSize=12', locale);
    const sections = await api<ListResult<ReferenceCategory>>('/reference-categories', locale);
    const res = await getPage('/reference', locale).expect(200);
    const text = visibleText(res.text);
    expect(articlesOnPage(res.text)).toEqual(expected.items.map((a) => a.id));
    for (const article of expected.items) {
      expect(text).toContain(article.title);
      expect(text).toContain(article.summary);
    }
    for (const section of sections.items) expect(text).toContain(section.name);
    expect(text).toContain(SHOW_MORE[locale]);
    expect(showMoreHref(res.text)).toBe(`${locale === 'uz' ? '' : `/${locale}`}/reference?page=2`);
    expect(titleOf(res.text)).toMatch(/ · Huquq$/);
    expect(metaDescription(res.text).length).toBeGreaterThan(60);
  });

  test('the structured data lists the articles', async () => {
    const res = await getPage('/reference', 'en').expect(200);
    const list = structuredData(res.text).find((d) => d['@type'] === 'ItemList') as { itemListElement: { item: Record<string, unknown> }[] };
    expect(list.itemListElement).toHaveLength(12);
    expect(list.itemListElement[0]!.item).toMatchObject({ '@type': 'Article', publisher: { '@type': 'Organization', name: 'Huquq' } });
  });
});

describe('/reference sections, search and pages through the URL', () => {
  test('a section shows only its articles; it is marked in the sections and named in the title', async () => {
    const expected = await api<ListResult<ReferenceArticleCard>>('/reference?category=family&pageSize=12', 'en');
    const res = await getPage('/reference?category=family', 'en').expect(200);
    expect(articlesOnPage(res.text)).toEqual(expected.items.map((a) => a.id));
    expect(expected.items.every((a) => a.category.slug === 'family')).toBe(true);
    expect(res.text).toMatch(/<a[^>]*aria-current="page"[^>]*href="\/en\/reference\?category=family"/);
    expect(titleOf(res.text)).toBe('Family and inheritance · Reference · Huquq');
    expect(metaDescription(res.text)).toContain('Family and inheritance');
  });

  test('a search matches Russian word forms', async () => {
    const res = await getPage('/reference?q=развод', 'ru').expect(200);
    const ids = articlesOnPage(res.text);
    expect(ids).toContain(await articleId('divorce-procedure'));
    expect(res.text).toMatch(/<input[^>]*name="q"[^>]*value="развод"/);
  });

  test('?page=n shows pages 1 to n, so a reload shows what the visitor had scrolled to', async () => {
    const all = await api<ListResult<ReferenceArticleCard>>('/reference?pageSize=48', 'en');
    const two = await getPage('/reference?page=2', 'en').expect(200);
    expect(articlesOnPage(two.text)).toEqual(all.items.slice(0, 24).map((a) => a.id));
    expect(showMoreHref(two.text)).toBe('/en/reference?page=3');
    const three = await getPage('/reference?page=3', 'en').expect(200);
    expect(articlesOnPage(three.text)).toEqual(all.items.map((a) => a.id));
    expect(three.text).not.toContain('data-testid="show-more"');
    expect(visibleText(three.text)).toContain('That is everything.');
    // Past the end: the same whole list.
    expect(articlesOnPage((await getPage('/reference?page=40', 'en').expect(200)).text)).toHaveLength(all.total);
  });

  test('bad parameters are dropped', async () => {
    const first = articlesOnPage((await getPage('/reference', 'en').expect(200)).text);
    for (const path of ['/reference?page=x', '/reference?category=astrology', '/reference?category=%3Cb%3E']) {
      expect(articlesOnPage((await getPage(path, 'en').expect(200)).text)).toEqual(first);
    }
  });

  test('nothing found says so and offers to clear the filters', async () => {
    for (const locale of LOCALES) {
      const res = await getPage('/reference?category=family&q=zzqqxxyy', locale).expect(200);
      expect(visibleText(res.text)).toContain(EMPTY[locale]);
      expect(linksIn(res.text)).toContain(locale === 'uz' ? '/reference' : `/${locale}/reference`);
    }
  });

  test('the payload carries the cards of the pages asked for', async () => {
    const res = await getPayload('/reference?category=labour', 'uz').expect(200);
    const data = res.body.data as { list: { items: { category: { slug: string } }[]; pages: number; pageSize: number } };
    expect(data.list.items.length).toBeGreaterThan(0);
    expect(data.list.items.every((a) => a.category.slug === 'labour')).toBe(true);
    expect(data.list).toMatchObject({ pages: 1, pageSize: 12 });
  });
});

describe('/reference/{id}', () => {
  test.each(LOCALES)('%s: the article, rendered from its rich text, with its date, reviewer and related articles', async (locale) => {
    const id = await articleId('divorce-procedure');
    const article = await api<ReferenceArticleDetail>(`/reference/${id}`, locale);
    const res = await getPage(`/reference/${id}`, locale).expect(200);
    const text = visibleText(res.text);
    expect(res.text).toMatch(new RegExp(`<h1[^>]*data-testid="page-heading"[^>]*>${article.title.replace(/[?]/g, '\\?')}</h1>`));
    expect(text).toContain(article.summary);
    // Every line of the body is on the page.
    for (const line of richTextToPlainText(article.body).split('\n')) expect(squeeze(text)).toContain(squeeze(line));
    expect(text).toContain(article.reviewedBy!.name);
    expect(linksIn(res.text)).toContain(`${locale === 'uz' ? '' : `/${locale}`}/${article.reviewedBy!.nickname}`);
    expect(titleOf(res.text)).toBe(`${article.title} · Huquq`);
    expect(decode(metaDescription(res.text))).toBe(article.summary);
    expect(res.text).toContain('data-testid="article-video"');
    expect(res.text).toContain('<time dateTime="2024-03-18">');
    const section = await api<ListResult<ReferenceArticleCard>>('/reference?category=family&pageSize=4', locale);
    const related = section.items.filter((a) => a.id !== id).slice(0, 3);
    expect(related).toHaveLength(3);
    for (const other of related) expect(text).toContain(other.title);
  });

  test('the body keeps its structure: headings, lists, alignments and marks', async () => {
    const res = await getPage(`/reference/${await articleId('divorce-procedure')}`, 'en').expect(200);
    const body = res.text.slice(res.text.indexOf('data-testid="rich-text"'));
    expect(body).toMatch(/<h2 data-block="paragraph" data-align="left"[^>]*><span>Divorce at the registry office<\/span><\/h2>/);
    expect(body).toMatch(/<h3 data-block="paragraph"[^>]*>/);
    expect(body).toMatch(/<ul data-block="bulleted-list"[^>]*><li/);
    expect(body).toMatch(/<ol data-block="numbered-list"[^>]*><li/);
    expect(body).toMatch(/<p data-block="paragraph" data-align="justify" class="[^"]*text-justify/);
    expect(body).toMatch(/<p data-block="justify-right" data-align="right" class="[^"]*text-right[^"]*"><span>The Huquq editorial team<\/span><\/p>/);
    expect(body).toContain('<strong>no common minor children</strong>');
    expect(body).toMatch(/<u>[^<]+<\/u>/);
    expect(body).toMatch(/<em>This material is general information, not legal advice\./);
  });

  test('its structured data is an Article with its reviewer, video and breadcrumbs', async () => {
    const id = await articleId('divorce-procedure');
    const res = await getPage(`/reference/${id}`, 'ru').expect(200);
    const data = structuredData(res.text);
    const article = data.find((d) => d['@type'] === 'Article')!;
    expect(article).toMatchObject({
      headline: 'Развод: через ЗАГС или через суд?',
      datePublished: '2024-03-18',
      inLanguage: 'ru',
      articleSection: 'Семья и наследство',
      author: { '@type': 'Organization', name: 'Huquq' },
      mainEntityOfPage: { '@type': 'WebPage', '@id': `https://huquq.test/ru/reference/${id}`, reviewedBy: { '@type': 'Person' } },
      video: { '@type': 'VideoObject', contentUrl: 'https://huquq.test/media/reference/divorce-procedure.mp4' },
    });
    expect(data.find((d) => d['@type'] === 'BreadcrumbList')).toBeTruthy();
  });

  test('an article that does not exist, or a malformed id, is a 404', async () => {
    for (const path of ['/reference/999999', '/reference/0', '/reference/abc', '/reference/12abc']) await getPage(path, 'en').expect(404);
    await getPayload('/reference/999999', 'en').expect(404);
  });
});
