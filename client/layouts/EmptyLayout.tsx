import type { ReactNode } from 'react';

/** Nothing around the content: the print and save-as-PDF view (docs/design.md §4, /mc-rnders). */
export function EmptyLayout({ children }: { children: ReactNode }) {
  return (
    <main id="main" className="min-h-dvh bg-white text-black">
      {children}
    </main>
  );
}
