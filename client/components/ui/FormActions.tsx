import type { ReactNode } from 'react';
import { Icon } from '../Icon.js';
import { Button } from './Button.js';

/** The form's one message after a refused or failed submit; null shows nothing. */
export function FormNotice({ notice, testId }: { notice: string | null; testId: string }) {
  return notice ? (
    <p role="alert" className="flex items-start gap-2 rounded-lg bg-error/10 px-3 py-2 text-sm font-medium text-red-700 dark:text-red-300" data-testid={testId}>
      <Icon name="lucide:triangle-alert" size={16} className="mt-0.5 shrink-0" />
      {notice}
    </p>
  ) : null;
}

export interface FormActionsProps {
  /** The form's message after a refused or failed submit (FormNotice). */
  notice: string | null;
  noticeTestId: string;
  /** A submit is on its way: the submit button shows it and takes no second one. */
  busy: boolean;
  /** The submit button: its text, its icon ("prefix:name", named where the form is, so it travels in that chunk), its test id. */
  submit: { label: string; icon: string; testId: string; className?: string };
  /** A cancel button before the submit button (a form in a dialog or a panel). */
  cancel?: { label: string; onClick(): void };
  size?: 'sm' | 'md';
  /**
   * The classes of the row that holds the buttons; without a row the submit button follows the
   * notice on its own (a narrow form whose button is as wide as the form).
   */
  rowClassName?: string;
  /** What follows the submit button (in the row when there is one). */
  children?: ReactNode;
}

/**
 * A form's footer: the notice of the last submit, then the buttons (cancel, submit with its busy
 * state, whatever the form adds after them). Every form of the site ends the same way through it.
 */
export function FormActions({ notice, noticeTestId, busy, submit, cancel, size, rowClassName, children }: FormActionsProps) {
  const buttons = (
    <>
      {cancel ? (
        <Button variant="outline" size={size} onClick={cancel.onClick}>
          {cancel.label}
        </Button>
      ) : null}
      <Button type="submit" size={size} loading={busy} className={submit.className} data-testid={submit.testId}>
        <Icon name={submit.icon} size={16} />
        {submit.label}
      </Button>
      {children}
    </>
  );
  return (
    <>
      <FormNotice notice={notice} testId={noticeTestId} />
      {rowClassName ? <div className={rowClassName}>{buttons}</div> : buttons}
    </>
  );
}
