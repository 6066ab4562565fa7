/**
 * The exports of a document (server/documents): the DOCX and the PDF written from the rich-text
 * tree, as a lawyer opening them would check them: the page, the margins, the alignment (justified
 * lines reach both margins), headings kept with their text, real lists, marks, the language, the
 * signature line, and the download's name.
 */
import { spawnSync } from 'node:child_process';
import JSZip from 'jszip';
import { renderDocx } from '../../../server/documents/export-docx';
import { renderPdf } from '../../../server/documents/export-pdf';
import { asciiFileName, attachmentDisposition, fileBaseName } from '../../../server/documents/filename';
import { documentMacros, type DocumentField } from '../../../shared/documents/fields';
import type { RichTextDocument } from '../../../shared/richtext/types';

const LONG =
  'Oʻzbekiston Respublikasi Fuqarolik kodeksiga muvofiq taraflar ushbu shartnoma boʻyicha oʻz majburiyatlarini vijdonan bajaradilar, majburiyat bajarilmagan taqdirda esa qonunda belgilangan javobgarlikka tortiladilar.';

const FIELDS: DocumentField[] = [{ key: 'name', kind: 'text', required: true, label: 'F.I.Sh.', labels: { uz: 'F.I.Sh.', ru: 'Ф.И.О.', en: 'Name' } }];

const DOC: RichTextDocument = [
  { type: 'paragraph', heading: 2, children: [{ text: 'SHARTNOMA' }] },
  { type: 'justify-right', children: [{ text: '2025-yil 6-mart' }] },
  {
    type: 'paragraph',
    align: 'justify',
    children: [{ text: LONG }, { text: ' Qaror', bold: true }, { text: ' kuchga', italic: true }, { text: ' kirgach.', underline: true }],
  },
  {
    type: 'numbered-list',
    children: [
      { type: 'list-item', children: [{ text: 'Birinchi' }] },
      { type: 'list-item', children: [{ text: 'Ikkinchi' }] },
    ],
  },
  { type: 'paragraph', children: [{ text: 'Oraliq' }] },
  { type: 'numbered-list', children: [{ type: 'list-item', children: [{ text: 'Yana birinchi' }] }] },
  { type: 'bulleted-list', children: [{ type: 'list-item', children: [{ text: 'Belgi' }] }] },
  {
    type: 'justify-right',
    children: [
      { text: 'Sotuvchi: ' },
      { type: 'signature', children: [{ text: '' }] },
      { text: ' / ' },
      { type: 'macros', key: 'name', children: [{ text: '[F.I.Sh.]' }] },
    ],
  },
];

const input = (body: RichTextDocument, values: Record<string, string> = { name: 'Gʻulomov Oʻtkir' }) => ({
  title: 'Shartnoma',
  locale: 'uz' as const,
  body,
  macros: documentMacros(FIELDS, values, 'uz'),
});

function run(command: string, args: string[], stdin: Buffer): string {
  const result = spawnSync(command, args, { input: stdin, encoding: 'utf8' });
  if (result.error) throw new Error(`${command} (Debian's poppler-utils) is needed for this test: ${result.error.message}`);
  expect(result.status).toBe(0);
  return result.stdout;
}

interface BoxLine {
  page: number;
  xMin: number;
  xMax: number;
  text: string;
}

/** Every line of the PDF with its horizontal extent (pdftotext -bbox-layout). */
function pdfLines(pdf: Buffer): BoxLine[] {
  const html = run('pdftotext', ['-bbox-layout', '-', '-'], pdf);
  const lines: BoxLine[] = [];
  html
    .split('<page ')
    .slice(1)
    .forEach((page, index) => {
      for (const match of page.matchAll(/<line xMin="([\d.]+)" yMin="[\d.]+" xMax="([\d.]+)"[^>]*>([\s\S]*?)<\/line>/g)) {
        const words = [...(match[3] ?? '').matchAll(/<word[^>]*>([^<]*)<\/word>/g)].map((word) => word[1]);
        lines.push({ page: index + 1, xMin: Number(match[1]), xMax: Number(match[2]), text: words.join(' ') });
      }
    });
  return lines;
}

const MM = 72 / 25.4;
const LEFT = 30 * MM;
const RIGHT = (210 - 15) * MM;

