import type { MovedEstimate } from '../../../shared/api/ops/contract.js';
import { formatMoney } from '../../../shared/format/money.js';
import type { Locale } from '../../../shared/locales.js';
import { useT } from '../../i18n.js';

/**
 * The claims being written whose state-duty estimate a change of the law's data would move (a base
 * calculation amount, a rule, an exemption: issue 32), each with its estimate now and then; on a
 * phone each claim is a block of its own.
 */
export function MovedClaims({ items, locale }: { items: readonly MovedEstimate[]; locale: Locale }) {
  const t = useT('ops');
  if (items.length === 0) return null;
  const money = (tiyin: number | null) => (tiyin === null ? '—' : formatMoney(tiyin, locale));
  return (
    <div className="mt-4">
      <table className="w-full text-left text-sm max-sm:block" data-testid="moved-claims">
        <caption className="sr-only">{t('amounts.preview.caption')}</caption>
        <thead className="border-b border-line text-xs uppercase text-muted max-sm:hidden">
          <tr>
            <th scope="col" className="py-2 pr-4">
              {t('amounts.preview.claim')}
            </th>
            <th scope="col" className="py-2 pr-4 text-right">
              {t('amounts.preview.before')}
            </th>
            <th scope="col" className="py-2 text-right">
              {t('amounts.preview.after')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line max-sm:block">
          {items.map((item) => (
            <tr key={item.claimId} className="max-sm:block max-sm:py-2">
              <td className="py-2 pr-4 max-sm:block max-sm:py-0">
                №{item.claimId} · {item.template} · {t(`amounts.preview.status.${item.status}`)}
              </td>
              <td className="py-2 pr-4 text-right tabular-nums whitespace-nowrap max-sm:inline max-sm:py-0">{money(item.before)}</td>
              <td className="py-2 text-right tabular-nums whitespace-nowrap max-sm:inline max-sm:py-0 max-sm:before:content-['_→_']">{money(item.after)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
