import type { SavePhase, saveStatusView } from './autosave.js';
import { DocumentIcon } from './icons.js';

/**
 * The autosave's status line of an editor page (the documents' editor and the claim builder
 * alike): its icon and text, red while saves fail, announced politely to screen readers.
 */
export function SaveStatus({
  phase,
  view,
  text = view.text,
  quietClassName = '',
}: {
  phase: SavePhase;
  view: ReturnType<typeof saveStatusView>;
  /** The text instead of the view's (a builder not yet running says it is loading). */
  text?: string;
  /** The classes while nothing fails. */
  quietClassName?: string;
}) {
  return (
    <span
      className={`inline-flex items-center gap-1.5 ${view.failing ? 'font-medium text-red-700 dark:text-red-300' : quietClassName}`}
      role="status"
      aria-live="polite"
      data-testid="save-status"
      data-phase={phase}
    >
      <DocumentIcon name={view.icon} size={16} className={view.icon === 'loader' ? 'animate-spin motion-reduce:animate-none' : ''} />
      {text}
    </span>
  );
}