describe('DOCX', () => {
  test('A4 with 20/15/20/30 mm margins, the document’s language, Times New Roman, black headings kept with their text', async () => {
    const zip = await JSZip.loadAsync(await renderDocx(input(DOC)));
    const xml = await zip.file('word/document.xml')!.async('string');
    const size = /<w:pgSz w:w="(\d+)" w:h="(\d+)"/.exec(xml)!;
    expect(Math.abs(Number(size[1]) - 11906)).toBeLessThanOrEqual(1);
    expect(Math.abs(Number(size[2]) - 16838)).toBeLessThanOrEqual(1);
    const margins = /<w:pgMar w:top="(\d+)" w:right="(\d+)" w:bottom="(\d+)" w:left="(\d+)"/.exec(xml)!.slice(1).map(Number);
    for (const [i, twips] of [1134, 850, 1134, 1701].entries()) expect(Math.abs(margins[i]! - twips)).toBeLessThanOrEqual(1);
    const styles = await zip.file('word/styles.xml')!.async('string');
    expect(styles).toContain('<w:lang w:val="uz-Latn-UZ"/>');
    expect(styles).toContain('w:ascii="Times New Roman"');
    expect(styles).toMatch(/<w:style w:type="paragraph" w:styleId="Heading2">[\s\S]*?<w:keepNext\/>[\s\S]*?<w:color w:val="000000"\/>[\s\S]*?<\/w:style>/);
    const core = await zip.file('docProps/core.xml')!.async('string');
    expect(core).toContain('<dc:title>Shartnoma</dc:title>');
  });

  test('alignment, marks, lists numbered each from 1, the signature line and the filled macro', async () => {
    const zip = await JSZip.loadAsync(await renderDocx(input(DOC)));
    const xml = await zip.file('word/document.xml')!.async('string');
    const paragraphs = xml.match(/<w:p>[\s\S]*?<\/w:p>/g)!;
    expect(paragraphs[0]).toContain('<w:pStyle w:val="Heading2"/>');
    expect(paragraphs[1]).toContain('<w:jc w:val="right"/>');
    expect(paragraphs[2]).toContain('<w:jc w:val="both"/>');
    expect(paragraphs[2]).toMatch(/<w:b\/>(?:<w:bCs\/>)?<\/w:rPr><w:t xml:space="preserve"> Qaror<\/w:t>/);
    expect(paragraphs[2]).toMatch(/<w:i\/>(?:<w:iCs\/>)?<\/w:rPr><w:t xml:space="preserve"> kuchga<\/w:t>/);
    expect(paragraphs[2]).toMatch(/<w:u w:val="single"\/><\/w:rPr><w:t xml:space="preserve"> kirgach\.<\/w:t>/);
    // Two numbered lists: two numbering instances, so the second starts from 1 again.
    const numIds = paragraphs.filter((p) => p.includes('<w:numPr>')).map((p) => /<w:numId w:val="(\d+)"\/>/.exec(p)![1]);
    expect(numIds).toHaveLength(4);
    expect(numIds[0]).toBe(numIds[1]);
    expect(new Set(numIds).size).toBe(3);
    const numbering = await zip.file('word/numbering.xml')!.async('string');
    expect(numbering).toContain('<w:numFmt w:val="decimal"/>');
    expect(numbering).toContain('<w:numFmt w:val="bullet"/>');
    // Word continues a list across numbering instances of one definition unless told to start again.
    for (const id of new Set(numIds)) expect(numbering).toContain(`<w:num w:numId="${id}"><w:abstractNumId w:val="`);
    expect(numbering.match(/<w:num w:numId="\d+">[\s\S]*?<\/w:num>/g)!.every((num) => num.includes('<w:startOverride w:val="1"/>'))).toBe(true);
    expect(paragraphs[8]).toMatch(
      /Sotuvchi: <\/w:t><\/w:r><w:r><w:t xml:space="preserve">_{20,}<\/w:t><\/w:r><w:r><w:t xml:space="preserve"> \/ Gʻulomov Oʻtkir<\/w:t>/,
    );
  });

  test('an empty macro is "[label]" in the document’s language', async () => {
    const xml = await (await JSZip.loadAsync(await renderDocx(input(DOC, {})))).file('word/document.xml')!.async('string');
    expect(xml).toContain(' / [F.I.Sh.]');
  });
});

