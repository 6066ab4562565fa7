/**
 * Steps 4–8 of /statement-of-claim/my/{idx} as a browser without JavaScript receives them (issue
 * 11): each step is rendered on the server with the visitor's answers — the circumstances as the
 * renderer shows them with the guide, the evidence and the attachment list, the numbered demands
 * and the template's suggestions, the pre-trial line, the review's problems with their links, and
 * once generated the claim itself with its DOCX, PDF and print links — in Uzbek and Russian.
 */
import type { OwnClaim } from '../../../shared/api/claims/contract';
import type { ClaimAnswers } from '../../../shared/claims/types';
import { engineName, idOf, signedInVisitor, useSeededApi } from '../api/support';

jest.setTimeout(120_000);

const api = useSeededApi();
const decode = (s: string) =>
  s
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

let loan: number;
let court: number;
beforeAll(async () => {
  loan = await idOf(api.db, 'claim_templates', 'loan-debt');
  court = await idOf(api.db, 'courts', 'tashkent-city-civil-mirzo-ulugbek');
});

const ANSWERS = (): ClaimAnswers => ({
  court: { courtId: court },
  parties: {
    plaintiff: { kind: 'person', name: 'Karimov Aziz Anvarovich', address: 'Toshkent shahri, Chilonzor tumani, 5-uy' },
    defendants: [{ kind: 'person', name: 'Rahimov Bobur Olimovich', address: 'Toshkent shahri, Yunusobod tumani, 12-uy' }],
  },
  value: { rows: [{ kind: 'principal', amount: 1_500_000_000, basis: 'Tilxat' }] },
  circumstances: [{ type: 'paragraph', children: [{ text: 'Javobgar qarzni muddatida qaytarmadi.' }] }],
  evidence: ['Qarz tilxati'],
  attachments: { removed: ['calculation'], extra: ['Bank koʻchirmasi'] },
  demands: [{ text: 'Javobgardan 15 000 000 soʻm undirish.', law: 'FK 732-modda' }],
});

async function setUp(citizen: number, answers: ClaimAnswers = ANSWERS()) {
  const who = await signedInVisitor(api.app, citizen);
  const claim = (await who.post('/api/v1/me/claims?lang=uz', { templateId: loan, locale: 'uz', answers }).expect(201)).body as OwnClaim;
  const page = async (prefix: string, step: string) => decode((await who.get(`${prefix}/statement-of-claim/my/${claim.id}?step=${step}`).expect(200)).text);
  return { who, claim, page };
}

describe(`steps 4–8 rendered on the server (${engineName})`, () => {
  test('circumstances, evidence, demands and pre-trial show the answers, in Uzbek and Russian', async () => {
    const { page } = await setUp(0);
    const circumstances = await page('', 'circumstances');
    expect(circumstances).toContain('Javobgar qarzni muddatida qaytarmadi.');
    expect(circumstances).toContain('Nimalarni yozish kerak');
    expect(circumstances).toContain('Qarz boʻyicha: pul qachon va qanday berilgan');
    const ru = await page('/ru', 'circumstances');
    expect(ru).toContain('Что написать');

    const evidence = await page('/ru', 'evidence');
    expect(evidence).toMatch(/value="Qarz tilxati"/);
    // The list in the claim's language (Uzbek), the calculation taken off and offered back.
    expect(evidence).toContain('Daʼvo arizasining Rahimov Bobur Olimovich uchun nusxasi');
    expect(evidence).toContain('Davlat boji toʻlanganligini tasdiqlovchi hujjat');
    expect(evidence).toContain('Убрано из списка');
    expect(evidence).toMatch(/line-through">Undiriladigan summalar hisob-kitobi/);
    expect(evidence).toMatch(/value="Bank koʻchirmasi"/);

    const demands = await page('', 'demands');
    expect(demands).toContain('1-talab');
    expect(demands).toContain('Javobgardan 15 000 000 soʻm undirish.');
    expect(demands).toMatch(/value="FK 732-modda"/);
    expect(demands).toContain('Taklif qilinadigan talablar');

    const pretrial = await page('/ru', 'pretrial');
    expect(pretrial).toContain('претензия до обращения в суд не обязательна');
  });

  test('a saved district shows by its name before the browser reads the region’s list (the parties step without script)', async () => {
    const answers = ANSWERS();
    answers.parties!.defendants![0]!.place = { region: await idOf(api.db, 'regions', 'tashkent-city'), district: '1726266' };
    const { page } = await setUp(2, answers);
    const parties = await page('/ru', 'parties');
    expect(parties).toMatch(/<option value="1726266" selected="">Юнусабадский район<\/option>/);
    expect(parties).not.toMatch(/<option[^>]*>Сохранённый район/);
  });

  test('the review lists each problem with a link to its step; a generated claim shows with its files', async () => {
    const incomplete = await setUp(1, { ...ANSWERS(), demands: [], circumstances: undefined });
    const review = await incomplete.page('/ru', 'review');
    expect(review).toContain('Нужно исправить (2)');
    expect(review).toContain('Перейти к шагу «Обстоятельства»');
    expect(review).toContain('Перейти к шагу «Требования»');
    // Plain links: they work before the script arrives.
    expect(review).toMatch(/<a href="\?step=circumstances"[^>]*data-testid="review-problem-link"/);
    expect(review).toMatch(/data-testid="generate-button"[^>]*disabled=""|disabled=""[^>]*data-testid="generate-button"/);

    const { who, claim, page } = await setUp(2);
    await who.post(`/api/v1/me/claims/${claim.id}/generate?lang=uz`, {}).expect(200);
    const done = await page('', 'review');
    expect(done).toContain('Hammasi toʻldirilgan: daʼvoni yaratish mumkin.');
    expect(done).toContain('DAʼVO ARIZASI');
    expect(done).toContain('SOʻRAYMAN:');
    expect(done).toContain(`href="/api/v1/me/claims/${claim.id}/export.docx?lang=uz"`);
    expect(done).toContain(`href="/api/v1/me/claims/${claim.id}/export.pdf?lang=uz"`);
    expect(done).toContain(`href="/mc-rnders?claim=${claim.id}"`);
    expect(done).toContain('Yaratilgan');
    expect(done).toContain('Sudga topshirdim');
  });
});
