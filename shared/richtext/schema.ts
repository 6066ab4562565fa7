/**
 * The one schema of the rich-text document (docs/product.md §3, ADR 008), used by the API to check a body
 * before it is stored and by the editor and the form before they send one. It accepts exactly the
 * shapes of ./types.ts:
 *
 * - blocks: paragraph and justify-right (align, heading 2 or 3, runs), numbered-list and
 *   bulleted-list (align, list items of runs); align is left, justify or right;
 * - runs: text with the marks bold, italic, underline (booleans); macros
 *   `{type:'macros', key, form?, children:[{text}, …]}` whose key names a field of the template
 *   and whose form, when given, is one of ./macros.ts (a Russian case, an Uzbek ending, a gender's words);
 *   signature blanks `{type:'signature', children:[{text:''}]}`;
 *
 * and refuses anything else (an unknown block, mark or property; an empty list), a macro that
 * is not a field, text PostgreSQL cannot keep (NUL, a lone surrogate), and a document over
 * 1 MB of JSON. Each issue names the path of what is wrong ("body.3.children.0.strike") with a
 * message of shared/validation, so the API's field errors point at it.
 *
 * Not exported from ./index.ts: the renderer's importers do not need zod.
 */
import { z } from 'zod';
import type { RuleFailure, RuleIssueParams } from '../validation';
import { ALIGNS } from './align';
import { isMacroForm } from './macros';
import type { RichTextDocument } from './types';

export const RICH_TEXT_LIMITS = {
  /** A document's JSON, in UTF-8 bytes. */
  maxBytes: 1024 * 1024,
  /** Issues reported for one document at most (a garbage body must not make a huge answer). */
  maxIssues: 50,
} as const;

/** A macro's key: a template field's key (snake_case, as migration 0004 checks fields). */
export const MACRO_KEY = /^[a-z][a-z0-9_]{0,63}$/;

const BLOCK_TYPES = ['paragraph', 'justify-right', 'numbered-list', 'bulleted-list'] as const;
const TEXT_BLOCK_KEYS = new Set(['type', 'align', 'heading', 'children']);
const LIST_BLOCK_KEYS = new Set(['type', 'align', 'children']);
const LIST_ITEM_KEYS = new Set(['type', 'children']);
const TEXT_RUN_KEYS = new Set(['text', 'bold', 'italic', 'underline']);
const MARKS = ['bold', 'italic', 'underline'] as const;
const MACRO_KEYS = new Set(['type', 'key', 'form', 'children']);
const SIGNATURE_KEYS = new Set(['type', 'children']);

/** Control characters other than tab and line feed, and lone surrogates: jsonb refuses NUL and broken pairs. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this pattern finds.
const UNSTORABLE = /[\u0000-\u0008\u000B-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when text can be stored and shown: no control characters but tab and line feed, no lone surrogate. */
export function isStorableText(text: string): boolean {
  return !UNSTORABLE.test(text);
}

/** The size of a value as JSON in UTF-8 bytes (what the database and the wire carry). */
export function jsonByteLength(value: unknown): number {
  const json = JSON.stringify(value) ?? '';
  let bytes = 0;
  for (let i = 0; i < json.length; i += 1) {
    const code = json.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff && i + 1 < json.length) {
      bytes += 4;
      i += 1;
    } else bytes += 3;
  }
  return bytes;
}

export interface RichTextSchemaOptions {
  /** Names the document in messages ("Document text"), in the caller's language. */
  label: string;
  /** The keys a macro may name: the fields of the document's template. Absent: any well-formed key. */
  macroKeys?: Iterable<string>;
  /** Default RICH_TEXT_LIMITS.maxBytes. */
  maxBytes?: number;
}

type Path = (string | number)[];

const INVALID: RuleFailure = { key: 'invalid', params: {} };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Walks a document and reports what is wrong; stops after maxIssues. */
class Checker {
  private count = 0;
  constructor(
    private readonly ctx: z.RefinementCtx,
    private readonly label: string,
    private readonly macroKeys: ReadonlySet<string> | null,
  ) {}

  get full(): boolean {
    return this.count >= RICH_TEXT_LIMITS.maxIssues;
  }

  fail(path: Path, failure: RuleFailure = INVALID, field = this.label): void {
    if (this.full) return;
    this.count += 1;
    const params: RuleIssueParams = { rule: failure.key, field, values: failure.params };
    this.ctx.addIssue({ code: 'custom', path, message: `${field}: ${failure.key}`, params: { ...params } });
  }

  /** Every key of the node is allowed; an unknown one (a mark, a property) is reported at its path. */
  keys(node: Record<string, unknown>, allowed: ReadonlySet<string>, path: Path): void {
    for (const key of Object.keys(node)) if (!allowed.has(key)) this.fail([...path, key]);
  }

  text(value: unknown, path: Path): void {
    if (typeof value !== 'string' || !isStorableText(value)) this.fail(path);
  }

