import type { ReactNode } from 'react';
import { Icon } from '../Icon.js';

/** What a list shows when it has nothing: an icon, a heading, a sentence and maybe an action. */
export function EmptyState({ icon = 'lucide:inbox', title, text, action }: { icon?: string; title: string; text?: string; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-line px-6 py-10 text-center">
      <span className="mb-3 inline-flex size-12 items-center justify-center rounded-full bg-accent-soft text-accent-strong">
        <Icon name={icon} size={24} />
      </span>
      <p className="text-base font-semibold">{title}</p>
      {text ? <p className="mt-1 max-w-sm text-sm text-muted">{text}</p> : null}
      {action ? <div className="mt-4">{action}</div> : null}
    </div>
  );
}
