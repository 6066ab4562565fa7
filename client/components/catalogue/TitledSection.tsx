import type { ReactNode } from 'react';

export interface TitledSectionProps {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  className: string;
  titleClassName?: string;
  /** Beside the title, on its line (a sum, a link to more). */
  beside?: ReactNode;
  children?: ReactNode;
}

/** A part of a page named by its own <h2> (a profile's "About", a service's "What you get"). */
export function TitledSection({ id, title, className, titleClassName = 'text-lg font-semibold', beside, children }: TitledSectionProps) {
  const heading = (
    <h2 id={id} className={titleClassName}>
      {title}
    </h2>
  );
  return (
    <section aria-labelledby={id} className={className}>
      {beside ? (
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          {heading}
          {beside}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}
