import { Suspense, lazy, useState, type ReactNode } from 'react';

// The form, zod and Radix travel only to a visitor who opens the editor.
const SpecialistEditor = lazy(() => import('./SpecialistEditor.js'));

/** Starts loading the editor's code (the visitor is about to open it). */
export function preloadSpecialistEditor(): void {
  void import('./SpecialistEditor.js');
}

/** The editor's open state and the dialog to render (nothing until it is first opened). */
export function useSpecialistEditor({ editing, asOf }: { editing: boolean; asOf: string }): { open(): void; dialog: ReactNode } {
  const [state, setState] = useState<'never' | 'open' | 'closed'>('never');
  const dialog =
    state === 'never' ? null : (
      <Suspense fallback={null}>
        <SpecialistEditor open={state === 'open'} onOpenChange={(open) => setState(open ? 'open' : 'closed')} editing={editing} asOf={asOf} />
      </Suspense>
    );
  return { open: () => setState('open'), dialog };
}
