/**
 * The one schema of a claim's answers (ADR 010): the API checks a save with it and the builder's
 * steps check their inputs with it, so both fail alike. It normalizes what a form sends (spaces out
 * of a PINFL, TIN or passport, a phone however grouped, amounts as tiyin) and refuses a bad value
 * at its path — `parties.defendants.1.pinfl`: the step first, then the field — with a message of
 * shared/validation naming the field's label in the caller's language. A draft may leave anything
 * out; what a complete claim needs is ./review.ts's.
 */
import { z } from 'zod';
import type { RuleFailure, RuleIssueParams } from '../validation';
import { isIsoDate, normalizePassport, normalizeUzPhone, PINFL } from '../documents/fields';
import { isStorableText, richTextSchema } from '../richtext/schema';
import type { RichTextDocument } from '../richtext/types';
import {
  ALIMONY_SHARES,
  PRETRIAL_OUTCOMES,
  SIGNATORY_BASES,
  VALUE_ROW_KINDS,
  type ClaimAnswers,
  type ClaimChild,
  type ClaimDemand,
  type Party,
  type PersonParty,
  type PowerOfAttorney,
  type Signatory,
  type ValueRow,
} from './types';
import { isDistrictId, type PartyPlace } from './address';

/** The labels a message names, in the caller's language (locales/{lng}/claims.json fields). */
export const CLAIM_ANSWER_LABELS = [
  'answers',
  'court',
  'courtId',
  'propertyAddress',
  'parties',
  'plaintiff',
  'representative',
  'defendants',
  'thirdParties',
  'kind',
  'name',
  'pinfl',
  'passport',
  'address',
  'phone',
  'tin',
  'bank',
  'value',
  'rows',
  'amount',
  'basis',
  'propertyValue',
  'monthly',
  'months',
  'smallBusiness',
  'exemption',
  'circumstances',
  'evidence',
  'attachments',
  'demands',
  'text',
  'defendant',
  'law',
  'pretrial',
  'sent',
  'date',
  'reference',
  'signatory',
  'position',
  'signatoryBasis',
  'powerOfAttorney',
  'number',
  'representativePowerOfAttorney',
  'outcome',
  'maintenance',
  'children',
  'birthDate',
  'share',
  'place',
  'region',
  'district',
  'propertyPlace',
] as const;
export type ClaimAnswerLabel = (typeof CLAIM_ANSWER_LABELS)[number];
export type ClaimAnswerLabels = Readonly<Record<ClaimAnswerLabel, string>>;

export const CLAIM_LIMITS = {
  name: 300,
  address: 500,
  bank: 1_000,
  basis: 500,
  text: 2_000,
  law: 300,
  reference: 200,
  position: 100,
  powerOfAttorneyNumber: 50,
  children: 15,
  parties: 10,
  rows: 20,
  evidence: 50,
  demands: 30,
  attachments: 30,
  months: 1_200,
  /** The largest amount of one row, in tiyin: ten trillion soʻm. */
  amount: 1_000_000_000_000_000 / 1_000,
} as const;

export const TIN = /^\d{9}$/;

type Ctx = z.RefinementCtx;
type Path = (string | number)[];

function fail(ctx: Ctx, path: Path, field: string, failure: RuleFailure = { key: 'invalid', params: {} }): void {
  const params: RuleIssueParams = { rule: failure.key, field, values: failure.params };
  ctx.addIssue({ code: 'custom', path, message: `${field}: ${failure.key}`, params: { ...params } });
}

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

class Reader {
  constructor(
    readonly ctx: Ctx,
    private readonly labels: ClaimAnswerLabels,
  ) {}

  fail(path: Path, label: ClaimAnswerLabel, failure?: RuleFailure): undefined {
    fail(this.ctx, path, this.labels[label], failure);
    return undefined;
  }

