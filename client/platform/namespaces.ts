import type { Translator as I18n } from '../../shared/i18n/index.js';

/** Loads translation namespaces the page lacks from /locales/{lng}/{ns}.json, once each. */
const inflight = new Map<string, Promise<void>>();

export function ensureNamespaces(i18n: I18n, namespaces: readonly string[], buildId: string): Promise<void> {
  const lng = i18n.language;
  const missing = namespaces.filter((ns) => !i18n.hasResourceBundle(lng, ns));
  return Promise.all(
    missing.map((ns) => {
      const key = `${lng}/${ns}`;
      let pending = inflight.get(key);
      if (!pending) {
        pending = fetch(`/locales/${lng}/${ns}.json?v=${encodeURIComponent(buildId)}`, { credentials: 'same-origin' })
          .then((res) => {
            if (!res.ok) throw new Error(`Translations ${key} answered ${res.status}`);
            return res.json() as Promise<Record<string, unknown>>;
          })
          .then((bundle) => {
            i18n.addResourceBundle(lng, ns, bundle);
          })
          .finally(() => inflight.delete(key));
        inflight.set(key, pending);
      }
      return pending;
    }),
  ).then(() => undefined);
}
