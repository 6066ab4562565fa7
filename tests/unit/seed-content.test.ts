/**
 * Seed content: amounts, unique ids, nickname rules, complete translations, references between
 * kinds, template macros against fields, money in tiyin, and rich text valid per shared/richtext.
 */
import { GENERAL_INFO_NOTICE, RESERVED_NICKNAMES, macroKeys, seedContent, type LocalizedRichText, type SeedTemplateField } from '../../server/db/seed/content';
import { isMacroForm } from '../../shared/richtext/macros';
import type { Block, ListBlock, Run, TextBlock, TextRun } from '../../shared/richtext/types';
import { DEMO_CITIZENS } from '../../server/auth/oneid-standin';

const c = seedContent;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const NICK = /^[a-z0-9_.]{3,32}$/;
const BRIEF_RESERVED = [
  'ru',
  'en',
  'api',
  'builds',
  'home',
  'basket',
  'documents',
  'favorites',
  'lawfirms',
  'reference',
  'services',
  'specialists',
  'support',
  'testc',
  'statement-of-claim',
  'mc-rnders',
  'auth',
  'healthz',
  'readyz',
  'metrics',
];
const LOCALES = ['uz', 'ru', 'en'] as const;

const ids = (list: { id: string }[]) => list.map((x) => x.id);
const dupes = (list: string[]) => list.filter((x, i) => list.indexOf(x) !== i);
const isDate = (s: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s);
const isYearMonth = (s: string) => /^\d{4}-(0[1-9]|1[0-2])$/.test(s);

// ───────────── rich text ─────────────
const TEXT_RUN_KEYS = new Set(['text', 'bold', 'italic', 'underline']);
function runErrors(run: Run, where: string): string[] {
  if ('type' in run && run.type === 'signature') {
    const ok = Object.keys(run).every((k) => k === 'type' || k === 'children') && run.children.length === 1 && run.children[0].text === '';
    return ok ? [] : [`${where}: a signature blank is {type:'signature', children:[{text:''}]}`];
  }
  if ('type' in run) {
    const errs: string[] = [];
    if (run.type !== 'macros') errs.push(`${where}: run type ${String((run as { type: unknown }).type)}`);
    if (!Array.isArray(run.children) || run.children.length === 0) errs.push(`${where}: macro without children`);
    else for (const [i, child] of run.children.entries()) errs.push(...runErrors(child, `${where}.macro[${i}]`));
    if (Array.isArray(run.children) && run.children[0] && !run.children[0].text.trim()) errs.push(`${where}: macro with empty placeholder`);
    if (Object.keys(run).some((k) => !['type', 'key', 'form', 'children'].includes(k))) errs.push(`${where}: unknown macro key`);
    if ('form' in run && !isMacroForm(run.form)) errs.push(`${where}: unknown macro form ${String(run.form)}`);
    return errs;
  }
  const r = run as TextRun;
  const errs: string[] = [];
  if (typeof r.text !== 'string') errs.push(`${where}: text is not a string`);
  for (const k of Object.keys(r)) if (!TEXT_RUN_KEYS.has(k)) errs.push(`${where}: unknown run key ${k}`);
  for (const k of ['bold', 'italic', 'underline'] as const) if (k in r && r[k] !== true) errs.push(`${where}: ${k} must be true when present`);
  return errs;
}
function docErrors(doc: unknown, where: string): string[] {
  if (!Array.isArray(doc) || doc.length === 0) return [`${where}: not a non-empty array`];
  const errs: string[] = [];
  (doc as Block[]).forEach((block, i) => {
    const at = `${where}[${i}]`;
    if (block.align !== undefined && !['left', 'justify', 'right'].includes(block.align)) errs.push(`${at}: align ${block.align}`);
    if (block.type === 'paragraph' || block.type === 'justify-right') {
      if (block.heading !== undefined && block.heading !== 2 && block.heading !== 3) errs.push(`${at}: heading ${block.heading}`);
      if (!Array.isArray(block.children) || block.children.length === 0) errs.push(`${at}: no children`);
      else for (const [j, run] of block.children.entries()) errs.push(...runErrors(run, `${at}.${j}`));
      const text = block.children.map((r) => ('type' in r ? r.children[0].text : r.text)).join('');
      if (!text.trim()) errs.push(`${at}: empty block`);
      for (const k of Object.keys(block)) if (!['type', 'align', 'heading', 'children'].includes(k)) errs.push(`${at}: unknown key ${k}`);
    } else if (block.type === 'numbered-list' || block.type === 'bulleted-list') {
      if (!Array.isArray(block.children) || block.children.length === 0) errs.push(`${at}: empty list`);
      else
        block.children.forEach((item, j) => {
          if (item.type !== 'list-item') errs.push(`${at}.${j}: not a list-item`);
          if (!Array.isArray(item.children) || item.children.length === 0) errs.push(`${at}.${j}: empty item`);
          else for (const [k, run] of item.children.entries()) errs.push(...runErrors(run, `${at}.${j}.${k}`));
        });
      if ('heading' in block) errs.push(`${at}: list with heading`);
    } else errs.push(`${at}: block type ${String((block as { type: unknown }).type)}`);
  });
  return errs;
}
const runsOf = (b: Block): Run[] =>
  'heading' in b || b.type === 'paragraph' || b.type === 'justify-right' ? (b as TextBlock).children : (b as ListBlock).children.flatMap((i) => i.children);
