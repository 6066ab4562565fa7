import { useState } from 'react';
import { useLocation } from 'react-router';
import { localizedPath } from '../../shared/locales.js';
import { useAppState } from '../app-state.js';
import { useI18n } from '../i18n.js';
import { dismissSuggestion, useSetLocale } from '../platform/locale-switch.js';
import { CloseIcon } from './icons.js';

/**
 * Offers the visitor's browser language when it differs from the page's (docs/design.md §5: an
 * offer, never a redirect). The offer is written in the suggested language itself.
 */
export function LanguageSuggestion() {
  const { suggestedLocale } = useAppState();
  const [open, setOpen] = useState(true);
  const location = useLocation();
  const setLocale = useSetLocale();
  const i18n = useI18n();
  if (!suggestedLocale || !open) return null;
  // The offer's own namespace travels with the page in the suggested language too.
  const t = i18n.getFixedT(suggestedLocale, 'suggestion');
  const text = t('text');
  return (
    <section aria-label={text} lang={suggestedLocale} className="border-b border-line bg-accent-soft" data-testid="language-suggestion">
      <div className="container-page flex items-center gap-3 py-2 text-sm">
        <p className="flex-1">{text}</p>
        <a
          href={localizedPath(suggestedLocale, location.pathname, location.search)}
          className="btn btn-primary px-3 py-1.5 text-sm"
          onClick={(event) => {
            if (!setLocale) return;
            event.preventDefault();
            setLocale(suggestedLocale);
          }}
        >
          {t('switch')}
        </a>
        <button
          type="button"
          className="icon-btn h-8 w-8"
          aria-label={t('dismiss')}
          onClick={() => {
            dismissSuggestion();
            setOpen(false);
          }}
        >
          <CloseIcon size={16} />
        </button>
      </div>
    </section>
  );
}
