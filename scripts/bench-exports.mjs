// The time of a document's DOCX and PDF export (issue 10's budget: each under 300 ms for a
// 10-page document). A measurement, never a test: `npx tsx scripts/bench-exports.mjs`.
//
// The document is the employment contract's Russian body, every field filled, repeated until the
// PDF has ten pages; each export runs a few times to warm up, then BENCH_RUNS (15) times, and the
// median and the slowest are printed, with the pages and the file sizes.
//
//   BENCH_RUNS (15) · BENCH_PAGES (10)
import { seedContent } from '../server/db/seed/content/index.ts';
import { renderDocx } from '../server/documents/export-docx.ts';
import { renderPdf } from '../server/documents/export-pdf.ts';
import { documentMacros } from '../shared/documents/fields.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const PAGES = Number(process.env.BENCH_PAGES ?? 10);
const locale = 'ru';

const template = seedContent.documentTemplates.find((t) => t.id === 'employment-contract');
const fields = template.fields.map((f) => ({
  key: f.key,
  label: f.label[locale],
  labels: f.label,
  kind: f.kind,
  required: f.required,
  options: f.options?.map((o) => ({ value: o.value, label: o.label[locale], labels: o.label })) ?? null,
}));
const sample = { date: '2025-09-01', number: 24, money: 650_000_000, pinfl: '31234567890123', passport: 'AD1234567', phone: '+998901234567' };
const values = Object.fromEntries(fields.map((f) => [f.key, f.kind === 'select' ? f.options[0].value : (sample[f.kind] ?? `Значение поля «${f.label}»`)]));
const macros = documentMacros(fields, values, locale);

const pagesOf = (pdf) => (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;

/** The body repeated until its PDF has PAGES pages. */
async function documentOfPages() {
  let copies = 1;
  for (;;) {
    const body = Array.from({ length: copies }, () => template.body[locale]).flat();
    const pages = pagesOf(await renderPdf({ title: 'Трудовой договор', locale, body, macros }));
    if (pages >= PAGES) return { body, pages };
    copies += 1;
  }
}

async function time(render) {
  for (let i = 0; i < 3; i++) await render();
  const times = [];
  let size = 0;
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    size = (await render()).length;
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)], max: times[times.length - 1], size };
}

const { body, pages } = await documentOfPages();
const input = { title: 'Трудовой договор', locale, body, macros };
console.log(`document: ${body.length} blocks, ${pages} PDF pages`);
for (const [name, render] of [
  ['docx', () => renderDocx(input)],
  ['pdf', () => renderPdf(input)],
]) {
  const { median, max, size } = await time(render);
  console.log(`${name}: median ${median.toFixed(1)} ms, slowest ${max.toFixed(1)} ms of ${RUNS}, ${(size / 1024).toFixed(0)} KB`);
}