describe('PDF', () => {
  test('A4, DejaVu Serif embedded, the title and the language set', async () => {
    const pdf = await renderPdf(input(DOC));
    const info = run('pdfinfo', ['-'], pdf);
    expect(info).toMatch(/Page size:\s+595\.2\d? x 841\.8\d? pts \(A4\)/);
    expect(info).toMatch(/Title:\s+Shartnoma/);
    expect(pdf.toString('latin1')).toContain('/Lang (uz-Latn)');
    const fonts = run('pdffonts', ['-'], pdf);
    expect(fonts).toMatch(/\+DejaVuSerif\s+CID TrueType\s+Identity-H\s+yes yes yes/);
    expect(fonts).toMatch(/\+DejaVuSerif-Bold\s/);
  });

  test('justified lines reach both margins (the last one does not), right-aligned lines end at the right margin, lists are indented', async () => {
    const lines = pdfLines(await renderPdf(input(DOC)));
    const at = (text: string) => lines.findIndex((line) => line.text.startsWith(text));
    const first = at('Oʻzbekiston Respublikasi');
    const last = at('1. Birinchi') - 1; // the justified paragraph ends before the list
    expect(last).toBeGreaterThan(first);
    for (const line of lines.slice(first, last)) {
      expect(line.xMin).toBeCloseTo(LEFT, 0);
      expect(line.xMax).toBeCloseTo(RIGHT, 0);
    }
    expect(lines[last]!.text).toMatch(/kirgach\.$/);
    expect(lines[last]!.xMax).toBeLessThan(RIGHT - 20);
    expect(lines[at('2025-yil 6-mart')]!.xMax).toBeCloseTo(RIGHT, 0);
    const signature = lines[at('Sotuvchi:')]!;
    expect(signature.text).toMatch(/^Sotuvchi: _{20,} \/ Gʻulomov Oʻtkir$/);
    expect(signature.xMax).toBeCloseTo(RIGHT, 0);
    // A list item: the number in the hanging indent, the text 10 mm in.
    const item = lines[at('1. Birinchi')]!;
    expect(item.xMin).toBeCloseTo(LEFT + 5 * MM, 0);
    expect(lines.filter((line) => /^1\. /.test(line.text)).map((line) => line.text)).toEqual(['1. Birinchi', '1. Yana birinchi']);
    expect(lines.some((line) => line.text === '• Belgi')).toBe(true);
  });

  test('a heading never ends a page: it moves to the next with the text after it', async () => {
    const filler = Array.from({ length: 80 }, (_v, i): RichTextDocument[number] => ({ type: 'paragraph', children: [{ text: `Qator ${i + 1}` }] }));
    for (let n = 30; n <= 40; n++) {
      const body: RichTextDocument = [
        ...filler.slice(0, n),
        { type: 'paragraph', heading: 3, children: [{ text: 'SARLAVHA' }] },
        { type: 'paragraph', children: [{ text: 'Sarlavhadan keyingi matn' }] },
      ];
      const lines = pdfLines(await renderPdf(input(body)));
      const heading = lines.find((line) => line.text === 'SARLAVHA')!;
      const after = lines.find((line) => line.text === 'Sarlavhadan keyingi matn')!;
      expect([n, heading.page]).toEqual([n, after.page]);
    }
  });

  test('a ten-page document keeps every line of text inside the margins', async () => {
    const body: RichTextDocument = Array.from({ length: 60 }, () => DOC).flat();
    const lines = pdfLines(await renderPdf(input(body)));
    expect(Math.max(...lines.map((line) => line.page))).toBeGreaterThanOrEqual(10);
    for (const line of lines) {
      expect(line.xMin).toBeGreaterThanOrEqual(LEFT - 0.5);
      expect(line.xMax).toBeLessThanOrEqual(RIGHT + 0.5);
    }
  });

  test('a title without its own alignment is centred on the paper (ADR 014)', async () => {
    const lines = pdfLines(await renderPdf(input(DOC)));
    const title = lines.find((line) => line.text === 'SHARTNOMA')!;
    expect((title.xMin + title.xMax) / 2).toBeCloseTo((LEFT + RIGHT) / 2, 0);
  });

  test('an amount never breaks across lines: a no-break space stays inside its word', async () => {
    const amount = '150\u00a0000\u00a0000\u00a0soʻm';
    for (let words = 0; words < 14; words++) {
      const text = `${'soʻz '.repeat(words)}jami ${amount} va yana ${amount} toʻlanadi, ${'qoʻshimcha '.repeat(8)}${amount}.`;
      const lines = pdfLines(await renderPdf(input([{ type: 'paragraph', align: 'justify', children: [{ text }] }])));
      const joined = lines.map((line) => line.text);
      // pdftotext reads the no-break space as a space: each amount sits whole on one line.
      expect(joined.join('|').match(/150 000 000 soʻm/g)).toHaveLength(3);
    }
  });

  test('a justified line stretches only its plain spaces: a word with no-break spaces never runs into the next', async () => {
    // The amount in bold: a segment of its own, after which the next one starts where it was measured to end.
    const children = [
      { text: `${'Qarz oluvchi qarz beruvchidan '.repeat(2)}jami ` },
      { text: '150\u00a0000\u00a0000\u00a0soʻm', bold: true },
      { text: ` (bir yuz ellik million) qarz oldi va uni muddatida qaytarishni oʻz zimmasiga oldi, ${'majburiyat '.repeat(6)}bajariladi.` },
    ];
    for (let words = 0; words < 8; words++) {
      const body: RichTextDocument = [{ type: 'paragraph', align: 'justify', children: [{ text: 'soʻz '.repeat(words) }, ...children] }];
      // Had the amount run into its neighbour, pdftotext would read the overlap as a line of its own, short of the margins.
      const lines = pdfLines(await renderPdf(input(body)));
      for (const line of lines.slice(0, -1))
        expect([words, line.text, Math.round(line.xMin), Math.round(line.xMax)]).toEqual([words, line.text, Math.round(LEFT), Math.round(RIGHT)]);
    }
  });

  test('a signature never stands alone on a page: the date and the last lines go with it', async () => {
    const filler = Array.from({ length: 80 }, (_v, i): RichTextDocument[number] => ({ type: 'paragraph', children: [{ text: `Qator ${i + 1}.` }] }));
    for (let n = 30; n <= 42; n++) {
      const body: RichTextDocument = [
        ...filler.slice(0, n),
        { type: 'justify-right', children: [{ text: '2026-yil 29-noyabr' }] },
        { type: 'justify-right', children: [{ text: 'Daʼvogar: ' }, { type: 'signature', children: [{ text: '' }] }, { text: ' / Aliyev S. A.' }] },
      ];
      const lines = pdfLines(await renderPdf(input(body)));
      const signature = lines.find((line) => line.text.startsWith('Daʼvogar:'))!;
      const date = lines.find((line) => line.text === '2026-yil 29-noyabr')!;
      const before = lines.find((line) => line.text === `Qator ${n}.`)!;
      expect([n, date.page, before.page]).toEqual([n, signature.page, signature.page]);
    }
  });

  test('the template’s stop after a value that ends in one is dropped («2026 г.» never «г..»)', async () => {
    const fields: DocumentField[] = [{ key: 'until', kind: 'date', required: true, label: 'Срок', labels: { uz: 'Muddat', ru: 'Срок', en: 'Until' } }];
    const body: RichTextDocument = [
      { type: 'paragraph', children: [{ text: 'Действительна до ' }, { type: 'macros', key: 'until', children: [{ text: '[Срок]' }] }, { text: '. Далее' }] },
    ];
    const pdf = await renderPdf({ title: 'Доверенность', locale: 'ru', body, macros: documentMacros(fields, { until: '2027-11-29' }, 'ru') });
    expect(run('pdftotext', ['-', '-'], pdf).replace(/\s+/g, ' ')).toContain('Действительна до 29 ноября 2027 г. Далее');
    const empty = await renderPdf({ title: 'Доверенность', locale: 'ru', body, macros: documentMacros(fields, {}, 'ru') });
    expect(run('pdftotext', ['-', '-'], empty).replace(/\s+/g, ' ')).toContain('Действительна до [Срок]. Далее');
  });

  test('a word longer than the line is cut to fit', async () => {
    const lines = pdfLines(await renderPdf(input([{ type: 'paragraph', children: [{ text: 'x'.repeat(400) }] }])));
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(line.xMax).toBeLessThanOrEqual(RIGHT + 0.5);
  });
});

