import type { FormEvent, ReactNode } from 'react';
import { useHref } from 'react-router';
import type { ThreadIntent } from '../../../shared/pages/messages/types.js';
import { useViewer } from '../../platform/viewer.js';

/**
 * A form of the conversation's page: posted to the page itself without JavaScript (its route's
 * action does what `intent` says, server/loaders/messages/thread.ts), with the visitor's form
 * token; with JavaScript `onSubmit` calls the API instead and the page stays.
 */
export function ThreadForm({
  conversationId,
  intent,
  onSubmit,
  multipart = false,
  className,
  children,
  testId,
  id,
}: {
  conversationId: number;
  intent: ThreadIntent;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  multipart?: boolean;
  className?: string;
  children: ReactNode;
  testId?: string;
  id?: string;
}) {
  const viewer = useViewer();
  const action = useHref(`/home/messages/${conversationId}`);
  return (
    <form
      method="post"
      action={action}
      encType={multipart ? 'multipart/form-data' : undefined}
      onSubmit={onSubmit}
      className={className}
      data-testid={testId}
      id={id}
      noValidate
    >
      {viewer ? <input type="hidden" name="_csrf" value={viewer.csrf} /> : null}
      <input type="hidden" name="intent" value={intent} />
      {children}
    </form>
  );
}
