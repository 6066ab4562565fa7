import type { SpecialistMove } from '../../../shared/payments/fulfilment.js';
import { UNDO_WINDOW_MS } from '../../../shared/payments/fulfilment.js';
import { useT } from '../../i18n.js';
import { Button } from '../ui/Button.js';
import Dialog, { DialogClose } from '../ui/Dialog.js';

export interface SaleMoveDialogProps {
  /** The sale's number (HQ-000042). */
  number: string;
  /** The move asked for; null: closed. */
  move: SpecialistMove | null;
  busy: boolean;
  onOpenChange(open: boolean): void;
  onConfirm(move: SpecialistMove): void;
}

/**
 * "Start work?" / "Mark as done?": what the move means for the client and that it can be undone
 * for UNDO_WINDOW_MS. Loaded only when a specialist first opens it (Radix travels with it).
 */
export default function SaleMoveDialog({ number, move, busy, onOpenChange, onConfirm }: SaleMoveDialogProps) {
  const t = useT('account');
  const key = move === 'done' ? 'done' : 'start';
  return (
    <Dialog
      open={move !== null}
      onOpenChange={onOpenChange}
      title={t(`sales.confirm.${key}.title`, { number })}
      description={t(`sales.confirm.${key}.text`, { minutes: UNDO_WINDOW_MS / 60_000 })}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="outline" disabled={busy} data-testid="sale-move-cancel">
              {t('sales.confirm.cancel')}
            </Button>
          </DialogClose>
          <Button onClick={() => move && onConfirm(move)} loading={busy} disabled={busy} data-testid="sale-move-confirm">
            {t(key === 'done' ? 'sales.done' : 'sales.start')}
          </Button>
        </>
      }
    />
  );
}
