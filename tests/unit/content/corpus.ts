/**
 * Every text a visitor reads, as one flat list for the content checks: the interface keys
 * (locales/{uz,ru,en}/*.json), the seed content's trilingual values (rich text flattened to its
 * plain text) and the seeded reviews in the language each is written in, each with where it lives
 * and its language.
 *
 * Left out, because other work owns them (the documents issue): locales/*\/documents.json and the
 * document templates with their categories. The claim templates, their categories, the courts and
 * the state duty texts are checked (issue 11). The label check still reads documents.json as
 * interface strings that can be quoted.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { seedContent } from '../../../server/db/seed/content';
import type { Block, ListBlock, Run, TextBlock } from '../../../shared/richtext/types';

export const LANGS = ['uz', 'ru', 'en'] as const;
export type Lang = (typeof LANGS)[number];

export interface Entry {
  /** 'locales/uz/common.json:a.b' or 'content.specialists[3].bio' */
  where: string;
  lang: Lang;
  text: string;
  source: 'locale' | 'content';
  /** Set for support answers and reference article bodies: the texts that quote interface labels. */
  kind?: 'answer' | 'article';
}

/** Run from the repository root, as npm scripts and the other locale tests are. */
export const LOCALES_DIR = resolve('locales');

/** Owned by other issues; not checked here (see the module note). */
export const SKIPPED_LOCALE_FILES = new Set(['documents.json']);
export const SKIPPED_CONTENT_KINDS = new Set(['documentCategories', 'documentTemplates']);

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

export const localeFiles = (lang: Lang): string[] => readdirSync(join(LOCALES_DIR, lang)).filter((f) => f.endsWith('.json')).sort();

const runText = (r: Run): string => ('type' in r ? (r.type === 'macros' ? r.children.map(runText).join('') : '') : r.text);
const blockRuns = (b: Block): Run[] => (b.type === 'numbered-list' || b.type === 'bulleted-list' ? (b as ListBlock).children.flatMap((i) => i.children) : (b as TextBlock).children);
/** A rich text document as text, one line per block or list item. */
export function plainText(doc: Block[]): string {
  return doc
    .flatMap((b) => (b.type === 'numbered-list' || b.type === 'bulleted-list' ? (b as ListBlock).children.map((i) => i.children.map(runText).join('')) : [blockRuns(b).map(runText).join('')]))
    .join('\n');
}

function walkContent(node: unknown, path: string, out: Entry[], kind?: Entry['kind']): void {
  if (Array.isArray(node)) {
    node.forEach((x, i) => walkContent(x, `${path}[${i}]`, out, kind));
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
    const childKind = kind ?? (path.startsWith('content.supportQuestions[') && k === 'answer' ? 'answer' : path.startsWith('content.referenceArticles[') && k === 'body' ? 'article' : undefined);
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

/** Every checked text: interface keys and seed content. */
export const corpus = (): Entry[] => [...localeEntries(), ...contentEntries()];
