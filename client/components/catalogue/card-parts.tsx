import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '../../i18n.js';
import { Icon } from '../Icon.js';

// The parts a catalogue card (a service, a specialist) is made of, in one module: they travel
// together to every page that shows a card.

/** The verification mark: the licence and identity were checked. Read as "Verified". */
export function VerifiedMark({ size = 18 }: { size?: number }) {
  const t = useT('catalogue');
  return (
    <span className="inline-flex shrink-0 text-accent" title={t('card.verified')}>
      <Icon name="lucide:badge-check" size={size} label={t('card.verified')} />
    </span>
  );
}

/** A card whose title's link covers it: the whole card is the target. */
export function CoveredCard({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <article
      className="card relative flex h-full flex-col p-5 transition-shadow focus-within:ring-2 focus-within:ring-accent hover:shadow-md"
      data-testid={testId}
    >
      {children}
    </article>
  );
}

/** The card's title at the list's heading level, its link stretched over the card; `children` follow the link. */
export function CoveringTitle({ level, to, title, className, children }: { level: 2 | 3; to: string; title: string; className: string; children?: ReactNode }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <Heading className={className}>
      <Link to={to} className="outline-none after:absolute after:inset-0 after:rounded-2xl hover:text-accent">
        {title}
      </Link>
      {children}
    </Heading>
  );
}
