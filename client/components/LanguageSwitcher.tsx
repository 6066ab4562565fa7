import { useLocation } from 'react-router';
import { LOCALES, localizedPath, type Locale } from '../../shared/locales.js';
import { useAppState } from '../app-state.js';
import { useT } from '../i18n.js';
import { useSetLocale } from '../platform/locale-switch.js';

/** Each language named in itself, so a visitor finds their own whatever the page's language. */
export const LANGUAGE_NAMES: Record<Locale, { short: string; long: string }> = {
  uz: { short: 'UZ', long: 'Oʻzbekcha' },
  ru: { short: 'RU', long: 'Русский' },
  en: { short: 'EN', long: 'English' },
};

/**
 * Links to the same page in the other languages; with JavaScript, a switch without reload. Below xl
 * each is a 44×44 px target (app.css, header targets) and the frame loses its padding to make room.
 */
export function LanguageSwitcher({ className = '' }: { className?: string }) {
  const { locale } = useAppState();
  const location = useLocation();
  const setLocale = useSetLocale();
  const t = useT();
  return (
    <nav
      aria-label={t('language.label')}
      className={`flex items-center rounded-xl border border-line bg-surface p-0.5 max-xl:rounded-[0.8rem] max-xl:p-0 ${className}`}
    >
      {LOCALES.map((lng) => {
        const current = lng === locale;
        return (
          <a
            key={lng}
            href={localizedPath(lng, location.pathname, location.search)}
            hrefLang={lng}
            lang={lng}
            aria-current={current ? 'true' : undefined}
            title={LANGUAGE_NAMES[lng].long}
            data-locale={lng}
            onClick={(event) => {
              if (!setLocale || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
              event.preventDefault();
              if (!current) setLocale(lng);
            }}
            className={`inline-flex items-center justify-center rounded-[0.55rem] px-2 py-1 text-xs font-semibold tracking-wide transition-colors max-xl:rounded-[0.75rem] ${
              current ? 'bg-accent text-accent-ink' : 'text-muted hover:text-ink'
            }`}
          >
            <span aria-hidden="true">{LANGUAGE_NAMES[lng].short}</span>
            <span className="sr-only">{LANGUAGE_NAMES[lng].long}</span>
          </a>
        );
      })}
    </nav>
  );
}
