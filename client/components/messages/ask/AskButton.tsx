import { Suspense, lazy, useState, type MouseEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { askHref, askSearch, type AskQuery } from '../../../../shared/pages/messages/ask.js';

// The dialog (Radix, the form, its words) travels only to a page where a visitor opens it.
const AskDialog = lazy(() => import('./AskDialog.js'));

/** Starts loading the dialog's code (a visitor is about to open it). */
export function preloadAskDialog(): void {
  void import('./AskDialog.js');
}

const plainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

export interface AskButtonProps {
  /** Whom the question is for (and what about). */
  query: AskQuery;
  className?: string;
  children: ReactNode;
  /** The accessible name, when the visible text alone does not say what it asks about. */
  label?: string;
  describedBy?: string;
  testId?: string;
}

/**
 * "Ask a question", "Ask for a price" (issue 31): a link to the question's page
 * (/home/messages/new?…), which is what it stays without JavaScript or for a modified click; a
 * plain click once the page runs opens the same form in a dialog instead. Hovering or focusing it
 * starts loading the dialog's code.
 */
export function AskButton({ query, className = '', children, label, describedBy, testId }: AskButtonProps) {
  const [open, setOpen] = useState(false);
  const search = askSearch(query);
  const openDialog = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!plainClick(event)) return;
    event.preventDefault();
    setOpen(true);
  };
  return (
    <>
      <Link
        to={askHref(query)}
        onClick={openDialog}
        onPointerEnter={preloadAskDialog}
        onFocus={preloadAskDialog}
        aria-haspopup="dialog"
        aria-label={label}
        aria-describedby={describedBy}
        className={className}
        data-testid={testId}
      >
        {children}
      </Link>
      {open ? (
        <Suspense fallback={null}>
          <AskDialog search={search} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