  object(value: unknown, path: Path, label: ClaimAnswerLabel, keys: readonly string[]): Record<string, unknown> | undefined {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return this.fail(path, label);
    const record = value as Record<string, unknown>;
    for (const key of Object.keys(record)) if (!keys.includes(key)) fail(this.ctx, [...path, key], key, { key: 'unknown_field', params: {} });
    return record;
  }

  array(value: unknown, path: Path, label: ClaimAnswerLabel, max: number): unknown[] | undefined {
    if (!Array.isArray(value)) return this.fail(path, label);
    if (value.length > max) return this.fail(path, label, { key: 'max_length', params: { max } });
    return value;
  }

  /** Trimmed one-line (or multi-line) text; undefined when blank. */
  text(value: unknown, path: Path, label: ClaimAnswerLabel, max: number, multiline = false): string | undefined {
    if (blank(value)) return undefined;
    if (typeof value !== 'string') return this.fail(path, label);
    const clean = multiline ? value.replace(/\r\n?/g, '\n').trim() : value.replace(/\s+/g, ' ').trim();
    if (!isStorableText(clean)) return this.fail(path, label);
    if (Array.from(clean).length > max) return this.fail(path, label, { key: 'max_length', params: { max } });
    return clean;
  }

  digits(value: unknown, path: Path, label: 'pinfl' | 'tin', pattern: RegExp): string | undefined {
    if (blank(value)) return undefined;
    const compact = typeof value === 'string' ? value.replace(/\s/g, '') : typeof value === 'number' ? String(value) : '';
    if (!pattern.test(compact)) return this.fail(path, label, { key: label === 'pinfl' ? 'pinfl' : 'invalid', params: {} });
    return compact;
  }

  passport(value: unknown, path: Path): string | undefined {
    if (blank(value)) return undefined;
    const normalized = typeof value === 'string' ? normalizePassport(value) : null;
    return normalized ?? this.fail(path, 'passport', { key: 'passport', params: {} });
  }

  phone(value: unknown, path: Path): string | undefined {
    if (blank(value)) return undefined;
    const normalized = typeof value === 'string' ? normalizeUzPhone(value) : null;
    return normalized ?? this.fail(path, 'phone', { key: 'phone', params: {} });
  }

  date(value: unknown, path: Path): string | undefined {
    if (blank(value)) return undefined;
    return typeof value === 'string' && isIsoDate(value) ? value : this.fail(path, 'date', { key: 'date', params: {} });
  }

  /** A whole number between min and max (tiyin, months, an index). */
  int(value: unknown, path: Path, label: ClaimAnswerLabel, min: number, max: number): number | undefined {
    if (blank(value)) return undefined;
    const n = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value.trim()) : value;
    if (typeof n !== 'number' || !Number.isSafeInteger(n)) return this.fail(path, label);
    if (n < min) return this.fail(path, label, { key: 'min_value', params: { min } });
    if (n > max) return this.fail(path, label, { key: 'max_value', params: { max } });
    return n;
  }

  /** A place picked from the lists (./address.ts): the region's id and the district's. */
  place(value: unknown, path: Path, label: ClaimAnswerLabel): PartyPlace | undefined {
    if (blank(value)) return undefined;
    const raw = this.object(value, path, label, ['region', 'district']);
    if (!raw) return undefined;
    const region = this.int(raw.region, [...path, 'region'], 'region', 1, 2 ** 53 - 1);
    const district = blank(raw.district) ? undefined : isDistrictId(raw.district) ? raw.district : this.fail([...path, 'district'], 'district');
    return region && district ? { region, district } : undefined;
  }

  bool(value: unknown, path: Path, label: ClaimAnswerLabel): boolean | undefined {
    if (value === undefined || value === null) return undefined;
    return typeof value === 'boolean' ? value : this.fail(path, label);
  }
}

