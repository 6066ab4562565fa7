import type { ReactNode } from 'react';
import { useT } from '../i18n.js';
import { LanguageSwitcher } from '../components/LanguageSwitcher.js';
import { Logo } from '../components/Logo.js';

/** A calm page for sections not open yet: logo, the message, the language switch. */
export function SoonLayout({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-accent-soft to-canvas">
      <div className="container-page flex h-16 items-center justify-between">
        <Logo label={t('nav.home')} />
        <LanguageSwitcher />
      </div>
      <main id="main" className="container-page flex flex-1 items-center justify-center py-16">
        {children}
      </main>
    </div>
  );
}
