/** GET /api/v1 reference, document and claim templates, claim categories, courts and support, on the seeded content. */
import request from 'supertest';
import type {
  ClaimCategory,
  ClaimTemplateCard,
  Court,
  DocumentTemplateCard,
  ListResult,
  ReferenceArticleCard,
  SupportQuestionCard,
} from '../../../shared/api/types';
import type { RichTextDocument } from '../../../shared/richtext/types';
import { engineName, idOf, useSeededApi } from './support';

jest.setTimeout(60_000);

const api = useSeededApi();

async function get<T>(path: string, status = 200): Promise<T> {
  const res = await request(api.app).get(path);
  if (res.status !== status) throw new Error(`${path}: expected ${status}, got ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as T;
}

const slugs = (list: ListResult<{ slug: string }>) => list.items.map((item) => item.slug);
const q = (text: string) => encodeURIComponent(text);

describe(`GET /api/v1/reference on ${engineName}`, () => {
  test('newest first, with category and practice area', async () => {
    const list = await get<ListResult<ReferenceArticleCard>>('/api/v1/reference?lang=en');
    const newest = [...api.content.referenceArticles].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt)).map((a) => a.id);
    expect(list.total).toBe(api.content.referenceArticles.length);
    expect(slugs(list)).toEqual(newest.slice(0, 12));
    const divorce = await get<ListResult<ReferenceArticleCard>>('/api/v1/reference?lang=en&category=family&sort=title');
    expect(divorce.items.find((item) => item.slug === 'divorce-procedure')).toEqual({
      id: expect.any(Number),
      slug: 'divorce-procedure',
      title: 'Divorce: at the registry office or in court?',
      summary: expect.stringContaining('registry office'),
      category: { id: expect.any(Number), slug: 'family', name: 'Family and inheritance' },
      group: { id: expect.any(Number), slug: 'family', name: 'Family law' },
      publishedAt: '2024-03-18',
      hasVideo: true,
    });
  });

  test('by category (slug or id) and by practice area', async () => {
    const family = api.content.referenceArticles
      .filter((a) => a.categoryId === 'family')
      .map((a) => a.id)
      .sort();
    expect(slugs(await get('/api/v1/reference?category=family')).sort()).toEqual(family);
    const id = await idOf(api.db, 'reference_categories', 'family');
    expect(slugs(await get(`/api/v1/reference?category=${id}`)).sort()).toEqual(family);
    const realEstate = api.content.referenceArticles
      .filter((a) => a.parentSpecializationId === 'real-estate')
      .map((a) => a.id)
      .sort();
    expect(slugs(await get('/api/v1/reference?parent=real-estate')).sort()).toEqual(realEstate);
  });

  test.each([
    ['ru', 'алименты', 'alimony-guide'],
    ['ru', 'наследство завещание', 'inheritance-basics'],
    ['en', 'inheritance will', 'inheritance-basics'],
    ['uz', 'aliment', 'alimony-guide'],
    ['uz', 'meros', 'inheritance-basics'],
  ])('full text in %s: "%s" ranks %s first', async (lang, text, slug) => {
    const list = await get<ListResult<ReferenceArticleCard>>(`/api/v1/reference?q=${q(text)}&lang=${lang}`);
    expect(slugs(list)[0]).toBe(slug);
  });

  test('a Russian word in another form than the text is found by stemming', async () => {
    // The title says "Алименты на детей"; the query's "алиментов" and "детям" are other forms.
    expect(slugs(await get(`/api/v1/reference?q=${q('алиментов детям')}&lang=ru`))).toContain('alimony-guide');
  });

  test('one article: the body in the asked language, its video and reviewer', async () => {
    const id = await idOf(api.db, 'reference_articles', 'divorce-procedure');
    const seeded = api.content.referenceArticles.find((a) => a.id === 'divorce-procedure')!;
    const article = await get<{ body: RichTextDocument; video: unknown; reviewedBy: unknown; title: string }>(`/api/v1/reference/${id}?lang=ru`);
    expect(article.title).toBe(seeded.title.ru);
    expect(article.body).toEqual(seeded.body.ru);
    expect(article.video).toEqual({ src: seeded.video!.src, poster: seeded.video!.poster ?? null });
    expect(article.reviewedBy).toEqual({ nickname: 'dilnoza.yusupova', name: 'Дилноза Юсупова' });
    expect(await get('/api/v1/reference/99999', 404)).toMatchObject({ error: { code: 'not_found' } });
  });
});

describe(`GET /api/v1/document-templates on ${engineName}`, () => {
  test('most used first, by category', async () => {
    const list = await get<ListResult<DocumentTemplateCard>>('/api/v1/document-templates?lang=en');
    expect(list.total).toBe(api.content.documentTemplates.length);
    expect(list.items[0]).toMatchObject({
      slug: 'power-of-attorney',
      title: 'Power of attorney (general representation)',
      notarization: 'recommended',
      popularity: 940,
    });
    const contracts = await get<ListResult<DocumentTemplateCard>>('/api/v1/document-templates?category=contracts');
    expect(slugs(contracts).sort()).toEqual(
      api.content.documentTemplates
        .filter((d) => d.categoryId === 'contracts')
        .map((d) => d.id)
        .sort(),
    );
  });

  test.each([
    ['uz', 'ishonchnoma', 'power-of-attorney'],
    ['ru', 'расписка', 'loan-receipt'],
    ['en', 'lease', 'residential-lease'],
  ])('search in %s: "%s" finds %s', async (lang, text, slug) => {
    expect(slugs(await get(`/api/v1/document-templates?q=${q(text)}&lang=${lang}`))[0]).toBe(slug);
  });

  test('one template: body, note and fields with labels in the asked language', async () => {
    const id = await idOf(api.db, 'document_templates', 'loan-receipt');
    const seeded = api.content.documentTemplates.find((d) => d.id === 'loan-receipt')!;
    const template = await get<{ fields: { key: string; label: string; kind: string; required: boolean }[]; body: RichTextDocument; note: string }>(
      `/api/v1/document-templates/${id}?lang=ru`,
    );
    expect(template.body).toEqual(seeded.body.ru);
    expect(template.note).toBe(seeded.note.ru);
    expect(template.fields.map((f) => [f.key, f.label, f.kind, f.required])).toEqual(seeded.fields.map((f) => [f.key, f.label.ru, f.kind, f.required]));
  });
});

describe(`GET /api/v1/claim-categories, /claim-templates and /courts on ${engineName}`, () => {
  test('the categories in order, each with its number of templates', async () => {
    const list = await get<ListResult<ClaimCategory>>('/api/v1/claim-categories?lang=en');
    expect(list.items.map((c) => [c.slug, c.templateCount])).toEqual(
      [...api.content.claimCategories]
        .sort((a, b) => a.order - b.order)
        .map((c) => [c.id, api.content.claimTemplates.filter((t) => t.categoryId === c.id).length]),
    );
    expect(list.items[0]).toMatchObject({ name: 'Debt recovery', description: 'Getting money back under a receipt or loan agreement.' });
  });

  test('the templates of a category by its id, as /statement-of-claim/list/{idx} asks', async () => {
    const family = await idOf(api.db, 'claim_categories', 'family');
    const list = await get<ListResult<ClaimTemplateCard>>(`/api/v1/claim-templates?category=${family}&lang=ru`);
    expect(slugs(list)).toEqual(['alimony-for-children', 'divorce', 'marital-property-division']);
    expect(list.items[0]).toMatchObject({
      title: 'Взыскание алиментов на несовершеннолетних детей',
      courtType: 'civil',
      category: { slug: 'family', name: 'Семейные споры' },
    });
    expect(slugs(await get('/api/v1/claim-templates?courtType=economic')).sort()).toEqual(['contract-termination', 'supply-contract-debt']);
    expect(slugs(await get(`/api/v1/claim-templates?q=${q('алименты')}`))[0]).toBe('alimony-for-children');
  });

  test('one claim template: state duty rule, attachments and fields', async () => {
    const id = await idOf(api.db, 'claim_templates', 'loan-debt');
    const seeded = api.content.claimTemplates.find((t) => t.id === 'loan-debt')!;
    expect(await get(`/api/v1/claim-templates/${id}?lang=en`)).toMatchObject({
      slug: 'loan-debt',
      stateDuty: { kind: seeded.stateDuty.kind, rule: { slug: 'civil-property', percent: 4, minBca: 1 }, exemptions: [], note: seeded.stateDuty.note.en },
      claimValueRule: seeded.claimValue,
      attachments: seeded.attachments.map((a) => a.en),
      jurisdictionNote: seeded.jurisdictionNote.en,
      body: seeded.body.en,
    });
    expect(await get('/api/v1/claim-templates/abc?lang=en', 400)).toMatchObject({ error: { fields: { id: 'id is not valid.' } } });
  });

  test('courts of a region, the regional court first; by type; by name in either script', async () => {
    const all = await get<ListResult<Court>>('/api/v1/courts');
    expect(all.total).toBe(api.content.courts.length);
    const samarkand = await get<ListResult<Court>>('/api/v1/courts?region=samarkand&lang=en&pageSize=48');
    expect(samarkand.total).toBe(api.content.courts.filter((c) => c.regionId === 'samarkand').length);
    const ranks = samarkand.items.map((c) => ['regional', 'civil', 'criminal', 'economic', 'administrative'].indexOf(c.type));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(samarkand.items[0]).toMatchObject({ slug: 'samarkand-regional', region: { slug: 'samarkand', name: 'Samarkand Region' } });
    const economic = await get<ListResult<Court>>('/api/v1/courts?type=economic&pageSize=48');
    expect(economic.total).toBe(api.content.courts.filter((c) => c.type === 'economic').length);
    const cyrillic = await get<ListResult<Court>>(`/api/v1/courts?q=${q('Самаркандский областной')}&lang=ru`);
    expect(cyrillic.items[0]?.slug).toBe('samarkand-regional');
    const latin = await get<ListResult<Court>>(`/api/v1/courts?q=${q('Samarqand viloyat')}`);
    expect(latin.items[0]?.slug).toBe('samarkand-regional');
  });
});

describe(`GET /api/v1/support/questions on ${engineName}`, () => {
  test('in the order of the support page; featured ones; by category', async () => {
    const list = await get<ListResult<SupportQuestionCard>>('/api/v1/support/questions?lang=en&pageSize=48');
    expect(slugs(list)).toEqual(api.content.supportQuestions.map((x) => x.id));
    expect(list.items[0]).toEqual({
      id: expect.any(Number),
      slug: 'how-to-sign-in',
      question: 'How do I sign in?',
      category: { id: expect.any(Number), slug: 'account', name: 'Account and sign-in with OneID', icon: 'tabler:user-circle' },
      featured: true,
    });
    expect(slugs(await get('/api/v1/support/questions?featured=true'))).toEqual(api.content.supportQuestions.filter((x) => x.featured).map((x) => x.id));
    expect(slugs(await get('/api/v1/support/questions?category=privacy'))).toEqual(['personal-data', 'who-sees-my-documents', 'delete-account']);
  });

  test.each([
    ['ru', 'способы оплаты', 'payment-methods'],
    ['en', 'delete my account', 'delete-account'],
    ['uz', 'saytga qanday kiraman', 'how-to-sign-in'],
  ])('search in %s: "%s" finds %s first', async (lang, text, slug) => {
    expect(slugs(await get(`/api/v1/support/questions?q=${q(text)}&lang=${lang}`))[0]).toBe(slug);
  });

  test('one question with its answer', async () => {
    const id = await idOf(api.db, 'support_questions', 'refunds');
    const seeded = api.content.supportQuestions.find((x) => x.id === 'refunds')!;
    expect(await get(`/api/v1/support/questions/${id}?lang=uz`)).toMatchObject({ question: seeded.question.uz, answer: seeded.answer.uz });
    expect(await get('/api/v1/support/questions/77777', 404)).toMatchObject({ error: { code: 'not_found' } });
  });
});
