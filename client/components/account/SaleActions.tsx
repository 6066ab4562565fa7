import { Suspense, lazy, useState } from 'react';
import { useRevalidator } from 'react-router';
import type { Sale } from '../../../shared/api/orders/contract.js';
import { formatDate } from '../../../shared/format/date.js';
import { UNDO_WINDOW_MS, type SpecialistMove } from '../../../shared/payments/fulfilment.js';
import { useAppState } from '../../app-state.js';
import { useT } from '../../i18n.js';
import { api } from '../../platform/api.js';
import { toasts } from '../../platform/toasts/store.js';
import { Icon } from '../Icon.js';
import { Button } from '../ui/Button.js';

const SaleMoveDialog = lazy(() => import('./SaleMoveDialog.js'));

function preloadDialog(): void {
  void import('./SaleMoveDialog.js');
}

/**
 * The specialist's next move on a sale ("Start work", "Mark as done"), each confirmed in a dialog,
 * and the undo of the last move while the server allows it (sale.undo: UNDO_WINDOW_MS after the
 * move). After a move a notification offers the undo too. The page's data is read again after
 * each change, so the list and the sale page follow.
 */
export function SaleActions({ sale }: { sale: Sale }) {
  const t = useT('account');
  const { locale } = useAppState();
  const revalidator = useRevalidator();
  const [asked, setAsked] = useState<SpecialistMove | null>(null);
  const [busy, setBusy] = useState<SpecialistMove | 'undo' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const undo = async () => {
    setBusy('undo');
    setProblem(null);
    const outcome = await api.undoSaleStatus({ id: sale.orderId }, { lang: locale });
    if (outcome.ok) toasts.add({ id: `sale-undone-${sale.orderId}`, type: 'success', text: t('sales.undone', { number: sale.number }) });
    else setProblem(outcome.error?.message ?? t('sales.failed'));
    await revalidator.revalidate();
    setBusy(null);
  };

  const move = async (to: SpecialistMove) => {
    setBusy(to);
    setProblem(null);
    const outcome = await api.setSaleStatus({ id: sale.orderId }, { fulfilment: to }, { lang: locale });
    setAsked(null);
    if (outcome.ok) {
      toasts.add({
        id: `sale-moved-${sale.orderId}`,
        type: 'success',
        text: t(`sales.moved.${to}`, { number: sale.number, minutes: UNDO_WINDOW_MS / 60_000 }),
        duration: 10_000,
        action: { label: t('sales.undo'), run: () => void undo() },
      });
    } else setProblem(outcome.error?.message ?? t('sales.failed'));
    await revalidator.revalidate();
    setBusy(null);
  };

  if (sale.allowed.length === 0 && sale.undo === null && problem === null) return null;
  return (
    <div className="mt-3">
      <div className="flex flex-wrap items-center gap-2">
        {sale.allowed.map((to) => (
          <Button
            key={to}
            size="sm"
            variant={to === 'done' ? 'primary' : 'outline'}
            onClick={() => setAsked(to)}
            onPointerEnter={preloadDialog}
            onFocus={preloadDialog}
            disabled={busy !== null}
            data-testid={`sale-${to}`}
          >
            {t(to === 'in_progress' ? 'sales.start' : 'sales.done')}
          </Button>
        ))}
        {sale.undo ? (
          <Button size="sm" variant="ghost" onClick={() => void undo()} loading={busy === 'undo'} disabled={busy !== null} data-testid="sale-undo">
            <Icon name="lucide:undo-2" size={16} />
            {t('sales.undoUntil', { state: t(`sales.state.${sale.fulfilment.state}`), time: formatDate(sale.undo.until, locale, { time: true }) })}
          </Button>
        ) : null}
      </div>
      {problem ? (
        <p role="alert" className="mt-2 text-sm font-medium text-rose-700 dark:text-rose-300">
          {problem}
        </p>
      ) : null}
      {asked !== null ? (
        <Suspense fallback={null}>
          <SaleMoveDialog
            number={sale.number}
            move={asked}
            busy={busy !== null}
            onOpenChange={(open) => !open && setAsked(null)}
            onConfirm={(to) => void move(to)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