describe('the download’s name', () => {
  test('the title, without what file systems refuse, and an ASCII form of it', () => {
    expect(fileBaseName('Доверенность: Иванов / 2025')).toBe('Доверенность Иванов 2025');
    expect(fileBaseName('  ')).toBe('document');
    expect(asciiFileName('Qarz boʻyicha talabnoma')).toBe('Qarz boyicha talabnoma');
    expect(asciiFileName('Қарз бўйича талабнома, ҳисоб')).toBe('Qarz boyicha talabnoma, hisob');
    expect(asciiFileName('Объяснительная записка')).toBe('Obyasnitelnaya zapiska');
    expect(asciiFileName('Café «Ёлка»')).toBe('Cafe Yolka');
    expect(asciiFileName('«»')).toBe('document');
  });

  test('Content-Disposition: an attachment with filename and filename* (RFC 6266, 8187)', () => {
    expect(attachmentDisposition('Ishonchnoma (umumiy)', 'pdf')).toBe(
      `attachment; filename="Ishonchnoma (umumiy).pdf"; filename*=UTF-8''Ishonchnoma%20%28umumiy%29.pdf`,
    );
    expect(attachmentDisposition('Претензия "долг"', 'docx')).toBe(
      `attachment; filename="Pretenziya dolg.docx"; filename*=UTF-8''%D0%9F%D1%80%D0%B5%D1%82%D0%B5%D0%BD%D0%B7%D0%B8%D1%8F%20%D0%B4%D0%BE%D0%BB%D0%B3.docx`,
    );
  });
});