function party(r: Reader, value: unknown, path: Path, label: ClaimAnswerLabel, personOnly = false): Party | undefined {
  const raw = r.object(value, path, label, ['kind', 'name', 'pinfl', 'passport', 'address', 'place', 'phone', 'tin', 'bank', 'signatory']);
  if (!raw) return undefined;
  const kind = raw.kind ?? 'person';
  if (kind !== 'person' && (kind !== 'entity' || personOnly)) return r.fail([...path, 'kind'], 'kind', { key: 'option', params: {} });
  const name = r.text(raw.name, [...path, 'name'], 'name', CLAIM_LIMITS.name);
  const address = r.text(raw.address, [...path, 'address'], 'address', CLAIM_LIMITS.address);
  const phone = r.phone(raw.phone, [...path, 'phone']);
  const place = r.place(raw.place, [...path, 'place'], 'place');
  const base = { name: name ?? '', address: address ?? '', ...(place ? { place } : {}), ...(phone ? { phone } : {}) };
  if (kind === 'person') {
    for (const key of ['tin', 'bank', 'signatory'] as const) if (!blank(raw[key])) fail(r.ctx, [...path, key], key, { key: 'unknown_field', params: {} });
    const pinfl = r.digits(raw.pinfl, [...path, 'pinfl'], 'pinfl', PINFL);
    const passport = r.passport(raw.passport, [...path, 'passport']);
    return { kind: 'person', ...base, ...(pinfl ? { pinfl } : {}), ...(passport ? { passport } : {}) };
  }
  for (const key of ['pinfl', 'passport'] as const) if (!blank(raw[key])) fail(r.ctx, [...path, key], key, { key: 'unknown_field', params: {} });
  const tin = r.digits(raw.tin, [...path, 'tin'], 'tin', TIN);
  const bank = r.text(raw.bank, [...path, 'bank'], 'bank', CLAIM_LIMITS.bank, true);
  const signer = blank(raw.signatory) ? undefined : signatory(r, raw.signatory, [...path, 'signatory']);
  return { kind: 'entity', ...base, ...(tin ? { tin } : {}), ...(bank ? { bank } : {}), ...(signer ? { signatory: signer } : {}) };
}

function powerOfAttorney(r: Reader, value: unknown, path: Path, label: ClaimAnswerLabel): PowerOfAttorney | undefined {
  const raw = r.object(value, path, label, ['number', 'date']);
  if (!raw) return undefined;
  const number = r.text(raw.number, [...path, 'number'], 'number', CLAIM_LIMITS.powerOfAttorneyNumber);
  const date = r.date(raw.date, [...path, 'date']);
  return number || date ? { ...(number ? { number } : {}), ...(date ? { date } : {}) } : undefined;
}

/** Who signs for an organisation: position, name and basis; a draft may hold it half typed. */
function signatory(r: Reader, value: unknown, path: Path): Signatory | undefined {
  const raw = r.object(value, path, 'signatory', ['position', 'name', 'basis', 'powerOfAttorney']);
  if (!raw) return undefined;
  const position = r.text(raw.position, [...path, 'position'], 'position', CLAIM_LIMITS.position);
  const name = r.text(raw.name, [...path, 'name'], 'name', CLAIM_LIMITS.name);
  const basis = blank(raw.basis)
    ? 'charter'
    : (SIGNATORY_BASES as readonly unknown[]).includes(raw.basis)
      ? (raw.basis as Signatory['basis'])
      : r.fail([...path, 'basis'], 'signatoryBasis', { key: 'option', params: {} });
  if (!basis) return undefined;
  const poa =
    basis === 'power-of-attorney' && !blank(raw.powerOfAttorney)
      ? powerOfAttorney(r, raw.powerOfAttorney, [...path, 'powerOfAttorney'], 'powerOfAttorney')
      : undefined;
  return { position: position ?? '', name: name ?? '', basis, ...(poa ? { powerOfAttorney: poa } : {}) };
}