const allRuns = (doc: Block[]): Run[] => doc.flatMap(runsOf);
const plain = (doc: Block[]) =>
  allRuns(doc)
    .map((r) => ('type' in r ? r.children[0].text : r.text))
    .join(' ');
const wordCount = (doc: Block[]) => plain(doc).split(/\s+/).filter(Boolean).length;

// ───────────── walk every LocalizedText and LocalizedRichText ─────────────
interface Found {
  path: string;
  value: Record<string, unknown>;
}
function findLocalized(node: unknown, path: string, out: Found[]): void {
  if (Array.isArray(node)) {
    for (const [i, x] of node.entries()) findLocalized(x, `${path}[${i}]`, out);
    return;
  }
  if (node && typeof node === 'object') {
    const obj = node as Record<string, unknown>;
    const keys = Object.keys(obj);
    if (keys.some((k) => (LOCALES as readonly string[]).includes(k))) {
      out.push({ path, value: obj });
      return;
    }
    for (const k of keys) findLocalized(obj[k], `${path}.${k}`, out);
  }
}
const localized: Found[] = [];
findLocalized(c, 'content', localized);

describe('seed content: amounts', () => {
  test('minimum counts', () => {
    expect(c.parentSpecializations.length).toBeGreaterThanOrEqual(8);
    expect(c.specializations.length).toBeGreaterThanOrEqual(40);
    expect(c.specialists.length).toBeGreaterThanOrEqual(60);
    expect(c.lawFirms.length).toBeGreaterThanOrEqual(15);
    expect(c.services.length).toBeGreaterThanOrEqual(30);
    expect(c.referenceArticles.length).toBeGreaterThanOrEqual(30);
    expect(c.documentTemplates.length).toBeGreaterThanOrEqual(12);
    expect(c.claimTemplates.length).toBeGreaterThanOrEqual(10);
    expect(c.claimCategories.length).toBeGreaterThanOrEqual(4);
    expect(new Set(c.claimTemplates.map((x) => x.categoryId)).size).toBeGreaterThanOrEqual(4);
    expect(c.regions).toHaveLength(14);
    expect(c.supportQuestions.length).toBeGreaterThanOrEqual(25);
    expect(new Set(c.supportQuestions.map((x) => x.categoryId)).size).toBeGreaterThanOrEqual(5);
  });

  test('every region has at least 4 courts covering civil, criminal, economic and administrative', () => {
    for (const r of c.regions) {
      const here = c.courts.filter((x) => x.regionId === r.id);
      expect({ region: r.id, n: here.length >= 4 }).toEqual({ region: r.id, n: true });
      for (const type of ['civil', 'criminal', 'economic', 'administrative'] as const)
        expect({ region: r.id, type, has: here.some((x) => x.type === type) }).toEqual({ region: r.id, type, has: true });
    }
  });

  test('the document templates asked for are there', () => {
    const want = [
      'power-of-attorney',
      'residential-lease',
      'car-sale-contract',
      'loan-receipt',
      'employment-contract',
      'complaint-to-state-body',
      'pretrial-claim-letter',
      'gift-agreement',
      'spouse-consent',
      'divorce-mutual-consent',
      'service-agreement',
      'explanatory-letter',
    ];
    expect(ids(c.documentTemplates)).toEqual(expect.arrayContaining(want));
  });
});

