import * as RadixToast from '@radix-ui/react-toast';
import type { CSSProperties } from 'react';
import { Icon } from '../../components/Icon.js';
import { TOAST_DEFAULTS, type Toast, type ToastAction, type ToastStore, type ToastType } from './store.js';

export interface ToastLabels {
  region: string;
  close: string;
  types: Record<ToastType, string>;
}

const TYPE_CLASS: Record<ToastType, string> = {
  success: 'border-l-green-badge',
  warn: 'border-l-gold',
  error: 'border-l-error',
};

const TYPE_ICON: Record<ToastType, { name: string; className: string }> = {
  success: { name: 'lucide:circle-check', className: 'text-green-700 dark:text-green-300' },
  warn: { name: 'lucide:triangle-alert', className: 'text-amber-700 dark:text-amber-300' },
  error: { name: 'lucide:circle-x', className: 'text-red-700 dark:text-red-300' },
};

function ToastActionView({ action, onDone }: { action: ToastAction; onDone(): void }) {
  const className = 'mt-1.5 inline-flex font-semibold text-accent-strong underline underline-offset-2 hover:no-underline';
  // altText: what a screen reader user is told to do instead (the action is in the region, F8).
  return (
    <RadixToast.Action altText={action.label} asChild>
      {action.href ? (
        <a href={action.href} className={className} data-testid="toast-action">
          {action.label}
        </a>
      ) : (
        <button
          type="button"
          className={className}
          data-testid="toast-action"
          onClick={(event) => {
            event.stopPropagation();
            action.run?.();
            onDone();
          }}
        >
          {action.label}
        </button>
      )}
    </RadixToast.Action>
  );
}

/**
 * Radix toasts (keyboard: F8 reaches the region, Esc closes the focused one; screen readers
 * hear each one). Radix's own timer is off: the store decides when a notification goes.
 */
export default function ToastView({ list, store, labels }: { list: readonly Toast[]; store: ToastStore; labels: ToastLabels }) {
  return (
    <RadixToast.Provider duration={Infinity} label={labels.region} swipeDirection="right">
      {list.map((toast) => (
        <RadixToast.Root
          key={toast.id}
          open
          onOpenChange={(open) => {
            if (!open) store.close(toast.id);
          }}
          onClick={() => store.click(toast.id)}
          type={toast.type === 'error' ? 'foreground' : 'background'}
          data-toast-id={toast.id}
          data-toast-type={toast.type}
          className={`toast pointer-events-auto flex w-full gap-3 rounded-xl border border-l-4 border-line bg-surface p-3 pr-2 text-sm shadow-lg ${TYPE_CLASS[toast.type]} ${toast.closeOnClick ? 'cursor-pointer' : ''}`}
          style={{ '--toast-speed': `${toast.speed}ms`, '--toast-duration': `${toast.duration}ms` } as CSSProperties}
        >
          <Icon name={TYPE_ICON[toast.type].name} className={`mt-0.5 shrink-0 ${TYPE_ICON[toast.type].className}`} label={labels.types[toast.type]} />
          <div className="min-w-0 flex-1">
            {toast.title ? <RadixToast.Title className="font-semibold">{toast.title}</RadixToast.Title> : null}
            <RadixToast.Description className={toast.title ? 'mt-0.5 text-muted' : ''}>{toast.text}</RadixToast.Description>
            {toast.action ? <ToastActionView action={toast.action} onDone={() => store.close(toast.id)} /> : null}
          </div>
          <RadixToast.Close className="icon-btn -my-1 h-8 w-8 shrink-0 text-muted" aria-label={labels.close}>
            <Icon name="lucide:x" size={16} />
          </RadixToast.Close>
        </RadixToast.Root>
      ))}
      <RadixToast.Viewport
        className="fixed right-0 top-0 z-[60] m-0 flex max-h-dvh list-none flex-col gap-2 p-4 outline-none"
        style={{ width: `calc(${TOAST_DEFAULTS.width}px + 2rem)`, maxWidth: '100vw' }}
        data-testid="toast-viewport"
      />
    </RadixToast.Provider>
  );
}
