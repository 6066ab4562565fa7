import { matchRoutes } from 'react-router';
import { basenameOf, splitLocalePath, type Locale } from '../../shared/locales.js';
import { ROUTES, payloadUrl, paramsAreValid, type RouteDef } from '../../shared/routes.js';
import { PAGE_MODULES } from '../routes/modules.js';
import { NO_PRELOAD_ATTRIBUTE, preloadPayload } from './preload.js';

const INTENT_DELAY_MS = 80;
const MATCHABLE = ROUTES.map((def) => ({ id: def.id, path: def.path }));

/**
 * Preloads an in-site link's page (module and payload) when the visitor shows intent: a pointer
 * resting on it, keyboard focus, or a touch. One delegated listener serves every link but those
 * marked NO_PRELOAD.
 */
export function installLinkPreloading(locale: () => Locale, routeOf: (id: string) => RouteDef | undefined): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const consider = (target: EventTarget | null, delay: number) => {
    const anchor = target instanceof Element ? target.closest('a[href]') : null;
    if (!(anchor instanceof HTMLAnchorElement) || anchor.target === '_blank' || anchor.hasAttribute('download') || anchor.hasAttribute(NO_PRELOAD_ATTRIBUTE))
      return;
    const url = new URL(anchor.href);
    if (url.origin !== window.location.origin) return;
    const { locale: linkLocale } = splitLocalePath(url.pathname);
    if (linkLocale !== locale()) return; // another language is another router: nothing to reuse
    if (url.pathname === window.location.pathname && url.search === window.location.search) return;
    const match = matchRoutes(MATCHABLE, url.pathname, basenameOf(linkLocale))?.at(-1);
    const def = match ? routeOf(match.route.id) : undefined;
    if (!match || !def || !paramsAreValid(def, match.params)) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      // The click may have navigated there before the delay ran out: the router has read that page
      // itself, and a preload now would only be an older copy for a later revalidation to take.
      if (url.pathname === window.location.pathname && url.search === window.location.search) return;
      void PAGE_MODULES[def.id]?.().catch(() => undefined);
      preloadPayload(payloadUrl(url.pathname, url.search));
    }, delay);
  };
  document.addEventListener('pointerover', (e) => consider(e.target, INTENT_DELAY_MS), { passive: true });
  document.addEventListener('pointerout', () => clearTimeout(timer), { passive: true });
  document.addEventListener('focusin', (e) => consider(e.target, 0));
  document.addEventListener('touchstart', (e) => consider(e.target, 0), { passive: true });
}
