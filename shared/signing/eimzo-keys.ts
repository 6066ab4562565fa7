/**
 * The E-IMZO application's key list (`pfx.list_all_certificates`, ADR 026): each entry names its
 * file (disk, path, name) and an `alias`, the certificate's subject and validity as one
 * comma-separated text of lower-case names: `cn=…,name=…,surname=…,o=…,t=…,
 * 1.2.860.3.16.1.2=<PINFL>,1.2.860.3.16.1.1=<TIN>,serialnumber=…,validfrom=2025.01.01 05:00:00,
 * validto=…`. The page reads it to show each key's owner and validity before the visitor picks one.
 */
import type { EimzoKey } from './papers';

export interface PfxEntry {
  disk: string;
  path: string;
  name: string;
  alias: string;
}

/** A key the application lists: a key file, or the ID card in a reader (key id `idcard`, no alias to read before it signs). */
export type KeyEntry = ({ type: 'pfx' } & PfxEntry) | { type: 'idcard' };

/** Values by name, the last one winning; a value may itself hold "=" (never a comma, as the application writes them). */
export function aliasFields(alias: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const part of alias.split(',')) {
    const at = part.indexOf('=');
    if (at <= 0) continue;
    fields[part.slice(0, at).trim().toLowerCase()] = part.slice(at + 1).trim();
  }
  return fields;
}

/** "2025.01.01 05:00:00" (Tashkent time, UTC+5) as a moment. */
export function aliasDate(text: string | undefined): Date | null {
  const match = /^(\d{4})[.-](\d{2})[.-](\d{2})[ T](\d{2}):(\d{2}):(\d{2})$/.exec(text ?? '');
  if (!match) return null;
  const [y, mo, d, h, mi, s] = match.slice(1).map(Number) as [number, number, number, number, number, number];
  return new Date(Date.UTC(y, mo - 1, d, h - 5, mi, s));
}

/** Words of a name as people write them: "YUSUPOVA DILNOZA ALISHER QIZI" → "Yusupova Dilnoza Alisher qizi" (qizi, oʻgʻli in lower case). */
function titleCase(text: string): string {
  return text
    .toLocaleLowerCase('uz')
    .replace(/(^|[\s-])(\p{L})/gu, (_all, before: string, letter: string) => before + letter.toLocaleUpperCase('uz'))
    .replace(/(\s)(Qizi|Kizi|O['ʻ‘]g['ʻ‘]li|Ugli)(?=\s|$)/gu, (_all, space: string, word: string) => space + word.toLocaleLowerCase('uz'));
}

export function eimzoKeyOf(entry: PfxEntry, index: number): EimzoKey {
  const f = aliasFields(entry.alias);
  const name = f.cn ?? [f.surname, f.name].filter(Boolean).join(' ');
  return {
    index,
    name: titleCase(name),
    pinfl: f['1.2.860.3.16.1.2'] ?? null,
    tin: f['1.2.860.3.16.1.1'] ?? null,
    organisation: f.o ? f.o.toUpperCase() : null,
    position: f.t ? titleCase(f.t) : null,
    serialNumber: f.serialnumber ?? '',
    validFrom: aliasDate(f.validfrom),
    validTo: aliasDate(f.validto),
  };
}
