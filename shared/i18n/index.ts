import type { Locale } from '../locales.js';

/**
 * The page's translations: the same i18next resources (locales/{lng}/{ns}.json) and the same
 * key syntax ("ns:a.b", {{interpolation}}, i18next v4 plural suffixes _one/_few/_many/_other),
 * read by one small function on the server and in the browser, so both render identical text
 * and i18next's runtime stays out of the browser bundle.
 */
export type Bundle = Record<string, unknown>;
/** lng → ns → keys */
export type Resources = Record<string, Record<string, Bundle>>;
export type TOptions = Record<string, unknown> & { count?: number; defaultValue?: string };
export type TFunction = (key: string, options?: TOptions) => string;

export const DEFAULT_NS = 'common';

export interface Translator {
  readonly language: Locale;
  t: TFunction;
  getFixedT(language: string, ns?: string): TFunction;
  hasResourceBundle(language: string, ns: string): boolean;
  addResourceBundle(language: string, ns: string, bundle: Bundle): void;
  /** The bundles held, for serialization. */
  readonly resources: Resources;
}

const pluralRules = new Map<string, Intl.PluralRules>();
function pluralCategory(language: string, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

function lookup(bundle: Bundle | undefined, path: string): unknown {
  let node: unknown = bundle;
  for (const part of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

function interpolate(template: string, options: TOptions | undefined): string {
  if (!options) return template;
  return template.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, name: string) => {
    const value = options[name];
    return value === undefined || value === null ? whole : String(value);
  });
}

export function createTranslator(language: Locale, resources: Resources = {}): Translator {
  const held: Resources = resources;

  const translate = (lng: string, defaultNs: string, key: string, options?: TOptions): string => {
    const colon = key.indexOf(':');
    const ns = colon > 0 ? key.slice(0, colon) : defaultNs;
    const path = colon > 0 ? key.slice(colon + 1) : key;
    const bundle = held[lng]?.[ns];
    let value: unknown;
    if (typeof options?.count === 'number') {
      value = lookup(bundle, `${path}_${pluralCategory(lng, options.count)}`) ?? lookup(bundle, `${path}_other`);
    }
    value ??= lookup(bundle, path);
    if (typeof value !== 'string') return options?.defaultValue ?? key;
    return interpolate(value, options);
  };

  const getFixedT =
    (lng: string, ns = DEFAULT_NS): TFunction =>
    (key, options) =>
      translate(lng, ns, key, options);

  return {
    language,
    t: getFixedT(language),
    getFixedT,
    hasResourceBundle: (lng, ns) => held[lng]?.[ns] !== undefined,
    addResourceBundle: (lng, ns, bundle) => {
      held[lng] = { ...held[lng], [ns]: bundle };
    },
    resources: held,
  };
}
