import type { ReactNode } from 'react';

/** One card of the signing pages: a heading that names it, and what it holds. */
export function PaperSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="card space-y-3 p-5" aria-labelledby={id}>
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
