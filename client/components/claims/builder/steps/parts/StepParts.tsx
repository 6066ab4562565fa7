/**
 * Small pieces the steps 4–8 share: a section with its heading (h3: the shell heads the step with
 * its h2), a notice, a field's message.
 */
import type { ReactNode } from 'react';

export function StepSection({ title, intro, children, testId }: { title: string; intro?: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <section className="space-y-3" data-testid={testId}>
      <h3 className="text-lg font-semibold tracking-tight">{title}</h3>
      {intro ? <div className="text-sm text-muted">{intro}</div> : null}
      {children}
    </section>
  );
}

const TONES = {
  warning: 'border-amber-500/60 bg-amber-50 text-amber-950 dark:bg-amber-950/40 dark:text-amber-100',
  error: 'border-red-500/60 bg-red-50 text-red-950 dark:bg-red-950/40 dark:text-red-100',
  info: 'border-line bg-raised text-ink',
  success: 'border-green-600/50 bg-green-50 text-green-950 dark:bg-green-950/40 dark:text-green-100',
} as const;

export function Notice({
  tone,
  title,
  children,
  testId,
  live,
}: {
  tone: keyof typeof TONES;
  title?: string;
  children?: ReactNode;
  testId?: string;
  live?: boolean;
}) {
  return (
    <div className={`rounded-xl border p-4 text-sm ${TONES[tone]}`} role={live ? (tone === 'error' ? 'alert' : 'status') : undefined} data-testid={testId}>
      {title ? <p className="font-semibold">{title}</p> : null}
      {children ? <div className={title ? 'mt-1' : ''}>{children}</div> : null}
    </div>
  );
}

export function FieldMessage({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-xs font-medium text-red-700 dark:text-red-300">
      {message}
    </p>
  );
}

/** The shell's messages under one answer path and its children ('demands.2' finds 'demands.2.text'). */
export function messagesUnder(errors: Readonly<Record<string, string>>, path: string): string[] {
  return Object.entries(errors)
    .filter(([key]) => key === path || key.startsWith(`${path}.`))
    .map(([, message]) => message);
}
