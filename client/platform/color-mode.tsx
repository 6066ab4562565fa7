import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { COLOR_MODE_KEY, parseColorPreference, type ColorPreference, type ColorValue } from '../../shared/theme.js';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

interface ColorMode {
  /** What the visitor chose. */
  preference: ColorPreference;
  /** What is shown: system resolved through the OS dark-scheme setting. */
  value: ColorValue;
  setPreference(preference: ColorPreference): void;
}

const ColorModeContext = createContext<ColorMode | null>(null);

/** Validates a forced mode: "system" cannot be forced (docs/product.md §4) and is refused with a warning. */
export function resolveForcedMode(forced: string | undefined): ColorValue | null {
  if (forced === undefined) return null;
  if (forced === 'light' || forced === 'dark') return forced;
  console.warn(`Cannot force the colour mode to "${forced}": only light or dark can be forced.`);
  return null;
}

/**
 * Keeps the preference in local storage (key nuxt-color-mode) and mirrors it in a cookie so
 * the server renders the right class on <html>. "system" is pure CSS; the JS value follows the
 * OS setting live through matchMedia.
 */
export function ColorModeProvider({ initial, children }: { initial: ColorPreference; children: ReactNode }) {
  const [preference, setPreferenceState] = useState<ColorPreference>(initial);
  const [systemDark, setSystemDark] = useState(false);

  useEffect(() => {
    const media = window.matchMedia('(prefers-color-scheme: dark)');
    setSystemDark(media.matches);
    const onChange = (event: MediaQueryListEvent) => setSystemDark(event.matches);
    media.addEventListener('change', onChange);
    // Local storage is the visitor's record; a lost cookie is restored from it.
    const stored = window.localStorage.getItem(COLOR_MODE_KEY);
    if (stored && parseColorPreference(stored) !== initial) setPreferenceState(parseColorPreference(stored));
    return () => media.removeEventListener('change', onChange);
  }, [initial]);

  useEffect(() => {
    window.localStorage.setItem(COLOR_MODE_KEY, preference);
    // biome-ignore lint/suspicious/noDocumentCookie: the server reads this cookie to render the chosen mode; the Cookie Store API is missing from some browsers the site serves (Firefox, older Safari)
    document.cookie = `${COLOR_MODE_KEY}=${preference}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax`;
  }, [preference]);

  const setPreference = useCallback((next: ColorPreference) => setPreferenceState(parseColorPreference(next)), []);

  const value: ColorValue = preference === 'system' ? (systemDark ? 'dark' : 'light') : preference;
  const mode = useMemo(() => ({ preference, value, setPreference }), [preference, value, setPreference]);
  return <ColorModeContext.Provider value={mode}>{children}</ColorModeContext.Provider>;
}

export function useColorMode(): ColorMode {
  const mode = useContext(ColorModeContext);
  if (!mode) throw new Error('useColorMode outside ColorModeProvider');
  return mode;
}
