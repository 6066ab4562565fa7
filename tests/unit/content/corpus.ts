/**
 * Every text a visitor reads, as one flat list for the content checks: the interface keys
 * (locales/{uz,ru,en}/*.json), the seed content's trilingual values (rich text flattened to its
 * plain text) and the seeded reviews in the language each is written in, each with where it lives
 * and its language.
 *
 * Nothing is left out: the document templates and documents.json were once skipped, and the skip
 * hid straight quotes, split endings and undeclined names in them (the language review of 28 Nov
 * 2026). A template's field shows as its placeholder, "{{key}}" or "{{key|form}}", so the checks see
 * what the paper will hold next to it. codeEntries() adds the source of the claim's generated
 * wording, for the one check that reads code (a Russian name after a preposition).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { seedContent } from '../../../server/db/seed/content';
import type { Block, ListBlock, MacroRun, Run, TextBlock } from '../../../shared/richtext/types';

export const LANGS = ['uz', 'ru', 'en'] as const;
export type Lang = (typeof LANGS)[number];

export interface Entry {
  /** 'locales/uz/common.json:a.b' or 'content.specialists[3].bio' */
  where: string;
  lang: Lang;
  text: string;
  source: 'locale' | 'content' | 'code';
  /** Set for support answers and reference article bodies: the texts that quote interface labels. */
  kind?: 'answer' | 'article';
}

/** Run from the repository root, as npm scripts and the other locale tests are. */
export const LOCALES_DIR = resolve('locales');

/** Nothing is skipped now (see the module note); kept so a file can be left out with its reason. */
export const SKIPPED_LOCALE_FILES = new Set<string>();
export const SKIPPED_CONTENT_KINDS = new Set<string>();

/** The code that writes the claim's sentences (read as text by undeclinedNameFindings). */
export const GENERATED_WORDING_FILES = ['shared/claims/texts.ts'];

function flattenJson(node: unknown, path: string, out: [string, string][]): void {
  if (typeof node === 'string') out.push([path, node]);
  else if (node && typeof node === 'object') for (const [k, v] of Object.entries(node)) flattenJson(v, path ? `${path}.${k}` : k, out);
}

/** All string values of one locale file, keyed by their dotted path. */
export function localeStrings(lang: Lang, file: string): [string, string][] {
  const out: [string, string][] = [];
  flattenJson(JSON.parse(readFileSync(join(LOCALES_DIR, lang, file), 'utf8')), '', out);
  return out;
}

export const localeFiles = (lang: Lang): string[] =>
  readdirSync(join(LOCALES_DIR, lang))
    .filter((f) => f.endsWith('.json'))
    .sort();

/** A macro as its placeholder, with the form it is printed in when it has one ("{{lender_name|gen}}"). */
function macroText(r: MacroRun): string {
  if (!r.key) return r.children.map(runText).join('');
  // `form` is the engine's addition to a macro (a Russian case, an Uzbek ending); older runs lack it.
  const form = (r as { form?: unknown }).form;
  return typeof form === 'string' && form ? `{{${r.key}|${form}}}` : `{{${r.key}}}`;
}
const runText = (r: Run): string => ('type' in r ? (r.type === 'macros' ? macroText(r) : '') : r.text);
const blockRuns = (b: Block): Run[] =>
  b.type === 'numbered-list' || b.type === 'bulleted-list' ? (b as ListBlock).children.flatMap((i) => i.children) : (b as TextBlock).children;
/** A rich text document as text, one line per block or list item. */
export function plainText(doc: Block[]): string {
  return doc
    .flatMap((b) =>
      b.type === 'numbered-list' || b.type === 'bulleted-list'
        ? (b as ListBlock).children.map((i) => i.children.map(runText).join(''))
        : [blockRuns(b).map(runText).join('')],
    )
    .join('\n');
}

function walkContent(node: unknown, path: string, out: Entry[], kind?: Entry['kind']): void {
  if (Array.isArray(node)) {
    for (const [i, x] of node.entries()) walkContent(x, `${path}[${i}]`, out, kind);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const obj = node as Record<string, unknown>;
  const keys = Object.keys(obj);
  if (keys.length > 0 && keys.every((k) => (LANGS as readonly string[]).includes(k))) {
    for (const lang of LANGS) {
      const v = obj[lang];
      if (typeof v === 'string') out.push({ where: path, lang, text: v, source: 'content', kind });
      else if (Array.isArray(v)) out.push({ where: path, lang, text: plainText(v as Block[]), source: 'content', kind });
    }
    return;
  }
  for (const k of keys) {
    const childKind =
      kind ??
      (path.startsWith('content.supportQuestions[') && k === 'answer'
        ? 'answer'
        : path.startsWith('content.referenceArticles[') && k === 'body'
          ? 'article'
          : undefined);
    walkContent(obj[k], `${path}.${k}`, out, childKind);
  }
}

export function localeEntries(): Entry[] {
  const out: Entry[] = [];
  for (const lang of LANGS)
    for (const file of localeFiles(lang)) {
      if (SKIPPED_LOCALE_FILES.has(file)) continue;
      for (const [key, text] of localeStrings(lang, file)) out.push({ where: `locales/${lang}/${file}:${key}`, lang, text, source: 'locale' });
    }
  return out;
}

export function contentEntries(): Entry[] {
  const out: Entry[] = [];
  for (const [kind, list] of Object.entries(seedContent)) {
    if (SKIPPED_CONTENT_KINDS.has(kind)) continue;
    walkContent(list, `content.${kind}`, out);
  }
  // Reviews are in one language each, the client's (and the answer in the specialist's).
  seedContent.reviews.forEach((review, i) => {
    out.push({ where: `content.reviews[${i}].body`, lang: review.lang, text: review.body, source: 'content' });
    if (review.answer) out.push({ where: `content.reviews[${i}].answer`, lang: review.answer.lang, text: review.answer.text, source: 'content' });
  });
  return out;
}

/** The generated wording's source files, whole, as Russian text (only undeclinedNameFindings reads them). */
export function codeEntries(): Entry[] {
  return GENERATED_WORDING_FILES.map((file) => ({ where: file, lang: 'ru' as const, text: readFileSync(resolve(file), 'utf8'), source: 'code' as const }));
}

/** Every checked text: interface keys and seed content. */
export const corpus = (): Entry[] => [...localeEntries(), ...contentEntries()];
