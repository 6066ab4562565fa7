import { useEffect, useId, useState, type FormEvent } from 'react';
import type { TemplateField } from '../../../../shared/api/types.js';
import type { FieldValue, FieldValues } from '../../../../shared/documents/fields.js';
import { messageFor } from '../../../../shared/validation/index.js';
import { useT } from '../../../i18n.js';
import { Button } from '../../ui/Button.js';
import Dialog, { DialogClose } from '../../ui/Dialog.js';
import { fieldInputText, parseFieldInput } from './field-input.js';

const INPUT_TYPES: Partial<Record<TemplateField['kind'], { type: string; inputMode?: 'numeric' | 'decimal' | 'tel'; autoComplete?: string }>> = {
  date: { type: 'date' },
  number: { type: 'text', inputMode: 'decimal' },
  money: { type: 'text', inputMode: 'decimal' },
  pinfl: { type: 'text', inputMode: 'numeric' },
  passport: { type: 'text', autoComplete: 'off' },
  phone: { type: 'tel', inputMode: 'tel' },
};

/**
 * A field of the document, edited from one of its chips: the control of the field's kind, checked
 * by the same rules as the API, the limits its template states too, against the document's other
 * values (a refused value keeps what was typed and says why, in the page's language, naming the
 * rule). Saving changes every chip of that field at once; the value is saved with the document.
 */
export function FieldDialog({
  field,
  value,
  values,
  fields,
  open,
  onOpenChange,
  onSave,
}: {
  field: TemplateField | null;
  value: FieldValue | undefined;
  /** The document's values and fields, for a limit measured from another field (a power of attorney's three years from its date). */
  values: Readonly<FieldValues>;
  fields: readonly TemplateField[];
  open: boolean;
  onOpenChange(open: boolean): void;
  onSave(value: FieldValue | null): void;
}) {
  const t = useT('document-editor');
  const translate = useT();
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (open && field) {
      setText(fieldInputText(field, value));
      setError(null);
    }
  }, [open, field, value]);

  if (!field) return null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = parseFieldInput(field, text, values, fields);
    if ('failure' in result) {
      setError(messageFor(result.failure, field.label, (key, options) => translate(key, options)));
      return;
    }
    onSave(result.value);
  };
  const input = INPUT_TYPES[field.kind];
  const describedBy = [field.hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const common = {
    id: `${id}-input`,
    name: field.key,
    value: text,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    className: `control w-full ${error ? 'border-error' : ''}`,
    'data-testid': 'field-input',
  } as const;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('field.title', { label: field.label })}
      description={t('field.description')}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="outline">{t('field.cancel')}</Button>
          </DialogClose>
          <Button type="submit" form={`${id}-form`} data-testid="field-save">
            {t('field.save')}
          </Button>
        </>
      }
    >
      <form id={`${id}-form`} onSubmit={submit} noValidate className="space-y-1.5" data-testid="field-form">
        <label htmlFor={`${id}-input`} className="block text-sm font-medium">
          {field.label}
          {field.required ? <span className="text-muted"> {t('field.required')}</span> : null}
        </label>
        {field.kind === 'textarea' ? (
          <textarea {...common} rows={5} onChange={(event) => setText(event.target.value)} />
        ) : field.kind === 'select' ? (
          <select {...common} onChange={(event) => setText(event.target.value)}>
            <option value="">{t('field.choose')}</option>
            {(field.options ?? []).map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        ) : (
          <input
            {...common}
            type={input?.type ?? 'text'}
            {...(input?.inputMode ? { inputMode: input.inputMode } : {})}
            {...(input?.autoComplete ? { autoComplete: input.autoComplete } : {})}
            onChange={(event) => setText(event.target.value)}
          />
        )}
        {field.hint ? (
          <p id={`${id}-hint`} className="text-xs text-muted">
            {field.hint}
          </p>
        ) : null}
        {error ? (
          <p id={`${id}-error`} className="text-xs font-medium text-red-700 dark:text-red-300" role="alert" data-testid="field-error">
            {error}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}
