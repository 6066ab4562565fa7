import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import i18next from 'i18next';
import { LanguageDetector, handle } from 'i18next-http-middleware';
import type { RequestHandler } from 'express';
import { DEFAULT_NS, type Resources } from '../../shared/i18n/index.js';
import { serializeForScript } from '../../shared/serialize.js';
import { LOCALES, TRANSLATION_FALLBACK, splitLocalePath, type Locale } from '../../shared/locales.js';

/** Reads every locales/{lng}/{ns}.json once at start-up. */
export function loadLocaleResources(dir: string): Resources {
  const resources: Resources = {};
  for (const lng of LOCALES) {
    const bundles: Record<string, Record<string, unknown>> = {};
    for (const file of readdirSync(path.join(dir, lng)).filter((f) => f.endsWith('.json'))) {
      bundles[file.slice(0, -5)] = JSON.parse(readFileSync(path.join(dir, lng, file), 'utf8')) as Record<string, unknown>;
    }
    resources[lng] = bundles;
  }
  return resources;
}

/** The server's i18next instance: all resources in memory, nothing loaded per request. */
export function createServerI18n(resources: Resources) {
  const detector = new LanguageDetector();
  // The locale comes from the path alone (docs/design.md §2), never from Accept-Language.
  detector.addDetector({ name: 'sitePath', lookup: (req) => splitLocalePath((req as { path?: string }).path ?? '/').locale });
  const instance = i18next.createInstance();
  instance.use(detector);
  void instance.init({
    resources,
    supportedLngs: [...LOCALES],
    preload: [...LOCALES],
    fallbackLng: TRANSLATION_FALLBACK,
    defaultNS: DEFAULT_NS,
    ns: Object.keys(resources.en ?? {}),
    initAsync: false,
    interpolation: { escapeValue: false },
    detection: { order: ['sitePath'], caches: false },
  });
  return instance;
}

/** i18next-http-middleware: req.i18n / req.t in the page's language and Content-Language. */
export function i18nMiddleware(instance: ReturnType<typeof createServerI18n>): RequestHandler {
  return handle(instance) as unknown as RequestHandler;
}

/** The bundles a page needs, for the boot payload: its namespaces, plus the suggestion's. */
export function pageResources(resources: Resources, locale: Locale, namespaces: readonly string[], suggested: Locale | null): Resources {
  const own = resources[locale] ?? {};
  const picked: Resources = { [locale]: Object.fromEntries(namespaces.filter((ns) => ns in own).map((ns) => [ns, own[ns]!])) };
  if (suggested) {
    const other = resources[suggested]?.suggestion;
    if (other) picked[suggested] = { suggestion: other };
  }
  return picked;
}

/**
 * The same bundles, serialized for the page script. Resources never change while the process
 * runs, so each combination is serialized once.
 */
const serializedCache = new WeakMap<Resources, Map<string, string>>();

export function serializedResources(resources: Resources, locale: Locale, namespaces: readonly string[], suggested: Locale | null): string {
  let cache = serializedCache.get(resources);
  if (!cache) {
    cache = new Map();
    serializedCache.set(resources, cache);
  }
  const key = `${locale}|${namespaces.join(',')}|${suggested ?? ''}`;
  let json = cache.get(key);
  if (json === undefined) {
    json = serializeForScript(pageResources(resources, locale, namespaces, suggested));
    cache.set(key, json);
  }
  return json;
}
