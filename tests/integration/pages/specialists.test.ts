import type { ListResult, SpecialistCard, SpecializationGroup } from '../../../shared/api/types.js';
import { formatExperience } from '../../../shared/format/experience.js';
import type { Locale } from '../../../shared/locales.js';
import { LOCALES, api, getPage, getPayload, linksIn, metaDescription, structuredData, titleOf, visibleText } from './catalogue-fixture.js';

const FOUND: Record<Locale, string> = { uz: 'Topilgan mutaxassislar', ru: 'Найдено специалистов', en: 'Specialists found' };

/** Nicknames of the cards on the page, in order. */
const cardsOn = (html: string) => [...html.matchAll(/data-testid="specialist-card"[\s\S]*?<a [^>]*href="(?:\/ru|\/en)?\/([a-z0-9_.]+)"/g)].map((m) => m[1]);

const nicknames = (list: ListResult<SpecialistCard>) => list.items.map((p) => p.nickname);

describe('/specialists in three languages', () => {
  test.each(LOCALES)('%s: the best-rated first, with name, main specializations, experience in years and months, rating and languages', async (locale) => {
    const expected = await api<ListResult<SpecialistCard>>('/specialists?pageSize=12', locale);
    const res = await getPage('/specialists', locale).expect(200);
    const text = visibleText(res.text);
    expect(cardsOn(res.text)).toEqual(nicknames(expected));
    for (const person of expected.items) {
      expect(text).toContain(`${person.firstName} ${person.lastName}`);
      expect(text).toContain(formatExperience(person.experienceMonths, locale));
      for (const s of person.specializations.slice(0, 3)) expect(text).toContain(s.name);
    }
    expect(text).toContain(`${FOUND[locale]}: ${expected.total}`);
    expect(titleOf(res.text)).toMatch(/ · Huquq$/);
  });

  test('English cards read their numbers as a visitor would', async () => {
    const text = visibleText((await getPage('/specialists', 'en').expect(200)).text);
    expect(text).toMatch(/\d+ years? \d+ months?|\d+ years?/);
    expect(text).toContain('Rating 5.0 out of 5');
    expect(text).toContain('Uzbek, Russian');
  });
});

describe('/specialists filters through the URL', () => {
  test('a parent specialization shows its specialists, and its specializations only in the second filter', async () => {
    const expected = await api<ListResult<SpecialistCard>>('/specialists?parent=family&pageSize=12', 'en');
    const groups = await api<ListResult<SpecializationGroup>>('/specializations', 'en');
    const res = await getPage('/specialists?parent=family', 'en').expect(200);
    expect(cardsOn(res.text)).toEqual(nicknames(expected));
    expect(res.text).toMatch(/<option value="family" selected="">Family law<\/option>/);
    const family = groups.items.find((g) => g.slug === 'family')!;
    const labour = groups.items.find((g) => g.slug === 'labour')!;
    for (const s of family.specializations) expect(res.text).toContain(`<option value="${s.slug}">`);
    for (const s of labour.specializations) expect(res.text).not.toContain(`<option value="${s.slug}">`);
    expect(metaDescription(res.text)).toContain('Family law');
  });

  test('without a parent, every unique specialization is offered once', async () => {
    const groups = await api<ListResult<SpecializationGroup>>('/specializations', 'ru');
    const res = await getPage('/specialists', 'ru').expect(200);
    const unique = new Set(groups.items.flatMap((g) => g.specializations.map((s) => s.slug)));
    for (const slug of unique) expect(res.text.split(`<option value="${slug}"`).length - 1).toBe(1);
  });

  test.each([
    ['specialization=divorce', '/specialists?specialization=divorce'],
    ['language=en', '/specialists?language=en'],
    ['experience=15', '/specialists?experience=15'],
    ['q=Karimov', '/specialists?q=Karimov'],
    ['sort=experience', '/specialists?sort=experience'],
    ['parent=family&language=en&sort=name', '/specialists?parent=family&language=en&sort=name'],
  ])('%s gives what the API gives for it', async (query, path) => {
    const expected = await api<ListResult<SpecialistCard>>(`/specialists?${query}&pageSize=12`, 'en');
    const res = await getPage(path, 'en').expect(200);
    expect(cardsOn(res.text)).toEqual(nicknames(expected));
    expect(visibleText(res.text)).toContain(`Specialists found: ${expected.total}`);
  });

  test('fifteen years of experience means at least 180 months on every card', async () => {
    const expected = await api<ListResult<SpecialistCard>>('/specialists?experience=15&pageSize=48', 'en');
    expect(expected.items.length).toBeGreaterThan(0);
    expect(expected.items.every((p) => p.experienceMonths >= 180)).toBe(true);
  });

  test('a specialization outside the chosen parent is dropped, not an empty page', async () => {
    const labour = await getPage('/specialists?parent=labour', 'en').expect(200);
    const mixed = await getPage('/specialists?parent=labour&specialization=divorce', 'en').expect(200);
    expect(cardsOn(mixed.text)).toEqual(cardsOn(labour.text));
    expect(cardsOn(mixed.text).length).toBeGreaterThan(0);
  });

  test('bad parameters give the default list', async () => {
    const defaults = cardsOn((await getPage('/specialists', 'en').expect(200)).text);
    const res = await getPage('/specialists?language=de&experience=abc&sort=cheapest&page=-1&parent=NOT_A_SLUG', 'en').expect(200);
    expect(cardsOn(res.text)).toEqual(defaults);
  });

  test('no match says so and offers to clear the filters', async () => {
    const res = await getPage('/specialists?q=qqqzzzxx', 'ru').expect(200);
    expect(visibleText(res.text)).toContain('По этим фильтрам ничего не найдено');
    expect(linksIn(res.text)).toContain('/ru/specialists');
  });
});

