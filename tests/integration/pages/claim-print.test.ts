/**
 * /mc-rnders?claim={id}, the print view of a generated statement of claim (issue 11) as a browser
 * without JavaScript receives it: the owner's claim as last generated, on A4 with the exports'
 * margins, in the claim's language (court, parties, the heading, the demands, the attachments, the
 * signature blank); before it is generated, for another visitor, for a guest and for a bad id it is
 * the 404 page, never 403, and nothing of the claim shows.
 */
import request from 'supertest';
import type { OwnClaim } from '../../../shared/api/claims/contract';
import type { ClaimAnswers } from '../../../shared/claims/types';
import { RETURNING } from '../../support/app';
import { engineName, idOf, signedInVisitor, useSeededApi } from '../api/support';

jest.setTimeout(120_000);

const api = useSeededApi();

let loan: number;
let court: number;

beforeAll(async () => {
  loan = await idOf(api.db, 'claim_templates', 'loan-debt');
  court = await idOf(api.db, 'courts', 'tashkent-city-civil-mirzo-ulugbek');
});

const ANSWERS = (): ClaimAnswers => ({
  court: { courtId: court },
  parties: {
    plaintiff: {
      kind: 'person',
      name: 'Karimov Aziz Anvarovich',
      pinfl: '31234567890123',
      address: 'Toshkent shahri, Chilonzor tumani, Bunyodkor koʻchasi, 5-uy',
      phone: '+998901234567',
    },
    defendants: [{ kind: 'person', name: 'Rahimov Bobur Olimovich', address: 'Toshkent shahri, Yunusobod tumani, Amir Temur shoh koʻchasi, 12-uy' }],
  },
  value: { rows: [{ kind: 'principal', amount: 1_500_000_000, basis: 'Расписка от 3 марта 2025 года' }] },
  circumstances: [{ type: 'paragraph', children: [{ text: 'Ответчик получил от меня 15 000 000 сумов в долг и не вернул их в срок.' }] }],
  evidence: ['Расписка от 3 марта 2025 года'],
  demands: [{ text: 'Взыскать с ответчика 15 000 000 сумов основного долга.', law: 'ст. 732 ГК' }],
});

async function claimOf(citizen: number, locale: 'uz' | 'ru') {
  const who = await signedInVisitor(api.app, citizen);
  const created = (await who.post(`/api/v1/me/claims?lang=${locale}`, { templateId: loan, locale, answers: ANSWERS() }).expect(201)).body as OwnClaim;
  return { who, claim: created };
}

describe(`/mc-rnders?claim= (${engineName})`, () => {
  test('the owner’s generated claim prints on A4 in its language, with every part a court reads', async () => {
    const { who, claim } = await claimOf(0, 'ru');
    // Not generated yet: there is nothing to print.
    await who.get(`/ru/mc-rnders?claim=${claim.id}`).expect(404);
    await who.post(`/api/v1/me/claims/${claim.id}/generate?lang=ru`, {}).expect(200);

    const res = await who.get(`/ru/mc-rnders?claim=${claim.id}`).expect(200);
    expect(res.headers['cache-control']).toMatch(/private|no-store/);
    expect(res.text).toContain('@page { size: A4; margin: 20mm 15mm 20mm 30mm; }');
    expect(res.text).toMatch(/<html[^>]*class="[^"]*light/);
    expect(res.text).toMatch(/<article lang="ru"/);
    expect(res.text).toContain(`<title>${claim.title}`);
    for (const part of [
      'ИСКОВОЕ ЗАЯВЛЕНИЕ',
      'Мирзо-Улугбек',
      'Karimov Aziz Anvarovich',
      'Rahimov Bobur Olimovich',
      'Цена иска',
      'Расчёт взыскиваемых сумм',
      'ПРОШУ:',
      'Взыскать с ответчика 15 000 000 сумов основного долга (ст. 732 ГК).',
      'Приложения:',
      'Расписка от 3 марта 2025 года',
    ]) {
      expect(res.text.replace(/\u00a0/g, ' ')).toContain(part); // a paper's no-break spaces read as spaces
    }
    expect(res.text).toContain('data-signature=""');
    expect(res.text).toContain('data-testid="print-button"');
    expect(res.text).not.toContain('data-testid="sign-in"');
  });

  test('an Uzbek claim prints in Uzbek', async () => {
    const { who, claim } = await claimOf(1, 'uz');
    await who.post(`/api/v1/me/claims/${claim.id}/generate?lang=uz`, {}).expect(200);
    const res = await who.get(`/mc-rnders?claim=${claim.id}`).expect(200);
    expect(res.text).toMatch(/<article lang="uz"/);
    expect(res.text).toContain('DAʼVO ARIZASI');
    expect(res.text).toContain('SOʻRAYMAN:');
  });

  test('another visitor, a guest and a bad id get the 404 page, and nothing of the claim', async () => {
    const { who, claim } = await claimOf(2, 'ru');
    await who.post(`/api/v1/me/claims/${claim.id}/generate?lang=ru`, {}).expect(200);
    const other = await signedInVisitor(api.app, 3);
    const theirs = await other.get(`/ru/mc-rnders?claim=${claim.id}`).expect(404);
    expect(theirs.text).not.toContain('Rahimov');
    expect(theirs.text).not.toContain('ИСКОВОЕ ЗАЯВЛЕНИЕ');
    const guest = await request(api.app).get(`/ru/mc-rnders?claim=${claim.id}`).set('Cookie', RETURNING).expect(404);
    expect(guest.text).not.toContain('Rahimov');
    const payload = await request(api.app).get(`/ru/mc-rnders/_payload.json?claim=${claim.id}`).set('Cookie', RETURNING);
    expect(payload.status).toBe(404);
    expect(JSON.stringify(payload.body)).not.toContain('Rahimov');
    await who.get('/ru/mc-rnders?claim=999999').expect(404);
    await who.get('/ru/mc-rnders?claim=abc').expect(404);
    await who.get('/ru/mc-rnders?claim=0').expect(404);
  });
});
