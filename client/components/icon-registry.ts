import { ICONS } from './icons.generated.js';

/** An icon's SVG body and viewBox. */
export type IconEntry = readonly [body: string, viewBox: string];

/**
 * The icons <Icon> renders inline. On the server (and in development) it starts with the whole
 * generated registry. The browser build starts it empty: each module that names icons registers
 * those it names when it is evaluated (scripts/icon-chunks.mjs adds the call at build time), so
 * an icon travels in the chunk of the code that shows it, and a module that renders an icon has
 * always run before it does (docs/decisions/004-icons.md).
 */
const registry = new Map<string, IconEntry>(Object.entries(ICONS));

export function registerIcons(icons: Readonly<Record<string, IconEntry>>): void {
  for (const [name, entry] of Object.entries(icons)) registry.set(name, entry);
}

export function registeredIcon(name: string): IconEntry | undefined {
  return registry.get(name);
}
