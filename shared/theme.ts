/**
 * Colour modes (docs/product.md §4) and theme tokens (docs/product.md §3, §9). The preference is light, dark or
 * system; the server writes it on <html> from the cookie so the first paint is right.
 */
export const COLOR_MODE_KEY = 'nuxt-color-mode';
export const COLOR_PREFERENCES = ['light', 'dark', 'system'] as const;
export type ColorPreference = (typeof COLOR_PREFERENCES)[number];
export type ColorValue = 'light' | 'dark';

export function parseColorPreference(value: unknown): ColorPreference {
  return typeof value === 'string' && (COLOR_PREFERENCES as readonly string[]).includes(value) ? (value as ColorPreference) : 'system';
}

/** Class on <html>: "light" or "dark" pins the palette; "system" lets CSS follow the OS. */
export function htmlColorClass(preference: ColorPreference): string {
  return preference;
}

/** Primary teal palette; 500 is the brand colour #0096B2 (docs/product.md §3). */
export const PRIMARY = {
  50: '#e6f7fa',
  100: '#c2ebf2',
  200: '#8fd9e6',
  300: '#55c3d6',
  400: '#22aac3',
  500: '#0096b2',
  600: '#007b93',
  700: '#006277',
  800: '#054f60',
  900: '#0a4150',
  950: '#042a35',
} as const;

/** Badge colours named by the specification. */
export const BADGE_COLORS = ['green', 'iris', 'marineBlue', 'error', 'gold', 'mandy', 'gray', 'primary'] as const;
export type BadgeColor = (typeof BADGE_COLORS)[number];
