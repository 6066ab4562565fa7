/**
 * The circumstances' editor: the documents' Slate sheet and toolbar (client/components/documents/
 * editor), reused as they are, with no macros (a claim's circumstances are the visitor's own text).
 * Loaded only after hydration (CircumstancesStep); each edit hands the cleaned tree to the shell,
 * which saves it.
 */
import { useMemo, useRef } from 'react';
import { createEditor } from 'slate';
import { withHistory } from 'slate-history';
import { withReact } from 'slate-react';
import type { RichTextDocument } from '../../../../../../shared/richtext/types.js';
import { withDocumentRules } from '../../../../documents/editor/commands.js';
import { cleanDocument } from '../../../../documents/editor/document.js';
import { EditableSheet, SheetProvider, Toolbar, withEditingHabits, withPaste, type MacroContextValue } from '../../../../documents/editor/SheetEditor.js';

const NO_MACROS: MacroContextValue = { resolve: () => null, edit: () => undefined, label: (key) => key };
const EMPTY: RichTextDocument = [{ type: 'paragraph', children: [{ text: '' }] }];

export default function CircumstancesEditor({
  initial,
  lang,
  onChange,
}: {
  initial: RichTextDocument | undefined;
  lang: string;
  onChange(document: RichTextDocument): void;
}) {
  const editor = useMemo(() => withPaste(withEditingHabits(withDocumentRules(withHistory(withReact(createEditor())))), () => []), []);
  // The tree the editor starts from; later answers come from this editor itself.
  const start = useRef(initial && initial.length > 0 ? cleanDocument(initial, []) : EMPTY);
  const changed = useRef(onChange);
  changed.current = onChange;
  return (
    <SheetProvider editor={editor} initialValue={start.current} macros={NO_MACROS} onEdit={() => changed.current(cleanDocument(editor.children, []))}>
      <div className="card overflow-hidden">
        <div className="sticky top-0 z-10 flex min-h-12 items-center border-b border-line bg-surface px-2">
          <Toolbar />
        </div>
        <div className="px-4 py-5 sm:px-8" lang={lang} data-testid="circumstances-sheet">
          <EditableSheet />
        </div>
      </div>
    </SheetProvider>
  );
}