  textRun(run: Record<string, unknown>, path: Path): void {
    this.keys(run, TEXT_RUN_KEYS, path);
    this.text(run.text, [...path, 'text']);
    for (const mark of MARKS) if (run[mark] !== undefined && typeof run[mark] !== 'boolean') this.fail([...path, mark]);
  }

  run(run: unknown, path: Path): void {
    if (!isRecord(run)) this.fail(path);
    else if (!('type' in run)) this.textRun(run, path);
    else if (run.type === 'macros') this.macro(run, path);
    else if (run.type === 'signature') this.signature(run, path);
    else this.fail([...path, 'type']);
  }

  macro(run: Record<string, unknown>, path: Path): void {
    this.keys(run, MACRO_KEYS, path);
    const key = run.key;
    if (typeof key !== 'string' || !MACRO_KEY.test(key)) this.fail([...path, 'key']);
    else if (this.macroKeys && !this.macroKeys.has(key)) this.fail([...path, 'key'], { key: 'unknown_field', params: {} }, key);
    if (run.form !== undefined && !isMacroForm(run.form)) this.fail([...path, 'form']);
    const children = run.children;
    if (!Array.isArray(children) || children.length === 0) {
      this.fail([...path, 'children']);
      return;
    }
    for (const [i, child] of children.entries()) {
      if (isRecord(child) && !('type' in child)) this.textRun(child, [...path, 'children', i]);
      else this.fail([...path, 'children', i]);
    }
  }

  signature(run: Record<string, unknown>, path: Path): void {
    this.keys(run, SIGNATURE_KEYS, path);
    const children = run.children;
    const only = Array.isArray(children) && children.length === 1 ? children[0] : undefined;
    if (!isRecord(only) || 'type' in only || only.text !== '') this.fail([...path, 'children']);
    else this.textRun(only, [...path, 'children', 0]);
  }

  runs(runs: unknown, path: Path): void {
    if (!Array.isArray(runs) || runs.length === 0) {
      this.fail(path);
      return;
    }
    for (let i = 0; i < runs.length && !this.full; i += 1) this.run(runs[i], [...path, i]);
  }

  block(block: unknown, path: Path): void {
    if (!isRecord(block)) {
      this.fail(path);
      return;
    }
    const type = block.type;
    if (!(BLOCK_TYPES as readonly unknown[]).includes(type)) {
      this.fail([...path, 'type']);
      return;
    }
    if (block.align !== undefined && !(ALIGNS as readonly unknown[]).includes(block.align)) this.fail([...path, 'align']);
    if (type === 'paragraph' || type === 'justify-right') {
      this.keys(block, TEXT_BLOCK_KEYS, path);
      if (block.heading !== undefined && block.heading !== 2 && block.heading !== 3) this.fail([...path, 'heading']);
      this.runs(block.children, [...path, 'children']);
      return;
    }
    this.keys(block, LIST_BLOCK_KEYS, path);
    const items = block.children;
    if (!Array.isArray(items) || items.length === 0) {
      this.fail([...path, 'children']);
      return;
    }
    for (const [i, item] of items.entries()) {
      const at = [...path, 'children', i];
      if (!isRecord(item) || item.type !== 'list-item') {
        this.fail(isRecord(item) ? [...at, 'type'] : at);
        continue;
      }
      this.keys(item, LIST_ITEM_KEYS, at);
      this.runs(item.children, [...at, 'children']);
    }
  }
}

/**
 * The schema of a document body. Its output is the input, typed, when every part is valid (the
 * tree is kept as sent: no normalization that an editor would have to mirror).
 */
export function richTextSchema(options: RichTextSchemaOptions) {
  const macroKeys = options.macroKeys ? new Set(options.macroKeys) : null;
  const maxBytes = options.maxBytes ?? RICH_TEXT_LIMITS.maxBytes;
  return z.unknown().transform((raw, ctx): RichTextDocument => {
    const checker = new Checker(ctx, options.label, macroKeys);
    if (raw === undefined || raw === null || (Array.isArray(raw) && raw.length === 0)) {
      checker.fail([], { key: 'required', params: {} });
      return [];
    }
    if (!Array.isArray(raw)) {
      checker.fail([]);
      return [];
    }
    let bytes: number;
    try {
      bytes = jsonByteLength(raw);
    } catch {
      // Nesting too deep to serialize (JSON.stringify's RangeError): no document looks like that.
      checker.fail([]);
      return [];
    }
    if (bytes > maxBytes) {
      checker.fail([], { key: 'too_large', params: { limit: Math.round((maxBytes / (1024 * 1024)) * 100) / 100 } });
      return [];
    }
    for (let i = 0; i < raw.length && !checker.full; i += 1) checker.block(raw[i], [i]);
    return raw as RichTextDocument;
  });
}

/** The keys of every macro in a document, in order of appearance (repeats kept). */
export function macroKeysOf(document: RichTextDocument): string[] {
  const keys: string[] = [];
  for (const block of document) {
    const runs = block.type === 'numbered-list' || block.type === 'bulleted-list' ? block.children.flatMap((item) => item.children) : block.children;
    for (const run of runs) if ('type' in run && run.type === 'macros' && run.key) keys.push(run.key);
  }
  return keys;
}