describe('seed content: ids', () => {
  const kinds = {
    regions: c.regions,
    parentSpecializations: c.parentSpecializations,
    specializations: c.specializations,
    lawFirms: c.lawFirms,
    services: c.services,
    referenceCategories: c.referenceCategories,
    referenceArticles: c.referenceArticles,
    documentCategories: c.documentCategories,
    documentTemplates: c.documentTemplates,
    claimCategories: c.claimCategories,
    claimTemplates: c.claimTemplates,
    courts: c.courts,
    supportCategories: c.supportCategories,
    supportQuestions: c.supportQuestions,
  };
  test.each(Object.entries(kinds))('%s: unique slug ids', (_, list) => {
    const all = ids(list as { id: string }[]);
    expect(dupes(all)).toEqual([]);
    expect(all.filter((id) => !SLUG.test(id))).toEqual([]);
  });
  test('specialization ids are unique across groups and children', () => {
    expect(dupes([...ids(c.parentSpecializations), ...ids(c.specializations)])).toEqual([]);
  });
});

describe('seed content: nicknames', () => {
  const nicks = c.specialists.map((s) => s.nickname);
  test('unique', () => expect(dupes(nicks)).toEqual([]));
  test('3–32 of a-z 0-9 _ .', () => expect(nicks.filter((n) => !NICK.test(n))).toEqual([]));
  test('never reserved', () => {
    const reserved = new Set([...BRIEF_RESERVED, ...RESERVED_NICKNAMES]);
    expect(nicks.filter((n) => reserved.has(n))).toEqual([]);
    expect(BRIEF_RESERVED.filter((w) => !RESERVED_NICKNAMES.includes(w))).toEqual([]);
  });
});

