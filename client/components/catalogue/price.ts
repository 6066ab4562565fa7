import type { ServiceCard } from '../../../shared/api/types.js';
import { formatMoney } from '../../../shared/format/money.js';
import type { TFunction } from '../../../shared/i18n/index.js';

/** A service's price in so'm: "150 000 soʻm", or "from 150 000 soʻm" when it is a lower bound. */
export function priceText(t: TFunction, tiyin: number, kind: ServiceCard['priceKind'], locale: string): string {
  const price = formatMoney(tiyin, locale);
  return kind === 'from' ? t('catalogue:price.from', { price }) : price;
}

/** "2 months", "45 minutes": a service's usual duration. */
export function durationText(t: TFunction, duration: NonNullable<ServiceCard['duration']>): string {
  return t(`catalogue:duration.${duration.unit}`, { count: duration.value });
}
