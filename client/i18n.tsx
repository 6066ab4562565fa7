import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { TFunction, Translator } from '../shared/i18n/index.js';

const I18nContext = createContext<Translator | null>(null);

export function I18nProvider({ i18n, children }: { i18n: Translator; children: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

export function useI18n(): Translator {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useI18n outside I18nProvider');
  return i18n;
}

/** The translate function of the page's language, optionally bound to a namespace. */
export function useT(ns?: string): TFunction {
  const i18n = useI18n();
  return useMemo(() => i18n.getFixedT(i18n.language, ns ?? 'common'), [i18n, ns]);
}
