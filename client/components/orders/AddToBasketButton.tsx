import { Link } from 'react-router';
import { useT } from '../../i18n.js';
import { toasts } from '../../platform/toasts/store.js';
import { Icon } from '../Icon.js';
import { AskButton } from '../messages/ask/AskButton.js';
import { useBasketState } from './useBasketState.js';

export interface AddToBasketButtonProps {
  serviceId: number;
  /** The service's title, for the button's accessible name. */
  name: string;
  /** 'from': the price is agreed before work, so it is asked for instead of bought (issue 29). */
  priceKind: 'fixed' | 'from';
  /** Sold by the unit: "One more" is offered once it is in the basket. */
  countable: boolean;
  /** 'sm' on cards, 'md' on the service page. */
  size?: 'sm' | 'md';
  className?: string;
}

/**
 * "Add to basket": the service once; once it is in the basket a link leads there and, for a
 * service sold by the unit, the button adds one more. A service priced "from" is not bought
 * here: "Ask for a price" opens the question to its specialist about it (issue 31), its first
 * line asking the price; the specialist answers with an offer the client can pay for (the server
 * refuses a "from" price in a basket without one). Above a card's covering link (relative z-10),
 * so it is its own target.
 */
export function AddToBasketButton({ serviceId, name, priceKind, countable, size = 'sm', className = '' }: AddToBasketButtonProps) {
  const t = useT();
  const { lines } = useBasketState();
  const quantity = lines.find((line) => line.serviceId === serviceId)?.quantity ?? 0;

  const add = () => {
    // The store's code comes with the first change (the header has usually loaded it by then).
    void import('./store.js')
      .then(({ basket }) => basket.add(serviceId))
      .then((outcome) => {
        if (!outcome.ok) toasts.add({ id: 'basket-failed', type: 'error', text: t(outcome.status === 409 ? 'basket.full' : 'basket.failed') });
      });
  };

  // On a card: a compact button with the count beside it; on the service page: full width, the count below.
  const height = size === 'sm' ? 'h-9 px-3 text-sm' : 'h-11 w-full px-4 text-base';
  const layout = size === 'sm' ? 'inline-flex items-center gap-2' : 'flex flex-col items-center gap-2';

  if (priceKind === 'from') {
    const whyId = `ask-price-why-${serviceId}-${size}`;
    return (
      <span className={`relative z-10 ${layout} ${className}`}>
        <AskButton
          query={{ service: serviceId, topic: 'price' }}
          label={t('basket.askPriceNamed', { name })}
          describedBy={whyId}
          className={`btn btn-outline ${height}`}
          testId="ask-price"
        >
          <Icon name="lucide:message-circle-question" size={size === 'sm' ? 16 : 18} />
          {t('basket.askPrice')}
        </AskButton>
        <span id={whyId} className={size === 'sm' ? 'sr-only' : 'text-sm text-muted'} data-testid="ask-price-why">
          {t('basket.askPriceWhy')}
        </span>
      </span>
    );
  }

  const inBasket = quantity > 0;
  return (
    <span className={`relative z-10 ${layout} ${className}`}>
      {!inBasket || countable ? (
        <button
          type="button"
          onClick={add}
          aria-label={t('basket.addNamed', { name })}
          className={`btn ${inBasket ? 'btn-outline' : 'btn-primary'} ${height}`}
          data-testid="add-to-basket"
        >
          <Icon name={inBasket ? 'lucide:plus' : 'lucide:shopping-cart'} size={size === 'sm' ? 16 : 18} />
          {inBasket ? t('basket.addMore') : t('basket.add')}
        </button>
      ) : null}
      {inBasket ? (
        <Link to="/basket" className={countable ? 'text-sm font-medium text-accent hover:underline' : `btn btn-outline ${height}`} data-testid="in-basket">
          {countable ? t('basket.inBasket', { count: quantity }) : t('basket.inBasketOnce')}
        </Link>
      ) : null}
    </span>
  );
}
