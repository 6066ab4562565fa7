/**
 * A list of one-line texts the visitor keeps (evidence items, attachments of their own): each
 * item editable in place and removable, a new one typed in its own field and added with a button
 * or Enter. A blank new item is never added (the answers' schema drops blank texts).
 */
import { useId, useState } from 'react';
import { Button } from '../../../../ui/Button.js';

export interface TextListLabels {
  item: (n: number) => string;
  remove: (n: number) => string;
  newLabel: string;
  newHint?: string;
  add: string;
  empty: string;
}

export function TextList({
  items,
  onChange,
  labels,
  max,
  maxLength,
  disabled,
  errors,
  testId,
}: {
  items: readonly string[];
  onChange(items: string[]): void;
  labels: TextListLabels;
  max: number;
  maxLength: number;
  disabled: boolean;
  errors?: (i: number) => string | undefined;
  testId: string;
}) {
  const base = useId();
  const [draft, setDraft] = useState('');
  const add = () => {
    const text = draft.replace(/\s+/g, ' ').trim();
    if (!text || items.length >= max) return;
    onChange([...items, text]);
    setDraft('');
  };
  return (
    <div className="space-y-3" data-testid={testId}>
      {items.length === 0 ? <p className="text-sm text-muted">{labels.empty}</p> : null}
      {items.length > 0 ? (
        <ol className="space-y-2">
          {items.map((item, i) => {
            const error = errors?.(i);
            const id = `${base}-${i}`;
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: the lines have no identity in the saved answers but their place: their ids, labels (№ n) and error paths go by index, and every field shows the answers' value at that index
              <li key={i} className="flex items-start gap-2" data-testid={`${testId}-item`}>
                <span className="mt-2.5 w-6 shrink-0 text-right text-sm text-muted" aria-hidden="true">
                  {i + 1}.
                </span>
                <div className="min-w-0 flex-1">
                  <label htmlFor={id} className="sr-only">
                    {labels.item(i + 1)}
                  </label>
                  <input
                    id={id}
                    className={`control w-full ${error ? 'border-error' : ''}`}
                    value={item}
                    maxLength={maxLength}
                    disabled={disabled}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${id}-error` : undefined}
                    onChange={(event) => onChange(items.map((text, j) => (j === i ? event.target.value : text)))}
                    onBlur={() => {
                      if (item.trim() === '') onChange(items.filter((_, j) => j !== i));
                    }}
                  />
                  {error ? (
                    <p id={`${id}-error`} className="mt-1 text-xs font-medium text-red-700 dark:text-red-300">
                      {error}
                    </p>
                  ) : null}
                </div>
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={disabled}
                  onClick={() => onChange(items.filter((_, j) => j !== i))}
                  aria-label={labels.remove(i + 1)}
                  data-testid={`${testId}-remove`}
                >
                  ✕
                </Button>
              </li>
            );
          })}
        </ol>
      ) : null}
      {items.length < max ? (
        <div>
          <label htmlFor={`${base}-new`} className="block text-sm font-medium">
            {labels.newLabel}
          </label>
          <div className="mt-1.5 flex flex-wrap items-start gap-2">
            <input
              id={`${base}-new`}
              className="control min-w-0 flex-1 basis-64"
              value={draft}
              maxLength={maxLength}
              disabled={disabled}
              aria-describedby={labels.newHint ? `${base}-new-hint` : undefined}
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  add();
                }
              }}
              data-testid={`${testId}-new`}
            />
            <Button variant="outline" disabled={disabled || draft.trim() === ''} onClick={add} data-testid={`${testId}-add`}>
              {labels.add}
            </Button>
          </div>
          {labels.newHint ? (
            <p id={`${base}-new-hint`} className="mt-1 text-xs text-muted">
              {labels.newHint}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
