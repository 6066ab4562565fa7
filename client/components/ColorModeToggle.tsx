import type { ColorPreference } from '../../shared/theme.js';
import { useT } from '../i18n.js';
import { useColorMode } from '../platform/color-mode.js';
import { MonitorIcon, MoonIcon, SunIcon } from './icons.js';

const NEXT: Record<ColorPreference, ColorPreference> = { light: 'dark', dark: 'system', system: 'light' };
const ICON = { light: SunIcon, dark: MoonIcon, system: MonitorIcon } as const;

/** Cycles light → dark → system; the label says what is chosen and what comes next. */
export function ColorModeToggle() {
  const { preference, setPreference } = useColorMode();
  const t = useT();
  const Icon = ICON[preference];
  const label = t('colorMode.toggle', { current: t(`colorMode.${preference}`), next: t(`colorMode.${NEXT[preference]}`) });
  return (
    <button
      type="button"
      className="icon-btn"
      onClick={() => setPreference(NEXT[preference])}
      aria-label={label}
      title={label}
      data-color-preference={preference}
    >
      <Icon />
    </button>
  );
}
