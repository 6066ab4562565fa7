import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LOCALES } from '../../shared/locales.js';

const DIR = path.resolve('locales');

function keysOf(node: unknown, prefix = ''): string[] {
  if (node === null || typeof node !== 'object') return [prefix];
  return Object.entries(node as Record<string, unknown>).flatMap(([key, value]) => keysOf(value, prefix ? `${prefix}.${key}` : key));
}

function namespaces(locale: string): string[] {
  return readdirSync(path.join(DIR, locale))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -5))
    .sort();
}

function read(locale: string, ns: string): unknown {
  return JSON.parse(readFileSync(path.join(DIR, locale, `${ns}.json`), 'utf8'));
}

describe('every text exists in every language', () => {
  test('all locales have the same namespaces', () => {
    const [first, ...rest] = LOCALES.map(namespaces);
    for (const other of rest) expect(other).toEqual(first);
  });

  test.each(namespaces('en').flatMap((ns) => LOCALES.map((locale) => [ns, locale] as const)))(
    '%s in %s has every key the other languages have, none empty',
    (ns, locale) => {
      const all = new Set(LOCALES.flatMap((lng) => keysOf(read(lng, ns))));
      const own = keysOf(read(locale, ns));
      expect([...all].filter((key) => !own.includes(key))).toEqual([]);
      const bundle = read(locale, ns);
      for (const key of own) {
        const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], bundle);
        expect(typeof value === 'string' && value.trim().length > 0).toBe(true);
      }
    },
  );

  test('placeholders match across languages', () => {
    for (const ns of namespaces('en')) {
      for (const key of keysOf(read('en', ns))) {
        const pick = (lng: string) =>
          String(key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], read(lng, ns)))
            .match(/\{\{\s*\w+\s*\}\}/g)
            ?.sort() ?? [];
        for (const lng of LOCALES) expect({ key: `${ns}:${key}`, lng, vars: pick(lng) }).toEqual({ key: `${ns}:${key}`, lng, vars: pick('en') });
      }
    }
  });
});

describe('the Uzbek interface is written in Uzbek (Latin)', () => {
  // A Russian word in an Uzbek text ("аренда" in a placeholder) reads as a slip; a language named
  // in itself ("Русский" in a list of languages) is the one place Cyrillic belongs.
  const OWN_NAMES = new Set(['Русский']);
  test.each(namespaces('uz'))('uz/%s.json has no Cyrillic text', (ns) => {
    const bundle = read('uz', ns);
    const cyrillic = keysOf(bundle)
      .map((key) => [key, String(key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], bundle))] as const)
      .filter(([, value]) => /[\u0400-\u04FF]/.test(value) && !OWN_NAMES.has(value));
    expect(cyrillic).toEqual([]);
  });
});
