import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useT } from '../../i18n.js';
import { Icon } from '../Icon.js';

export interface DialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description: string;
  children?: ReactNode;
  /** Buttons at the bottom; wrap one in <DialogClose> to close. */
  footer?: ReactNode;
}

export const DialogClose = RadixDialog.Close;

/**
 * A modal dialog on Radix (focus trapped and returned, Esc and the backdrop close it, title and
 * description read on opening). Heavy: pages load it with React.lazy when it is first opened.
 */
export default function Dialog({ open, onOpenChange, title, description, children, footer }: DialogProps) {
  const t = useT();
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <RadixDialog.Content
          className="fixed left-1/2 top-1/2 z-50 w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-line bg-surface p-6 text-ink shadow-2xl"
          data-testid="dialog"
        >
          <RadixDialog.Title className="pr-8 text-lg font-semibold">{title}</RadixDialog.Title>
          <RadixDialog.Description className="mt-1.5 text-sm text-muted">{description}</RadixDialog.Description>
          {children ? <div className="mt-4">{children}</div> : null}
          {footer ? <div className="mt-6 flex flex-wrap justify-end gap-2">{footer}</div> : null}
          <RadixDialog.Close className="icon-btn absolute right-3 top-3 h-9 w-9" aria-label={t('ui.close')}>
            <Icon name="lucide:x" size={18} />
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
