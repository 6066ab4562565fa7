import type { ReactNode } from 'react';
import { useAppState } from '../app-state.js';
import { Footer } from '../components/Footer.js';
import { Header } from '../components/Header.js';
import { LanguageSuggestion } from '../components/LanguageSuggestion.js';
import { useT } from '../i18n.js';

/** Header, main content and footer; inside Telegram the header is left out (docs/product.md §2). */
export function DefaultLayout({ children }: { children: ReactNode }) {
  const { telegram } = useAppState();
  const t = useT();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-3 focus:top-3 focus:z-50 focus:rounded-lg focus:bg-surface focus:px-3 focus:py-2"
      >
        {t('skipToContent')}
      </a>
      <LanguageSuggestion />
      {telegram ? null : <Header />}
      <main id="main" className="flex-1">
        {children}
      </main>
      <Footer />
    </div>
  );
}