function parties(r: Reader, value: unknown, path: Path, label: 'defendants' | 'thirdParties'): Party[] | undefined {
  const list = r.array(value, path, label, CLAIM_LIMITS.parties);
  if (!list) return undefined;
  return list.map((item, i) => party(r, item, [...path, i], label)).filter((p): p is Party => p !== undefined);
}

/** The schema of a claim's answers; `labels` name the fields in the caller's language. */
export function claimAnswersSchema(labels: ClaimAnswerLabels) {
  const circumstancesText = richTextSchema({ label: labels.circumstances, macroKeys: [] });
  return z.unknown().transform((input, ctx): ClaimAnswers => {
    const r = new Reader(ctx, labels);
    const raw = r.object(input ?? {}, [], 'answers', [
      'court',
      'parties',
      'value',
      'circumstances',
      'evidence',
      'attachments',
      'demands',
      'pretrial',
      'maintenance',
    ]);
    if (!raw) return z.NEVER;
    const out: ClaimAnswers = {};

    if (raw.court !== undefined && raw.court !== null) {
      const court = r.object(raw.court, ['court'], 'court', ['courtId', 'propertyAddress', 'propertyPlace']);
      if (court) {
        const courtId = r.int(court.courtId, ['court', 'courtId'], 'courtId', 1, 2 ** 53 - 1);
        const propertyAddress = r.text(court.propertyAddress, ['court', 'propertyAddress'], 'propertyAddress', CLAIM_LIMITS.address);
        const propertyPlace = r.place(court.propertyPlace, ['court', 'propertyPlace'], 'propertyPlace');
        out.court = { ...(courtId ? { courtId } : {}), ...(propertyAddress ? { propertyAddress } : {}), ...(propertyPlace ? { propertyPlace } : {}) };
      }
    }

    if (raw.parties !== undefined && raw.parties !== null) {
      const p = r.object(raw.parties, ['parties'], 'parties', [
        'plaintiff',
        'prefilled',
        'representative',
        'representativePowerOfAttorney',
        'defendants',
        'thirdParties',
      ]);
      if (p) {
        const result: NonNullable<ClaimAnswers['parties']> = {};
        if (!blank(p.plaintiff)) {
          const plaintiff = party(r, p.plaintiff, ['parties', 'plaintiff'], 'plaintiff');
          if (plaintiff) result.plaintiff = plaintiff;
        }
        if (p.prefilled !== undefined && p.prefilled !== null) {
          const list = r.array(p.prefilled, ['parties', 'prefilled'], 'plaintiff', 10);
          if (list) {
            const allowed = ['name', 'pinfl', 'passport', 'address', 'phone', 'tin'];
            if (list.every((k) => typeof k === 'string' && allowed.includes(k))) result.prefilled = [...new Set(list as string[])];
            else r.fail(['parties', 'prefilled'], 'plaintiff');
          }
        }
        if (!blank(p.representative)) {
          const representative = party(r, p.representative, ['parties', 'representative'], 'representative', true);
          if (representative) result.representative = representative as PersonParty;
        }
        if (!blank(p.representativePowerOfAttorney)) {
          const poa = powerOfAttorney(r, p.representativePowerOfAttorney, ['parties', 'representativePowerOfAttorney'], 'representativePowerOfAttorney');
          if (poa) result.representativePowerOfAttorney = poa;
        }
        if (p.defendants !== undefined && p.defendants !== null) {
          const list = parties(r, p.defendants, ['parties', 'defendants'], 'defendants');
          if (list) result.defendants = list;
        }
        if (p.thirdParties !== undefined && p.thirdParties !== null) {
          const list = parties(r, p.thirdParties, ['parties', 'thirdParties'], 'thirdParties');
          if (list) result.thirdParties = list;
        }
        out.parties = result;
      }
    }

    if (raw.value !== undefined && raw.value !== null) {
      const v = r.object(raw.value, ['value'], 'value', ['rows', 'propertyValue', 'monthly', 'months', 'smallBusiness', 'exemption']);
      if (v) {
        const result: NonNullable<ClaimAnswers['value']> = {};
        if (v.rows !== undefined && v.rows !== null) {
          const list = r.array(v.rows, ['value', 'rows'], 'rows', CLAIM_LIMITS.rows);
          if (list) {
            const rows: ValueRow[] = [];
            list.forEach((item, i) => {
              const path = ['value', 'rows', i];
              const row = r.object(item, path, 'rows', ['kind', 'amount', 'basis']);
              if (!row) return;
              const kind = (VALUE_ROW_KINDS as readonly unknown[]).includes(row.kind)
                ? (row.kind as ValueRow['kind'])
                : r.fail([...path, 'kind'], 'kind', { key: blank(row.kind) ? 'required' : 'option', params: {} });
              const amount = r.int(row.amount, [...path, 'amount'], 'amount', 0, CLAIM_LIMITS.amount);
              const basis = r.text(row.basis, [...path, 'basis'], 'basis', CLAIM_LIMITS.basis);
              if (kind) rows.push({ kind, amount: amount ?? 0, basis: basis ?? '' });
            });
            result.rows = rows;
          }
        }
        const propertyValue = r.int(v.propertyValue, ['value', 'propertyValue'], 'propertyValue', 0, CLAIM_LIMITS.amount);
        const monthly = r.int(v.monthly, ['value', 'monthly'], 'monthly', 0, CLAIM_LIMITS.amount);
        const months = r.int(v.months, ['value', 'months'], 'months', 1, CLAIM_LIMITS.months);
        const smallBusiness = r.bool(v.smallBusiness, ['value', 'smallBusiness'], 'smallBusiness');
        let exemption: string | undefined;
        if (!blank(v.exemption)) {
          if (typeof v.exemption === 'string' && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(v.exemption)) exemption = v.exemption;
          else r.fail(['value', 'exemption'], 'exemption', { key: 'option', params: {} });
        }
        Object.assign(result, {
          ...(propertyValue !== undefined ? { propertyValue } : {}),
          ...(monthly !== undefined ? { monthly } : {}),
          ...(months !== undefined ? { months } : {}),
          ...(smallBusiness !== undefined ? { smallBusiness } : {}),
          ...(exemption ? { exemption } : {}),
        });
        out.value = result;
      }
    }

    if (raw.circumstances !== undefined && raw.circumstances !== null && !(Array.isArray(raw.circumstances) && raw.circumstances.length === 0)) {
      const parsed = circumstancesText.safeParse(raw.circumstances);
      if (parsed.success) out.circumstances = parsed.data as RichTextDocument;
      else for (const issue of parsed.error.issues) ctx.addIssue({ ...issue, path: ['circumstances', ...issue.path] } as Parameters<Ctx['addIssue']>[0]);
    }

    const textList = (key: 'evidence', max: number): string[] | undefined => {
      const list = r.array(raw[key], [key], key, max);
      if (!list) return undefined;
      return list.map((item, i) => r.text(item, [key, i], key, CLAIM_LIMITS.text)).filter((t): t is string => t !== undefined);
    };
    if (raw.evidence !== undefined && raw.evidence !== null) {
      const list = textList('evidence', CLAIM_LIMITS.evidence);
      if (list) out.evidence = list;
    }

    if (raw.attachments !== undefined && raw.attachments !== null) {
      const a = r.object(raw.attachments, ['attachments'], 'attachments', ['removed', 'extra']);
      if (a) {
        const result: NonNullable<ClaimAnswers['attachments']> = {};
        if (a.removed !== undefined && a.removed !== null) {
          const list = r.array(a.removed, ['attachments', 'removed'], 'attachments', 100);
          if (list) {
            if (list.every((x) => typeof x === 'string' && /^[a-z0-9-]{1,40}$/.test(x))) result.removed = [...new Set(list as string[])];
            else r.fail(['attachments', 'removed'], 'attachments');
          }
        }
        if (a.extra !== undefined && a.extra !== null) {
          const list = r.array(a.extra, ['attachments', 'extra'], 'attachments', CLAIM_LIMITS.attachments);
          if (list)
            result.extra = list
              .map((item, i) => r.text(item, ['attachments', 'extra', i], 'attachments', CLAIM_LIMITS.text))
              .filter((t): t is string => t !== undefined);
        }
        out.attachments = result;
      }
    }

    if (raw.demands !== undefined && raw.demands !== null) {
      const list = r.array(raw.demands, ['demands'], 'demands', CLAIM_LIMITS.demands);
      if (list) {
        const demands: ClaimDemand[] = [];
        list.forEach((item, i) => {
          const d = r.object(item, ['demands', i], 'demands', ['text', 'defendant', 'law']);
          if (!d) return;
          const text = r.text(d.text, ['demands', i, 'text'], 'text', CLAIM_LIMITS.text, true);
          const defendant = r.int(d.defendant, ['demands', i, 'defendant'], 'defendant', 0, CLAIM_LIMITS.parties - 1);
          const law = r.text(d.law, ['demands', i, 'law'], 'law', CLAIM_LIMITS.law);
          demands.push({ text: text ?? '', ...(defendant !== undefined ? { defendant } : {}), ...(law ? { law } : {}) });
        });
        out.demands = demands;
      }
    }

    if (raw.pretrial !== undefined && raw.pretrial !== null) {
      const p = r.object(raw.pretrial, ['pretrial'], 'pretrial', ['sent', 'date', 'reference', 'outcome']);
      if (p) {
        const sent = r.bool(p.sent, ['pretrial', 'sent'], 'sent');
        const date = r.date(p.date, ['pretrial', 'date']);
        const reference = r.text(p.reference, ['pretrial', 'reference'], 'reference', CLAIM_LIMITS.reference);
        const outcome = blank(p.outcome)
          ? undefined
          : (PRETRIAL_OUTCOMES as readonly unknown[]).includes(p.outcome)
            ? (p.outcome as NonNullable<ClaimAnswers['pretrial']>['outcome'])
            : r.fail(['pretrial', 'outcome'], 'outcome', { key: 'option', params: {} });
        out.pretrial = {
          ...(sent !== undefined ? { sent } : {}),
          ...(date ? { date } : {}),
          ...(reference ? { reference } : {}),
          ...(outcome ? { outcome } : {}),
        };
      }
    }

    if (raw.maintenance !== undefined && raw.maintenance !== null) {
      const m = r.object(raw.maintenance, ['maintenance'], 'maintenance', ['children', 'share']);
      if (m) {
        const result: NonNullable<ClaimAnswers['maintenance']> = {};
        if (m.children !== undefined && m.children !== null) {
          const list = r.array(m.children, ['maintenance', 'children'], 'children', CLAIM_LIMITS.children);
          if (list) {
            const children: ClaimChild[] = [];
            list.forEach((item, i) => {
              const path = ['maintenance', 'children', i];
              const child = r.object(item, path, 'children', ['name', 'birthDate']);
              if (!child) return;
              const name = r.text(child.name, [...path, 'name'], 'name', CLAIM_LIMITS.name);
              const birthDate = blank(child.birthDate)
                ? undefined
                : typeof child.birthDate === 'string' && isIsoDate(child.birthDate)
                  ? child.birthDate
                  : r.fail([...path, 'birthDate'], 'birthDate', { key: 'date', params: {} });
              children.push({ name: name ?? '', ...(birthDate ? { birthDate } : {}) });
            });
            result.children = children;
          }
        }
        if (!blank(m.share)) {
          if ((ALIMONY_SHARES as readonly unknown[]).includes(m.share)) result.share = m.share as NonNullable<typeof result.share>;
          else r.fail(['maintenance', 'share'], 'share', { key: 'option', params: {} });
        }
        out.maintenance = result;
      }
    }
    return out;
  });
}
