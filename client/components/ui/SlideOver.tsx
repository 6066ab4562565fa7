import * as RadixDialog from '@radix-ui/react-dialog';
import { useRef, type ReactNode } from 'react';
import { useT } from '../../i18n.js';
import { Icon } from '../Icon.js';

export interface SlideOverProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description: string;
  children?: ReactNode;
}

/** docs/product.md §9: at most 360px wide, 56px below the top of the window. */
export const SLIDE_OVER = { maxWidth: 360, top: 56 } as const;

/**
 * A panel that slides in from the right, a Radix dialog underneath (focus trap, Esc, backdrop).
 * Pages load it with React.lazy when it is first opened.
 */
export default function SlideOver({ open, onOpenChange, title, description, children }: SlideOverProps) {
  const t = useT();
  // Radix gives focus back to its Trigger; opened from outside (a card, a button of the page) there
  // is none, so the element focused when it opened is remembered here (before Radix moves focus in).
  const opener = useRef<HTMLElement | null>(null);
  if (!open) opener.current = null;
  else if (opener.current === null && typeof document !== 'undefined') opener.current = document.activeElement as HTMLElement | null;
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black/40" style={{ top: SLIDE_OVER.top }} />
        <RadixDialog.Content
          className="slide-over fixed bottom-0 right-0 z-50 flex w-full flex-col border-l border-line bg-surface text-ink shadow-2xl"
          style={{ top: SLIDE_OVER.top, maxWidth: SLIDE_OVER.maxWidth }}
          onCloseAutoFocus={(event) => {
            if (!opener.current?.isConnected) return;
            event.preventDefault();
            opener.current.focus();
          }}
          data-testid="slide-over"
        >
          <div className="flex items-start justify-between gap-3 border-b border-line p-4">
            <div>
              <RadixDialog.Title className="text-base font-semibold">{title}</RadixDialog.Title>
              <RadixDialog.Description className="mt-0.5 text-sm text-muted">{description}</RadixDialog.Description>
            </div>
            <RadixDialog.Close className="icon-btn h-9 w-9 shrink-0" aria-label={t('ui.close')}>
              <Icon name="lucide:x" size={18} />
            </RadixDialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto p-4">{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
