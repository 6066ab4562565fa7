import type { QuoteRef } from '../../../shared/api/orders/contract.js';
import { formatDate } from '../../../shared/format/date.js';
import { useAppState } from '../../app-state.js';
import { useT } from '../../i18n.js';
import { Icon } from '../Icon.js';

/**
 * An item bought by a specialist's offer (issue 31): "By the offer of 5 March 2026: the work as
 * they wrote it · 10 days of work", under the item's title in the basket, the order and the sale.
 * The description is shown as written (text, its line breaks kept).
 */
export function QuoteNote({ quote, className = '' }: { quote: QuoteRef; className?: string }) {
  const t = useT('basket');
  const { locale } = useAppState();
  return (
    <span
      className={`mt-1 flex items-start gap-1.5 text-sm font-normal text-muted print:text-black ${className}`}
      data-testid="item-quote"
      data-quote={quote.id}
    >
      <Icon name="lucide:file-check" size={16} className="mt-0.5 shrink-0 print:hidden" />
      <span className="min-w-0 whitespace-pre-line [overflow-wrap:anywhere]">
        {t('quote.by', { date: formatDate(quote.createdAt, locale, { style: 'long' }), description: quote.description })}
        {' · '}
        <span className="whitespace-nowrap">{t('quote.days', { count: quote.days })}</span>
      </span>
    </span>
  );
}
