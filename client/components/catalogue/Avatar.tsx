/** Initials of a name: the first letter of its first two words ("Dilnoza Yusupova" → "DY"). */
export function initialsOf(name: string): string {
  const letters = name
    .split(/[\s«»"'-]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => [...word][0] ?? '');
  return letters.join('').toLocaleUpperCase();
}

/**
 * A generated picture of a person (round) or a firm (rounded square): initials on a tint of the
 * seed's hue, light or dark with the colour mode (light-dark(), like the site's tokens), so there
 * is no external image to load and no layout shift. Decoration: the name is always written beside it.
 */
export function Avatar({
  name,
  hue,
  size = 48,
  shape = 'round',
  photo = null,
}: {
  name: string;
  hue: number;
  size?: number;
  shape?: 'round' | 'square';
  /** A verified specialist's photo, kept by the site (same origin); the initials otherwise. */
  photo?: string | null;
}) {
  if (photo) {
    return (
      <img
        src={photo}
        alt=""
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
        className={`shrink-0 object-cover ${shape === 'round' ? 'rounded-full' : 'rounded-xl'}`}
        style={{ width: size, height: size }}
      />
    );
  }
  const h = Math.round(((hue % 360) + 360) % 360);
  return (
    <svg viewBox="0 0 48 48" width={size} height={size} aria-hidden="true" focusable="false" className="shrink-0">
      <rect width="48" height="48" rx={shape === 'round' ? 24 : 12} style={{ fill: `light-dark(hsl(${h} 60% 90%), hsl(${h} 35% 24%))` }} />
      <text
        x="24"
        y="24"
        dy="0.35em"
        textAnchor="middle"
        fontSize="17"
        // In CSS, not the font-weight attribute: SVG's attribute takes only multiples of 100.
        style={{ fontWeight: 650, fill: `light-dark(hsl(${h} 55% 25%), hsl(${h} 65% 86%))` }}
      >
        {initialsOf(name)}
      </text>
    </svg>
  );
}
