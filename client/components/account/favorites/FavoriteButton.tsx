import type { FavoriteKind } from '../../../../shared/api/account/favorite-kinds.js';
import { useT } from '../../../i18n.js';
import { toasts } from '../../../platform/toasts/store.js';
import { HeartIcon } from '../../icons.js';
import { useFavoriteRemoval } from './removal.js';
import { useFavoritesState } from './useFavoritesState.js';

export interface FavoriteButtonProps {
  kind: FavoriteKind;
  id: number;
  /** What it keeps, for the button's accessible name ("Favourite: Divorce consultation"). */
  name: string;
  /** 'sm' on cards, 'md' on a detail page. */
  size?: 'sm' | 'md';
  className?: string;
}

const SIZE = { sm: 'size-9', md: 'size-10' } as const;

/**
 * The heart: keeps or drops one favourite. A toggle button (aria-pressed) whose name says what it
 * keeps; it sits above a card's covering link (relative z-10), so it is its own target. Its edge
 * is a control's (--control-line, app.css), so in dark mode it does not fade into the card.
 */
export function FavoriteButton({ kind, id, name, size = 'sm', className = '' }: FavoriteButtonProps) {
  const t = useT();
  const { keys, items } = useFavoritesState();
  const kept = keys.has(`${kind}:${id}`);
  const onRemoved = useFavoriteRemoval();

  const toggle = () => {
    const ref = { kind, id };
    const place = items.findIndex((item) => item.kind === kind && item.id === id);
    // The store's code comes with the first change (usually already loaded after hydration).
    void import('./store.js')
      .then(({ favorites }) => (kept ? favorites.remove(ref) : favorites.add(ref)))
      .then((outcome) => {
        if (outcome === 'failed') toasts.add({ id: 'favorite-failed', type: 'error', text: t('favorite.failed') });
        else if (kept) onRemoved?.(ref, place);
      });
  };

  return (
    <button
      type="button"
      aria-pressed={kept}
      aria-label={t('favorite.label', { name })}
      title={kept ? t('favorite.remove') : t('favorite.add')}
      onClick={toggle}
      data-testid="favorite-button"
      className={`relative z-10 inline-flex shrink-0 items-center justify-center rounded-full border transition-colors focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[var(--accent)] ${SIZE[size]} ${
        kept
          ? 'border-rose-300 bg-rose-50 text-rose-600 dark:border-rose-300/80 dark:bg-rose-400/15 dark:text-rose-300'
          : 'border-control-line bg-surface text-muted hover:border-rose-300 hover:text-rose-600 dark:hover:text-rose-300'
      } ${className}`}
    >
      <HeartIcon size={size === 'sm' ? 18 : 20} className={kept ? '[&_path]:fill-current' : ''} />
    </button>
  );
}
