import type { ReactNode } from 'react';
import { preloadModule } from 'react-dom';
import type { Translator as I18n } from '../shared/i18n/index.js';
import { AppStateProvider, type AppState } from './app-state.js';
import { I18nProvider } from './i18n.js';
import { ColorModeProvider } from './platform/color-mode.js';
import { SetLocaleProvider, type SetLocale } from './platform/locale-switch.js';
import { ViewerProvider } from './platform/viewer.js';

/** Everything above the router, the same on the server and in the browser. */
export function AppProviders({
  state,
  nonce,
  i18n,
  setLocale,
  preloadModules = [],
  children,
}: {
  state: AppState;
  nonce: string;
  i18n: I18n;
  setLocale: SetLocale | null;
  /** Server only: the page's chunks, put into the head as modulepreload links by React. */
  preloadModules?: readonly string[];
  children: ReactNode;
}) {
  // Called here rather than from an extra element, so the tree (and useId) is the same on
  // the server and in the browser.
  for (const href of preloadModules) preloadModule(href, { as: 'script' });
  return (
    <AppStateProvider state={state} nonce={nonce}>
      <I18nProvider i18n={i18n}>
        <SetLocaleProvider value={setLocale}>
          <ColorModeProvider initial={state.colorPreference}>
            <ViewerProvider initial={state.viewer}>{children}</ViewerProvider>
          </ColorModeProvider>
        </SetLocaleProvider>
      </I18nProvider>
    </AppStateProvider>
  );
}