describe('seed content: translations', () => {
  test('found a large number of localized values', () => expect(localized.length).toBeGreaterThan(1000));
  test('every LocalizedText has non-empty uz, ru and en (rich text: non-empty documents)', () => {
    const bad: string[] = [];
    for (const { path, value } of localized) {
      if (Object.keys(value).sort().join() !== 'en,ru,uz') bad.push(`${path}: keys ${Object.keys(value).join()}`);
      for (const l of LOCALES) {
        const v = value[l];
        if (typeof v === 'string') {
          if (!v.trim()) bad.push(`${path}.${l}: empty`);
        } else if (Array.isArray(v)) {
          if (v.length === 0) bad.push(`${path}.${l}: empty document`);
        } else bad.push(`${path}.${l}: missing`);
      }
    }
    expect(bad).toEqual([]);
  });
  test('Uzbek is Latin script with ʻ (U+02BB) for oʻ/gʻ and ʼ (U+02BC) for the tutuq belgisi', () => {
    const bad: string[] = [];
    const check = (path: string, s: string) => {
      if (/['‘’`]/.test(s)) bad.push(`${path}: ASCII or curly apostrophe in "${s.slice(0, 60)}"`);
      if (/[\u0400-\u04FF]/.test(s)) bad.push(`${path}: Cyrillic in "${s.slice(0, 60)}"`);
      if (/[ʻ](?![a-zA-Z])/.test(s.replace(/[oOgG]ʻ/g, ''))) bad.push(`${path}: ʻ not after o/g in "${s.slice(0, 60)}"`);
    };
    for (const { path, value } of localized) {
      const v = value.uz;
      if (typeof v === 'string') check(path, v);
      else if (Array.isArray(v)) check(path, plain(v as Block[]));
    }
    expect(bad).toEqual([]);
  });
  test('Russian text is written in Cyrillic', () => {
    const latinOnly = localized
      .filter(({ value }) => typeof value.ru === 'string' && /[a-z]{4,}/i.test(value.ru as string) && !/[\u0400-\u04FF]/.test(value.ru as string))
      .map(({ path, value }) => `${path}: ${value.ru as string}`)
      // brand names kept in Latin in every language
      .filter((s) => !/Karvon Migration & Law/.test(s));
    expect(latinOnly).toEqual([]);
  });
});

describe('seed content: references resolve', () => {
  const parentIds = new Set(ids(c.parentSpecializations));
  const specById = new Map(c.specializations.map((s) => [s.id, s]));
  const firmIds = new Set(ids(c.lawFirms));
  const regionIds = new Set(ids(c.regions));
  const nicks = new Set(c.specialists.map((s) => s.nickname));

  test('specialization → parent; every parent has children', () => {
    expect(c.specializations.filter((s) => !parentIds.has(s.parentId)).map((s) => s.id)).toEqual([]);
    expect(c.parentSpecializations.filter((p) => !c.specializations.some((s) => s.parentId === p.id)).map((p) => p.id)).toEqual([]);
  });
  test('specialist → 1–4 specializations, law firm, region', () => {
    const bad: string[] = [];
    for (const s of c.specialists) {
      if (s.specializationIds.length < 1 || s.specializationIds.length > 4) bad.push(`${s.nickname}: ${s.specializationIds.length} specializations`);
      if (dupes(s.specializationIds).length) bad.push(`${s.nickname}: repeated specialization`);
      for (const id of s.specializationIds) if (!specById.has(id)) bad.push(`${s.nickname}: specialization ${id}`);
      if (s.lawFirmId !== null && !firmIds.has(s.lawFirmId)) bad.push(`${s.nickname}: law firm ${s.lawFirmId}`);
      if (!regionIds.has(s.regionId)) bad.push(`${s.nickname}: region ${s.regionId}`);
    }
    expect(bad).toEqual([]);
  });
  test('law firm → specializations, region; every firm has a member or a service', () => {
    const bad: string[] = [];
    for (const f of c.lawFirms) {
      for (const id of f.specializationIds) if (!specById.has(id)) bad.push(`${f.id}: specialization ${id}`);
      if (!regionIds.has(f.regionId)) bad.push(`${f.id}: region ${f.regionId}`);
      const used = c.specialists.some((s) => s.lawFirmId === f.id) || c.services.some((x) => x.provider.kind === 'lawfirm' && x.provider.lawFirmId === f.id);
      if (!used) bad.push(`${f.id}: no member and no service`);
    }
    expect(bad).toEqual([]);
  });
  test('service → parent specialization, its children, and a specialist or firm', () => {
    const bad: string[] = [];
    for (const s of c.services) {
      if (!parentIds.has(s.parentSpecializationId)) bad.push(`${s.id}: parent ${s.parentSpecializationId}`);
      for (const id of s.specializationIds)
        if (specById.get(id)?.parentId !== s.parentSpecializationId) bad.push(`${s.id}: ${id} not under ${s.parentSpecializationId}`);
      if (s.provider.kind === 'specialist' && !nicks.has(s.provider.nickname)) bad.push(`${s.id}: specialist ${s.provider.nickname}`);
      if (s.provider.kind === 'lawfirm' && !firmIds.has(s.provider.lawFirmId)) bad.push(`${s.id}: firm ${s.provider.lawFirmId}`);
      if (s.deliverables.length < 3 || s.deliverables.length > 5) bad.push(`${s.id}: ${s.deliverables.length} deliverables`);
    }
    expect(bad).toEqual([]);
  });
  test('articles, templates, claims, courts, questions → their categories and links', () => {
    const bad: string[] = [];
    const refCats = new Set(ids(c.referenceCategories));
    for (const a of c.referenceArticles) {
      if (!refCats.has(a.categoryId)) bad.push(`${a.id}: category ${a.categoryId}`);
      if (a.parentSpecializationId && !parentIds.has(a.parentSpecializationId)) bad.push(`${a.id}: parent ${a.parentSpecializationId}`);
      if (a.reviewedBy && !nicks.has(a.reviewedBy)) bad.push(`${a.id}: reviewer ${a.reviewedBy}`);
    }
    const docCats = new Set(ids(c.documentCategories));
    for (const d of c.documentTemplates) if (!docCats.has(d.categoryId)) bad.push(`${d.id}: category ${d.categoryId}`);
    const claimCats = new Set(ids(c.claimCategories));
    for (const d of c.claimTemplates) if (!claimCats.has(d.categoryId)) bad.push(`${d.id}: category ${d.categoryId}`);
    for (const x of c.courts) if (!regionIds.has(x.regionId)) bad.push(`${x.id}: region ${x.regionId}`);
    const supCats = new Set(ids(c.supportCategories));
    for (const q of c.supportQuestions) if (!supCats.has(q.categoryId)) bad.push(`${q.id}: category ${q.categoryId}`);
    for (const cat of c.claimCategories) if (!c.claimTemplates.some((x) => x.categoryId === cat.id)) bad.push(`claim category ${cat.id} is empty`);
    for (const cat of c.documentCategories) if (!c.documentTemplates.some((x) => x.categoryId === cat.id)) bad.push(`document category ${cat.id} is empty`);
    expect(bad).toEqual([]);
  });
  test('claims go to a court type that exists in the court list', () => {
    const types = new Set(c.courts.map((x) => x.type));
    expect(c.claimTemplates.filter((x) => !types.has(x.courtType)).map((x) => x.id)).toEqual([]);
  });
});

describe('seed content: templates', () => {
  const all = [...c.documentTemplates, ...c.claimTemplates] as { id: string; body: LocalizedRichText; fields: SeedTemplateField[] }[];
  test.each(all.map((x) => [x.id, x] as const))('%s: macro keys ↔ fields, in every language', (_, tpl) => {
    const keys = tpl.fields.map((f) => f.key);
    expect(dupes(keys)).toEqual([]);
    expect(keys.filter((k) => !/^[a-z][a-z0-9_]*$/.test(k))).toEqual([]);
    for (const l of LOCALES) {
      const used = macroKeys(tpl.body[l]);
      expect(used.filter((k) => !keys.includes(k))).toEqual([]);
      // A person's gender is read by the forms of their name's macros (in the languages that need it).
      expect(keys.filter((k) => !used.includes(k) && !(k.endsWith('_gender') && used.includes(k.replace(/_gender$/, '_name'))))).toEqual([]);
    }
    for (const f of tpl.fields) {
      if (f.kind === 'select') expect((f.options ?? []).length).toBeGreaterThanOrEqual(2);
      else expect(f.options).toBeUndefined();
    }
  });
  test('every macro has a key and a placeholder text', () => {
    const bad: string[] = [];
    for (const tpl of all)
      for (const l of LOCALES)
        for (const run of allRuns(tpl.body[l]))
          if ('type' in run && run.type === 'macros' && (!run.key || !run.children[0].text.startsWith('['))) bad.push(`${tpl.id}.${l}`);
    expect(bad).toEqual([]);
  });
  test('claims carry the statement structure: court and parties header, demands, attachments', () => {
    for (const tpl of c.claimTemplates) {
      const keys = tpl.fields.map((f) => f.key);
      expect(keys).toEqual(expect.arrayContaining(['court_name', 'plaintiff_name', 'defendant_name', 'defendant_address', 'circumstances', 'doc_date']));
      expect(tpl.attachments.length).toBeGreaterThanOrEqual(3);
      for (const l of LOCALES) {
        const doc = tpl.body[l];
        expect(doc[0]?.type).toBe('justify-right');
        expect(doc.some((b) => b.type === 'numbered-list')).toBe(true);
        expect(plain(doc)).toContain(tpl.attachments[0]![l]);
      }
      expect(c.stateDutyRules.some((r) => r.courtType === tpl.courtType && r.claimKind === tpl.stateDuty.kind && r.validTo === null)).toBe(true);
      for (const e of tpl.stateDuty.exemptions) expect(ids(c.stateDutyExemptions)).toContain(e);
      expect(tpl.demands.filter((d) => !d.optional).length).toBeGreaterThanOrEqual(1);
      for (const d of tpl.demands) for (const l of LOCALES) expect(d.text[l]).toMatch(/\S/);
      if (tpl.claimValue !== 'non-property' && tpl.claimValue !== 'alimony-one-year') expect(keys).toContain('claim_value');
    }
  });
  test('templates carry the "general information, not legal advice" note', () => {
    for (const tpl of [...c.documentTemplates, ...c.claimTemplates]) for (const l of LOCALES) expect(tpl.note[l]).toContain(GENERAL_INFO_NOTICE[l]);
  });
});

describe('seed content: values', () => {
  test('prices are positive integers in tiyin within the asked ranges', () => {
    const bad: string[] = [];
    for (const s of c.services) {
      if (!Number.isInteger(s.price) || s.price <= 0) bad.push(`${s.id}: ${s.price}`);
      const som = s.price / 100;
      if (som < 100_000 || som > 15_000_000) bad.push(`${s.id}: ${som} so'm out of range`);
    }
    expect(bad).toEqual([]);
  });
  test('phones, dates, experience, ratings and hues are well formed', () => {
    const bad: string[] = [];
    const phone = /^\+998 \d{2} \d{3} \d{2} \d{2}$/;
    for (const s of c.specialists) {
      if (!phone.test(s.phone)) bad.push(`${s.nickname}: phone ${s.phone}`);
      if (!isDate(s.memberSince)) bad.push(`${s.nickname}: memberSince`);
      if (s.languages.length === 0 || s.languages.some((l) => !(LOCALES as readonly string[]).includes(l))) bad.push(`${s.nickname}: languages`);
      if (s.experience.length === 0) bad.push(`${s.nickname}: no experience`);
      for (const e of s.experience) {
        if (!isYearMonth(e.from) || (e.to !== null && !isYearMonth(e.to))) bad.push(`${s.nickname}: experience dates`);
        if (e.to !== null && e.to < e.from) bad.push(`${s.nickname}: experience ends before it starts`);
      }
      if (!Number.isInteger(s.avatarHue) || s.avatarHue < 0 || s.avatarHue > 359) bad.push(`${s.nickname}: hue`);
      for (const link of s.socialLinks) if (!link.value.trim()) bad.push(`${s.nickname}: empty link`);
    }
    for (const f of c.lawFirms) {
      if (!phone.test(f.phone)) bad.push(`${f.id}: phone`);
      if (/^https?:/.test(f.website)) bad.push(`${f.id}: website has a scheme`);
      if (f.foundedYear < 1991 || f.foundedYear > 2026) bad.push(`${f.id}: founded`);
    }
    for (const s of c.services) if (!isDate(s.createdAt)) bad.push(`${s.id}: createdAt`);
    for (const a of c.referenceArticles) {
      if (!isDate(a.publishedAt) || a.publishedAt < '2024-01-01' || a.publishedAt > '2026-12-31') bad.push(`${a.id}: publishedAt ${a.publishedAt}`);
    }
    expect(bad).toEqual([]);
  });
  test('some specialists have no reviews, some are unverified, some belong to firms; social links vary in form', () => {
    const reviewed = new Set(
      c.reviews.map((r) => c.services.find((s) => s.id === r.serviceId)?.provider).flatMap((p) => (p?.kind === 'specialist' ? [p.nickname] : [])),
    );
    expect(c.specialists.some((s) => !reviewed.has(s.nickname))).toBe(true);
    expect(c.specialists.some((s) => !s.verified)).toBe(true);
    expect(c.specialists.filter((s) => s.lawFirmId).length).toBeGreaterThanOrEqual(15);
    const values = c.specialists.flatMap((s) => s.socialLinks.map((l) => l.value));
    expect(values.some((v) => v.startsWith('@'))).toBe(true);
    expect(values.some((v) => v.startsWith('t.me/'))).toBe(true);
    expect(values.some((v) => /instagram/.test(v))).toBe(true);
    expect(c.specialists.some((s) => s.socialLinks.some((l) => l.network === 'website' && !/^https?:/.test(l.value)))).toBe(true);
  });
});

describe('seed content: rich text', () => {
  const docs: [string, unknown][] = [
    ...c.referenceArticles.flatMap((a) => LOCALES.map((l) => [`article ${a.id}.${l}`, a.body[l]] as [string, unknown])),
    ...c.documentTemplates.flatMap((x) => LOCALES.map((l) => [`document ${x.id}.${l}`, x.body[l]] as [string, unknown])),
    ...c.claimTemplates.flatMap((x) => LOCALES.map((l) => [`claim ${x.id}.${l}`, x.body[l]] as [string, unknown])),
    ...c.supportQuestions.flatMap((x) => LOCALES.map((l) => [`answer ${x.id}.${l}`, x.answer[l]] as [string, unknown])),
  ];
  test('every body is valid per shared/richtext/types', () => {
    expect(docs.flatMap(([where, doc]) => docErrors(doc, where))).toEqual([]);
  });
  test('articles: 300–700 words per language, headings, lists, emphasis, closing note', () => {
    const bad: string[] = [];
    for (const a of c.referenceArticles)
      for (const l of LOCALES) {
        const doc = a.body[l];
        const n = wordCount(doc);
        if (n < 300 || n > 700) bad.push(`${a.id}.${l}: ${n} words`);
        if (!doc.some((b) => b.type === 'paragraph' && b.heading === 2)) bad.push(`${a.id}.${l}: no heading 2`);
        if (!doc.some((b) => b.type === 'numbered-list' || b.type === 'bulleted-list')) bad.push(`${a.id}.${l}: no list`);
        if (!allRuns(doc).some((r) => !('type' in r) && (r.bold || r.italic || r.underline))) bad.push(`${a.id}.${l}: no emphasis`);
        const last = doc[doc.length - 1];
        if (last?.type !== 'paragraph' || plain([last]) !== GENERAL_INFO_NOTICE[l]) bad.push(`${a.id}.${l}: no closing note`);
      }
    expect(bad).toEqual([]);
  });
  test('the format is exercised: both list kinds, heading 3, justify, justify-right, underline', () => {
    const blocks = c.referenceArticles.flatMap((a) => a.body.en);
    expect(blocks.some((b) => b.type === 'numbered-list')).toBe(true);
    expect(blocks.some((b) => b.type === 'bulleted-list')).toBe(true);
    expect(blocks.some((b) => b.type === 'paragraph' && b.heading === 3)).toBe(true);
    expect(blocks.some((b) => b.align === 'justify')).toBe(true);
    expect(blocks.some((b) => b.type === 'justify-right')).toBe(true);
    expect(allRuns(blocks).some((r) => !('type' in r) && r.underline)).toBe(true);
  });
  test('a handful of articles carry a video under /media', () => {
    const withVideo = c.referenceArticles.filter((a) => a.video);
    expect(withVideo.length).toBeGreaterThanOrEqual(1);
    expect(withVideo.length).toBeLessThanOrEqual(6);
    for (const a of withVideo) {
      expect(a.video!.src).toMatch(/^\/media\/.+\.mp4$/);
      if (a.video!.poster) expect(a.video!.poster).toMatch(/^\/media\//);
    }
  });
});

describe('seed content: clients and their reviews (ratings come only from these)', () => {
  const services = new Map(c.services.map((s) => [s.id, s]));
  const subjectOf = (serviceId: string) => {
    const provider = services.get(serviceId)!.provider;
    return provider.kind === 'specialist' ? provider.nickname : `firm ${provider.lawFirmId}`;
  };
  const count = <T>(list: T[], key: (x: T) => string) => {
    const counts: Record<string, number> = {};
    for (const x of list) counts[key(x)] = (counts[key(x)] ?? 0) + 1;
    return counts;
  };

  test('120–200 reviews, most in Uzbek, many in Russian, some in English', () => {
    expect(c.reviews.length).toBeGreaterThanOrEqual(120);
    expect(c.reviews.length).toBeLessThanOrEqual(200);
    const langs = count(c.reviews, (r) => r.lang);
    expect(langs.uz! / c.reviews.length).toBeGreaterThan(0.5);
    expect(langs.ru! / c.reviews.length).toBeGreaterThan(0.2);
    expect(langs.en).toBeGreaterThanOrEqual(8);
  });

  test('stars mostly 4–5, some 3, a few 1–2, each low one saying why at some length', () => {
    const stars = count(c.reviews, (r) => String(r.stars));
    expect(((stars['4'] ?? 0) + (stars['5'] ?? 0)) / c.reviews.length).toBeGreaterThan(0.8);
    expect(stars['3']).toBeGreaterThanOrEqual(3);
    expect((stars['1'] ?? 0) + (stars['2'] ?? 0)).toBeGreaterThanOrEqual(3);
    for (const r of c.reviews.filter((x) => x.stars <= 2)) expect({ id: r.id, long: r.body.length >= 100 }).toEqual({ id: r.id, long: true });
  });

  test('every review is of a seeded service, 20–2 000 characters, one per client and service, written after the service existed', () => {
    const bad: string[] = [];
    for (const r of c.reviews) {
      const service = services.get(r.serviceId);
      if (!service) bad.push(`${r.id}: unknown service ${r.serviceId}`);
      else if (r.writtenAt.slice(0, 10) <= service.createdAt) bad.push(`${r.id}: written before the service existed`);
      if (r.body.length < 20 || r.body.length > 2000 || r.body !== r.body.trim()) bad.push(`${r.id}: ${r.body.length} characters`);
      if (!/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/.test(r.writtenAt)) bad.push(`${r.id}: writtenAt ${r.writtenAt}`);
    }
    expect(bad).toEqual([]);
    expect(dupes(c.reviews.map((r) => `${r.clientId} ${r.serviceId}`))).toEqual([]);
    expect(c.reviews.some((r) => r.body.length > 500)).toBe(true);
  });

  test('dates spread over the 18 months before the content was written, none in the future', () => {
    const dates = c.reviews.map((r) => r.writtenAt).sort();
    expect(dates[0]! >= '2025-05-25').toBe(true);
    expect(dates.at(-1)! <= '2026-11-25').toBe(true);
    const months = new Set(dates.map((d) => d.slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(16);
  });

  test('not every specialist has reviews; a few have many; some reviews are answered', () => {
    const perSubject = count(c.reviews, (r) => subjectOf(r.serviceId));
    const providers = new Set(c.services.map((s) => subjectOf(s.id)));
    expect([...providers].filter((p) => !perSubject[p]).length).toBeGreaterThanOrEqual(2);
    expect(Object.values(perSubject).filter((n) => n >= 8).length).toBeGreaterThanOrEqual(3);
    const answered = c.reviews.filter((r) => r.answer);
    expect(answered.length).toBeGreaterThanOrEqual(10);
    for (const r of answered) expect(r.answer!.text.length).toBeGreaterThanOrEqual(2);
  });

  test('each review is in its one language with its typography: Uzbek Latin with ʻ ʼ and «», Russian in Cyrillic with «», English with ’', () => {
    const bad: string[] = [];
    const texts = c.reviews.flatMap((r) => [[r.id, r.lang, r.body] as const, ...(r.answer ? [[`${r.id} answer`, r.answer.lang, r.answer.text] as const] : [])]);
    for (const [id, lang, text] of texts) {
      if (/["'`]/.test(text)) bad.push(`${id}: straight quote or apostrophe`);
      if (lang === 'uz' && (/[\u0400-\u04FF‘’“”]/.test(text) || /[ʻ](?![a-zA-Z])/.test(text.replace(/[oOgG]ʻ/g, ''))))
        bad.push(`${id}: not Uzbek Latin typography`);
      if (lang === 'ru' && (!/[\u0400-\u04FF]{3}/.test(text) || /[“”ʻʼ]/.test(text))) bad.push(`${id}: not Russian`);
      if (lang === 'en' && /[\u0400-\u04FFʻʼ«»]/.test(text)) bad.push(`${id}: not English typography`);
    }
    expect(bad).toEqual([]);
  });

  test('clients: PINFLs of 14 digits in the 699 range, unique, none the OneID stand-in’s; names as OneID gives them', () => {
    const standin = new Set(DEMO_CITIZENS.map((citizen) => citizen.pin));
    expect(c.clients.length).toBeGreaterThanOrEqual(100);
    expect(c.clients.filter((x) => !/^699\d{11}$/.test(x.pinfl) || standin.has(x.pinfl)).map((x) => x.id)).toEqual([]);
    expect(dupes(c.clients.map((x) => x.pinfl))).toEqual([]);
    expect(c.clients.filter((x) => !/^[A-Z' ]+$/.test(x.firstName) || !/^[A-Z' -]+$/.test(x.lastName)).map((x) => x.id)).toEqual([]);
    const authors = new Set(c.reviews.map((r) => r.clientId));
    expect(c.clients.filter((x) => !authors.has(x.id)).map((x) => x.id)).toEqual([]);
    expect(c.reviews.filter((r) => !c.clients.some((x) => x.id === r.clientId)).map((r) => r.id)).toEqual([]);
  });
});
