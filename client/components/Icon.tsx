import { useEffect, useState, type CSSProperties } from 'react';
import type { RenderedIcon } from '../../shared/icons.js';
import { registeredIcon } from './icon-registry.js';

export interface IconProps {
  /** "prefix:name", e.g. "lucide:sun". */
  name: string;
  /** Height in px (default 20); the width follows the icon's proportions. */
  size?: number;
  /** A label makes the icon an image for screen readers; without one it is decoration. */
  label?: string;
  className?: string;
  style?: CSSProperties;
}

function fromRegistry(name: string): RenderedIcon | null {
  const entry = registeredIcon(name);
  return entry ? { body: entry[0], viewBox: entry[1] } : null;
}

/**
 * An icon as inline SVG. Icons the interface names are in the registry (icon-registry.ts) and render
 * on the server and in the browser alike (no flicker). Other names, e.g. from data, keep
 * their place as an empty box and arrive from GET /api/_icons; a failure leaves the box empty.
 */
export function Icon({ name, size = 20, label, className, style }: IconProps) {
  const local = fromRegistry(name);
  const [remote, setRemote] = useState<{ name: string; icon: RenderedIcon | null } | null>(null);

  useEffect(() => {
    if (local) return;
    let live = true;
    void import('../platform/icon-loader.js')
      .then(({ loadIcon }) => loadIcon(name))
      .then((icon) => {
        if (live) setRemote({ name, icon });
      });
    return () => {
      live = false;
    };
  }, [name, local]);

  const icon = local ?? (remote?.name === name ? remote.icon : null);
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true as const };
  if (!icon) {
    return <span className={`inline-block ${className ?? ''}`} style={{ width: size, height: size, ...style }} data-icon={name} {...a11y} />;
  }
  const [, , w = 1, h = 1] = icon.viewBox.split(' ').map(Number);
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={icon.viewBox}
      width={Math.round((size * w) / h)}
      height={size}
      className={className}
      style={style}
      data-icon={name}
      focusable="false"
      {...a11y}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the body is the build's own SVG markup (icons.generated.ts, from Iconify's sets), never a visitor's text
      dangerouslySetInnerHTML={{ __html: icon.body }}
    />
  );
}
