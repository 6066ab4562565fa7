import { useId, type ReactNode } from 'react';
import { useViewer } from '../../platform/viewer.js';

/**
 * A queue item's decision in the console (a reported review, a dispute): a plain form posted to the
 * page with the item's id, one text (the note, the reason) that a refusal brings back as typed with
 * its message, and the decision's buttons (`intent`).
 */
export function DecisionForm(props: {
  action: string;
  id: number;
  testId: string;
  /** The text's field name and label. */
  name: string;
  label: string;
  minLength?: number;
  maxLength: number;
  /** The text as posted and why it was refused, when this item's form came back. */
  refused: { text: string; message: string } | undefined;
  /** More fields the decision carries (which queue it belongs to). */
  hidden?: Readonly<Record<string, string>>;
  children: ReactNode;
}) {
  const viewer = useViewer();
  const base = useId();
  const { refused } = props;
  return (
    <form method="post" action={props.action} className="mt-4 space-y-2" data-testid={props.testId}>
      {viewer ? <input type="hidden" name="_csrf" value={viewer.csrf} /> : null}
      <input type="hidden" name="id" value={props.id} />
      {Object.entries(props.hidden ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor={`${base}-text`} className="block text-sm font-medium">
        {props.label}
      </label>
      <textarea
        id={`${base}-text`}
        name={props.name}
        required={props.minLength !== undefined}
        minLength={props.minLength}
        maxLength={props.maxLength}
        defaultValue={refused?.text ?? ''}
        aria-describedby={refused ? `${base}-error` : undefined}
        aria-invalid={refused ? true : undefined}
        className={`control min-h-16 w-full resize-y ${refused ? 'border-error' : ''}`}
      />
      {refused ? (
        <p id={`${base}-error`} role="alert" className="text-xs font-medium text-red-700 dark:text-red-300">
          {refused.message}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">{props.children}</div>
    </form>
  );
}
