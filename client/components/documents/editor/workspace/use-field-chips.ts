import { useMemo, useState } from 'react';
import { documentMacros, type FieldValue } from '../../../../../shared/documents/fields.js';
import { ReactEditor, type MacroContextValue } from '../SheetEditor.js';
import type { DocumentSession } from './use-document-session.js';

export interface FieldChips {
  /** What the sheet's chips show and do (a click edits the field). */
  macros: MacroContextValue;
  /** The field whose dialog is open, or null. */
  editing: string | null;
  close(): void;
  /** The dialog's value: set (null clears it) in every chip of the field, and the caret back in the sheet. */
  save(value: FieldValue | null): void;
}

/** The sheet's chips (the template's fields) and the dialog that edits one. */
export function useFieldChips(session: DocumentSession): FieldChips {
  const { fields, content } = session;
  const [editing, setEditing] = useState<string | null>(null);
  const macros: MacroContextValue = useMemo(() => {
    const resolve = documentMacros(fields, content.fieldValues, content.locale);
    return {
      resolve,
      edit: (key: string) => setEditing(key),
      label: (key: string) => fields.find((field) => field.key === key)?.label ?? key,
    };
  }, [fields, content.fieldValues, content.locale]);
  const save = (value: FieldValue | null) => {
    const key = editing;
    if (!key) return;
    session.setContent((current) => {
      const fieldValues = { ...current.fieldValues };
      if (value === null) delete fieldValues[key];
      else fieldValues[key] = value;
      const next = { ...current, fieldValues };
      session.contentRef.current = next;
      return next;
    });
    session.autosave.edited();
    setEditing(null);
    requestAnimationFrame(() => ReactEditor.focus(session.editorRef.current));
  };
  return { macros, editing, close: () => setEditing(null), save };
}
