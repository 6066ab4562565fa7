/**
 * The editor's nodes are the document's own (docs/product.md §3, shared/richtext/types.ts), as Slate's
 * `custom-types.d.ts` example types them: what the editor holds is what the API stores, with no
 * conversion in between. Macros and signature blanks are void inlines.
 */
import type { BaseEditor } from 'slate';
import type { HistoryEditor } from 'slate-history';
import type { ReactEditor } from 'slate-react';
import type { ListBlock, ListItem, MacroRun, SignatureRun, TextBlock, TextRun } from '../../../../shared/richtext/types.js';

export type EditorElement = TextBlock | ListBlock | ListItem | MacroRun | SignatureRun;

declare module 'slate' {
  interface CustomTypes {
    Editor: BaseEditor & ReactEditor & HistoryEditor;
    Element: EditorElement;
    Text: TextRun;
  }
}
