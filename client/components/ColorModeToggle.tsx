import type { ColorPreference } from '../../shared/theme.js';
import { useT } from '../i18n.js';
import { useColorMode } from '../platform/color-mode.js';
import { MonitorIcon, MoonIcon, SunIcon } from './icons.js';

const NEXT: Record<ColorPreference, ColorPreference> = { light: 'dark', dark: 'system', system: 'light' };
const ICON = { light: SunIcon, dark: MoonIcon, system: MonitorIcon } as const;

/**
 * Cycles light → dark → system; the label says what is chosen and what comes next. `labelled`
 * is the phone menu's row: the icon with the chosen mode written beside it (the visible words
 * begin the accessible name, so a voice command that reads them finds the button).
 */
export function ColorModeToggle({ className = '', labelled = false }: { className?: string; labelled?: boolean }) {
  const { preference, setPreference } = useColorMode();
  const t = useT();
  const Icon = ICON[preference];
  const current = t(`colorMode.${preference}`);
  const label = t('colorMode.toggle', { current, next: t(`colorMode.${NEXT[preference]}`) });
  if (labelled) {
    return (
      <button
        type="button"
        className={`flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-sm font-medium text-muted hover:bg-raised hover:text-ink ${className}`}
        onClick={() => setPreference(NEXT[preference])}
        aria-label={label}
        data-testid="menu-color-mode"
      >
        <Icon />
        {t('colorMode.current', { current })}
      </button>
    );
  }
  return (
    <button
      type="button"
      className={`icon-btn ${className}`}
      onClick={() => setPreference(NEXT[preference])}
      aria-label={label}
      title={label}
      data-color-preference={preference}
    >
      <Icon />
    </button>
  );
}
