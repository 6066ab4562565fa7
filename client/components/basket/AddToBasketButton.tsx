import { Link } from 'react-router';
import { useT } from '../../i18n.js';
import { toasts } from '../../platform/toasts/store.js';
import { Icon } from '../Icon.js';
import { useBasketState } from './useBasketState.js';

export interface AddToBasketButtonProps {
  serviceId: number;
  /** The service's title, for the button's accessible name. */
  name: string;
  /** 'sm' on cards, 'md' on the service page. */
  size?: 'sm' | 'md';
  className?: string;
}

/**
 * "Add to basket": one more of the service; once it is in the basket the button says how many and
 * a link leads to the basket. Above a card's covering link (relative z-10), so it is its own target.
 */
export function AddToBasketButton({ serviceId, name, size = 'sm', className = '' }: AddToBasketButtonProps) {
  const t = useT();
  const { lines } = useBasketState();
  const quantity = lines.find((line) => line.serviceId === serviceId)?.quantity ?? 0;

  const add = () => {
    // The store's code comes with the first change (the header has usually loaded it by then).
    void import('./store.js').then(({ basket }) => basket.add(serviceId)).then((outcome) => {
      if (!outcome.ok) toasts.add({ id: 'basket-failed', type: 'error', text: t(outcome.status === 409 ? 'basket.full' : 'basket.failed') });
    });
  };

  // On a card: a compact button with the count beside it; on the service page: full width, the count below.
  const height = size === 'sm' ? 'h-9 px-3 text-sm' : 'h-11 w-full px-4 text-base';
  const layout = size === 'sm' ? 'inline-flex items-center gap-2' : 'flex flex-col items-center gap-2';
  return (
    <span className={`relative z-10 ${layout} ${className}`}>
      <button type="button" onClick={add} aria-label={t('basket.addNamed', { name })} className={`btn ${quantity > 0 ? 'btn-outline' : 'btn-primary'} ${height}`} data-testid="add-to-basket">
        <Icon name={quantity > 0 ? 'lucide:plus' : 'lucide:shopping-cart'} size={size === 'sm' ? 16 : 18} />
        {quantity > 0 ? t('basket.addMore') : t('basket.add')}
      </button>
      {quantity > 0 ? (
        <Link to="/basket" className="text-sm font-medium text-accent hover:underline" data-testid="in-basket">
          {t('basket.inBasket', { count: quantity })}
        </Link>
      ) : null}
    </span>
  );
}
