import type { ReactNode } from 'react';
import { Icon } from '../Icon.js';

export interface HomeCardProps {
  /** The heading's id, which also names the card (aria-labelledby) and is its test id. */
  id: string;
  /** "prefix:name", named where the card is used (so it travels in that chunk). */
  icon: string;
  title: string;
  /** A number after the heading (a list's total); nothing when zero or absent. */
  count?: number | undefined;
  /** One line under the heading. */
  intro?: string;
  /** The section's classes, for a card that is spaced apart from the others. */
  className?: string;
  children: ReactNode;
}

/** A card of /home: its icon and heading (with a count), an optional line under it, then its content. */
export function HomeCard({ id, icon, title, count, intro, className = 'card p-5 sm:p-6', children }: HomeCardProps) {
  return (
    <section aria-labelledby={id} className={className} data-testid={id}>
      <div className="flex items-center gap-2">
        <Icon name={icon} size={20} className="text-accent" />
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        {count !== undefined && count > 0 ? <span className="ml-auto text-sm text-muted">{count}</span> : null}
      </div>
      {intro ? <p className="mt-1 text-sm text-muted">{intro}</p> : null}
      {children}
    </section>
  );
}
