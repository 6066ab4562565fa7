/**
 * Notifications (docs/product.md §3, §4, §9): a small store with no React in it, so the timing rules are
 * plain functions of the clock. A notification is destroyed after duration + 2 × speed (it
 * enters for `speed`, stays for `duration`, leaves for `speed`), on click when close-on-click
 * is on, or by the close and clean commands.
 */
export type ToastType = 'warn' | 'error' | 'success';

export interface ToastInput {
  title?: string;
  text: string;
  type: ToastType;
  /** How long the notification stays, in ms (default 3000). */
  duration?: number;
  /** Enter and leave animation time, in ms (default 300). */
  speed?: number;
  closeOnClick?: boolean;
  /** A fixed id replaces an earlier notification with the same id. */
  id?: string;
  /** One thing the visitor can do about it ("Undo", "Sign in"): a link, or a handler. */
  action?: ToastAction;
}

export interface ToastAction {
  label: string;
  /** A link (a full page load, e.g. sign-in). */
  href?: string;
  /** Runs on click; the notification then closes. */
  run?: () => void;
}

export interface Toast {
  id: string;
  title: string | null;
  text: string;
  type: ToastType;
  duration: number;
  speed: number;
  closeOnClick: boolean;
  action: ToastAction | null;
  /** When it was added (the store's clock). */
  createdAt: number;
}

export const TOAST_DEFAULTS = {
  duration: 3000,
  speed: 300,
  width: 300,
  position: 'top-right',
  /** No maximum: every notification is shown. */
  max: Infinity,
  closeOnClick: true,
} as const;

export interface ToastStore {
  add(input: ToastInput): string;
  /** Destroys one notification now. */
  close(id: string): void;
  /** Destroys every notification now. */
  clean(): void;
  /** Called by the view when a notification is clicked. */
  click(id: string): void;
  list(): readonly Toast[];
  subscribe(listener: () => void): () => void;
}

interface Clock {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const realClock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** Time from being added to being destroyed. */
export function toastLifetime(toast: Pick<Toast, 'duration' | 'speed'>): number {
  return toast.duration + 2 * toast.speed;
}

export function createToastStore(clock: Clock = realClock): ToastStore {
  let toasts: readonly Toast[] = [];
  const timers = new Map<string, unknown>();
  const listeners = new Set<() => void>();
  let counter = 0;

  const emit = () => {
    for (const listener of listeners) listener();
  };

  const remove = (ids: ReadonlySet<string>) => {
    if (!toasts.some((t) => ids.has(t.id))) return;
    for (const id of ids) {
      clock.clearTimeout(timers.get(id));
      timers.delete(id);
    }
    toasts = toasts.filter((t) => !ids.has(t.id));
    emit();
  };

  return {
    add(input) {
      counter += 1;
      const id = input.id ?? `toast-${counter}`;
      const toast: Toast = {
        id,
        title: input.title ?? null,
        text: input.text,
        type: input.type,
        duration: Math.max(0, input.duration ?? TOAST_DEFAULTS.duration),
        speed: Math.max(0, input.speed ?? TOAST_DEFAULTS.speed),
        closeOnClick: input.closeOnClick ?? TOAST_DEFAULTS.closeOnClick,
        action: input.action ?? null,
        createdAt: clock.now(),
      };
      clock.clearTimeout(timers.get(id));
      toasts = [...toasts.filter((t) => t.id !== id), toast];
      timers.set(
        id,
        clock.setTimeout(() => remove(new Set([id])), toastLifetime(toast)),
      );
      emit();
      return id;
    },
    close(id) {
      remove(new Set([id]));
    },
    clean() {
      remove(new Set(toasts.map((t) => t.id)));
    },
    click(id) {
      if (toasts.find((t) => t.id === id)?.closeOnClick) remove(new Set([id]));
    },
    list: () => toasts,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The page's notifications. */
export const toasts: ToastStore = createToastStore();