describe('/specialists pages (infinite scroll, links without JavaScript)', () => {
  test('page 1 ends in a "Show more" link to page 2 that keeps the filters', async () => {
    const res = await getPage('/specialists?language=ru', 'en').expect(200);
    expect(res.text).toContain('data-testid="sentinel"');
    expect(linksIn(res.text)).toContain('/en/specialists?language=ru&page=2');
  });

  test('a shared link to page 3 shows pages 1 to 3, as the visitor had scrolled them, and links to page 4', async () => {
    const expected = await api<ListResult<SpecialistCard>>('/specialists?page=1&pageSize=36', 'uz');
    const res = await getPage('/specialists?page=3', 'uz').expect(200);
    expect(cardsOn(res.text)).toEqual(nicknames(expected));
    expect(linksIn(res.text)).toContain('/specialists?page=4');
    expect(titleOf(res.text)).toContain('3-sahifa');
  });

  test('with from=n the answer holds that page alone (the browser’s next page)', async () => {
    const expected = await api<ListResult<SpecialistCard>>('/specialists?parent=family&page=2&pageSize=12', 'en');
    const res = await getPage('/specialists?parent=family&page=2&from=2', 'en').expect(200);
    expect(cardsOn(res.text)).toEqual(nicknames(expected));
  });

  test('a link deeper than twenty pages rebuilds twenty and no more', async () => {
    const res = await getPage('/specialists?page=25&from=abc', 'en').expect(200);
    const all = await api<ListResult<SpecialistCard>>('/specialists?pageSize=48', 'en');
    expect(cardsOn(res.text)).toHaveLength(Math.min(all.total, 20 * 12));
  });

  test('the last page says the list ends, with no link further', async () => {
    const all = await api<ListResult<SpecialistCard>>('/specialists?pageSize=12', 'en');
    const last = Math.ceil(all.total / 12);
    const res = await getPage(`/specialists?page=${last}`, 'en').expect(200);
    expect(res.text).toContain('data-testid="list-end"');
    expect(linksIn(res.text)).not.toContain(`/en/specialists?page=${last + 1}`);
  });

  test('the payload of the next page is small: trimmed cards and the filter groups', async () => {
    const res = await getPayload('/specialists?page=2&from=2', 'en').expect(200);
    const data = res.body.data as { list: { page: number; first: number; items: Record<string, unknown>[] } };
    expect([data.list.first, data.list.page]).toEqual([2, 2]);
    expect(data.list.items).toHaveLength(12);
    for (const item of data.list.items) {
      expect(typeof item.id).toBe('number'); // the heart keeps a specialist by id
      expect(item).not.toHaveProperty('memberSince');
      expect((item.specializations as unknown[]).length).toBeLessThanOrEqual(3);
    }
    expect(JSON.stringify(res.body).length).toBeLessThan(12_000);
  });

  test('structured data lists the shown specialists as an ItemList of profile links', async () => {
    const res = await getPage('/specialists?page=2', 'en').expect(200);
    const [list] = structuredData(res.text);
    const items = list?.itemListElement as { position: number; url: string }[];
    expect(items).toHaveLength(24);
    expect(items[0]?.position).toBe(1);
    expect(items[23]?.position).toBe(24);
    expect(items[0]?.url).toMatch(/^https:\/\/huquq\.test\/en\/[a-z0-9_.]+$/);
  });
});
