import { createContext, useContext, type ReactNode } from 'react';
import type { AppState } from '../shared/app-state.js';

export type { AppState, FlashMessage, Viewer } from '../shared/app-state.js';

/** The per-request CSP nonce; '' in the browser, which hides nonces from the DOM anyway. */
const NonceContext = createContext('');
const AppStateContext = createContext<AppState | null>(null);

export function AppStateProvider({ state, nonce, children }: { state: AppState; nonce: string; children: ReactNode }) {
  return (
    <NonceContext.Provider value={nonce}>
      <AppStateContext.Provider value={state}>{children}</AppStateContext.Provider>
    </NonceContext.Provider>
  );
}

export function useAppState(): AppState {
  const state = useContext(AppStateContext);
  if (!state) throw new Error('useAppState outside AppStateProvider');
  return state;
}

export function useNonce(): string {
  return useContext(NonceContext);
}
