import { Icon, type IconProps } from './Icon.js';

/**
 * The shell's interface glyphs, from the Lucide set (ISC) through <Icon>, so they are inline
 * SVG from the first byte. `title` names the icon for screen readers; without it, decoration.
 */
type GlyphProps = Omit<IconProps, 'name' | 'label'> & { title?: string };

const glyph = (name: string) =>
  // biome-ignore lint/correctness/noComponentHookFactories: called once per icon at module level (below), never while rendering: each icon is one stable component
  function Glyph({ title, ...rest }: GlyphProps) {
    return <Icon name={name} {...rest} {...(title ? { label: title } : {})} />;
  };

export const SunIcon = glyph('lucide:sun');
export const MoonIcon = glyph('lucide:moon');
export const MonitorIcon = glyph('lucide:monitor');
export const MenuIcon = glyph('lucide:menu');
export const CloseIcon = glyph('lucide:x');
export const GlobeIcon = glyph('lucide:globe');
export const ScaleIcon = glyph('lucide:scale');
export const ArrowLeftIcon = glyph('lucide:arrow-left');
export const SearchIcon = glyph('lucide:search');
export const HeartIcon = glyph('lucide:heart');
export const UserIcon = glyph('lucide:user');
export const LogInIcon = glyph('lucide:log-in');
export const LogOutIcon = glyph('lucide:log-out');
