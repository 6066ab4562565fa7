import type { SpecialistProfile } from '../../../shared/api/types.js';
import { formatExperience } from '../../../shared/format/experience.js';
import { totalExperienceMonths } from '../../../shared/format/work-period.js';
import type { Locale } from '../../../shared/locales.js';
import { currentMonth } from '../../../server/loaders/catalogue/profile.js';
import { LOCALES, api, getPage, getPayload, linksIn, structuredData, titleOf, visibleText } from './catalogue-fixture.js';

const FAMILY: Record<Locale, string> = { uz: 'Oila huquqi', ru: 'Семейное право', en: 'Family law' };
const VERIFIED: Record<Locale, string> = { uz: 'Tekshirilgan mutaxassis', ru: 'Проверенный специалист', en: 'Verified specialist' };
const SINCE_2018: Record<Locale, string> = { uz: '2018-yil fevral – hozirgacha', ru: 'февраль 2018 – по настоящее время', en: 'February 2018 – present' };

describe('/{nickname}: a specialist’s profile in three languages', () => {
  test.each(LOCALES)('%s: photo, name, verification, bio, grouped specializations, experience, languages, firm, contacts, services', async (locale) => {
    const person = await api<SpecialistProfile>('/specialists/dilnoza.yusupova', locale);
    const res = await getPage('/dilnoza.yusupova', locale).expect(200);
    const text = visibleText(res.text);
    expect(titleOf(res.text)).toContain(`${person.firstName} ${person.lastName}`);
    expect(text).toContain(`${person.firstName} ${person.lastName}`);
    expect(text).toContain(VERIFIED[locale]);
    expect(text).toContain(person.bio);
    expect(text).toContain(SINCE_2018[locale]);
    for (const job of person.experience) {
      expect(text).toContain(job.position);
      expect(text).toContain(job.organization);
    }
    // The total counts each month once, up to this month, in years and months (docs/product.md §5).
    const total = formatExperience(totalExperienceMonths(person.experience, currentMonth()), locale);
    expect(res.text).toMatch(new RegExp(`data-testid="total-experience">${total}<`));
    // Specializations under their parent.
    const groups = /data-testid="specialization-groups"[\s\S]*?<\/section>/.exec(res.text)?.[0] ?? '';
    expect(visibleText(groups)).toContain(FAMILY[locale]);
    for (const s of person.specializations) expect(visibleText(groups)).toContain(s.name);
    expect(text).toContain(person.lawFirm!.name);
    for (const service of person.services) expect(text).toContain(service.title);
    // The generated picture: initials of the name as written in the page's language.
    expect(res.text).toContain(`>${person.firstName[0]}${person.lastName[0]}</text>`);
  });

  test('the phone is grouped in threes and dials without spaces', async () => {
    const res = await getPage('/dilnoza.yusupova', 'en').expect(200);
    expect(visibleText(res.text)).toContain('+998 909 081 145');
    expect(res.text).toContain('href="tel:+998909081145"');
  });

  test('social links are full links that open in a new tab without our window', async () => {
    const res = await getPage('/dilnoza.yusupova', 'en').expect(200);
    const anchors = [...res.text.matchAll(/<a href="(https:[^"]+)" target="_blank" rel="noopener noreferrer"/g)].map((m) => m[1]);
    expect(anchors).toEqual(['https://www.instagram.com/dilnoza.oila.huquq', 'https://t.me/oila_maslahat', 'https://oilamaslahat.uz']);
  });

  test('the services link to their pages, the specializations’ parent to the filtered list', async () => {
    const links = linksIn((await getPage('/dilnoza.yusupova', 'ru').expect(200)).text);
    expect(links).toContain('/ru/services/1');
    expect(links).toContain('/ru/specialists?parent=family');
  });

  test('structured data: a Person with the job, languages, specializations and the same person elsewhere', async () => {
    const res = await getPage('/dilnoza.yusupova', 'en').expect(200);
    const [person] = structuredData(res.text);
    expect(person).toMatchObject({
      '@type': 'Person',
      name: 'Dilnoza Yusupova',
      url: 'https://huquq.test/en/dilnoza.yusupova',
      jobTitle: 'Lawyer',
      knowsLanguage: ['uz', 'ru'],
      sameAs: ['https://www.instagram.com/dilnoza.oila.huquq', 'https://t.me/oila_maslahat', 'https://oilamaslahat.uz'],
      worksFor: { '@type': 'LegalService', name: 'Oila Maslahat Legal Centre' },
    });
    expect(person?.knowsAbout).toContain('Divorce');
  });

  test.each(['/no.such.person', '/abc', '/Dilnoza.Yusupova', '/ab'])('%s is the 404 page', async (path) => {
    const res = await getPage(path, 'ru').expect(404);
    expect(res.text).toContain(`Страница не найдена: /ru${path}`);
  });

  test('an unknown nickname’s payload is a 404', async () => {
    await getPayload('/no.such.person', 'en').expect(404);
  });
});
