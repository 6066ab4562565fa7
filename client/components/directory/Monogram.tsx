/** Initials of a name: the quoted part of a firm's name if any («Mezon» …), else its first words. */
export function initialsOf(name: string): string {
  const quoted = /[«"“]([^»"”]+)[»"”]/u.exec(name)?.[1];
  const words = (quoted ?? name).split(/[^\p{L}\p{N}]+/u).filter((word) => word.length > 2 || /^\p{Lu}/u.test(word));
  return words
    .slice(0, 2)
    .map((word) => Array.from(word)[0]?.toUpperCase() ?? '')
    .join('');
}

/**
 * A firm's logo or a person's photo, or their initials on a tile of their own hue (the same in
 * both colour modes). OKLCH keeps every hue equally dark, so white letters keep AA contrast on a
 * yellow tile as on a blue one.
 */
export function Monogram({
  name,
  hue,
  imageUrl,
  size = 48,
  round = false,
}: {
  name: string;
  hue: number;
  imageUrl: string | null;
  size?: number;
  round?: boolean;
}) {
  const shape = round ? 'rounded-full' : 'rounded-xl';
  if (imageUrl)
    return (
      <img src={imageUrl} alt="" width={size} height={size} loading="lazy" className={`${shape} shrink-0 object-cover`} style={{ width: size, height: size }} />
    );
  return (
    <span
      aria-hidden="true"
      className={`${shape} inline-flex shrink-0 select-none items-center justify-center font-semibold text-white`}
      style={{ width: size, height: size, backgroundColor: `oklch(47% 0.11 ${hue})`, fontSize: Math.round(size * 0.36) }}
    >
      {initialsOf(name)}
    </span>
  );
}
