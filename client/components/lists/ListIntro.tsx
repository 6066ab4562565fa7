import type { ReactNode } from 'react';

/** A list page's heading band: the title, what the page is for, and (below) its search. */
export function ListIntro({ title, lead, children }: { title: string; lead: string; children?: ReactNode }) {
  return (
    <div className="border-b border-line bg-gradient-to-b from-accent-soft to-canvas">
      <div className="container-page py-8 sm:py-10">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl" data-testid="page-heading">
          {title}
        </h1>
        <p className="mt-2 max-w-2xl text-base leading-relaxed text-muted sm:text-lg">{lead}</p>
        {children ? <div className="mt-6">{children}</div> : null}
      </div>
    </div>
  );
}
