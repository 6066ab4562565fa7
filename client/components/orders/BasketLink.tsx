import { Link } from 'react-router';
import { useT } from '../../i18n.js';
import { Icon } from '../Icon.js';
import { useBasketState } from './useBasketState.js';

/** The header's basket: a link to /basket with the number of units in it (BasketSync keeps every tab current). */
export function BasketLink() {
  const t = useT();
  const { count } = useBasketState();
  const label = count > 0 ? t('basket.linkCount', { count }) : t('basket.link');
  return (
    <Link to="/basket" className="icon-btn relative" aria-label={label} title={label} data-testid="basket-link">
      <Icon name="lucide:shopping-cart" size={20} />
      {count > 0 ? (
        <span
          aria-hidden="true"
          data-testid="basket-count"
          className="absolute -right-1 -top-1 flex h-5 min-w-5 items-center justify-center rounded-full bg-accent px-1 text-[11px] font-bold leading-none text-accent-ink tabular-nums"
        >
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </Link>
  );
}
