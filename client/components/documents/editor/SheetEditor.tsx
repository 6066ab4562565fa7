/**
 * The Slate editor of the sheet, after Slate's own examples: richtext (renderElement and
 * renderLeaf, marks and blocks from the toolbar and the shortcuts), inlines and editable-voids
 * (macros as chips, signature blanks as lines: void inlines), paste-html (pasted HTML reduced to
 * our blocks and marks). Elements render as the one renderer renders them, with the same classes,
 * so the page does not change when the editor replaces the server's rendering.
 */
import { createContext, useCallback, useContext, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Editor, Element as SlateElement, Node, Transforms, type Descendant } from 'slate';
import { Editable, ReactEditor, Slate, useFocused, useSelected, useSlate, useSlateStatic, type RenderElementProps, type RenderLeafProps } from 'slate-react';
import { alignClass, blockAlign, paperAlign } from '../../../../shared/richtext/align.js';
import type { MacroResolver } from '../../../../shared/richtext/macros.js';
import type { RichTextDocument, TextBlock } from '../../../../shared/richtext/types.js';
import { useT } from '../../../i18n.js';
import {
  ALIGNMENTS,
  BLOCK_KINDS,
  MARKS,
  insertSignature,
  leaveVoid,
  voidAtSelection,
  isAlignActive,
  isBlockActive,
  isListType,
  isMarkActive,
  selectedMacro,
  setAlign,
  setBlockKind,
  toggleMark,
  type BlockKind,
  type Mark,
} from './commands.js';
import { cleanDocument } from './document.js';
import { SHEET_CLASSES } from './frame.js';
import { DocumentIcon, type DocumentIconName } from './icons.js';
import { deserializeHtml, textToDocument, withoutHandlers } from './paste.js';

export interface MacroContextValue {
  resolve: MacroResolver;
  /** Opens the field's dialog. */
  edit(key: string): void;
  /** The field's label in the page's language (the chip's accessible name). */
  label(key: string): string;
}

const MacroContext = createContext<MacroContextValue | null>(null);

const MARK_ICONS: Record<Mark, DocumentIconName> = { bold: 'bold', italic: 'italic', underline: 'underline' };
const BLOCK_ICONS: Record<BlockKind, DocumentIconName> = {
  paragraph: 'paragraph',
  'heading-2': 'heading2',
  'heading-3': 'heading3',
  'justify-right': 'rightLine',
  'numbered-list': 'numbered',
  'bulleted-list': 'bulleted',
};
const ALIGN_ICONS = { left: 'alignLeft', justify: 'alignJustify', right: 'alignRight' } as const;
const SHORTCUTS: Record<string, Mark> = { b: 'bold', i: 'italic', u: 'underline' };

function isMac(): boolean {
  return typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
}

/**
 * Pasted content, reduced: a fragment copied from this editor keeps what the schema allows (a
 * macro of another document becomes its text); HTML from elsewhere goes through the deserializer;
 * plain text becomes paragraphs. Raw HTML never enters the document.
 */
export function withPaste(editor: Editor, macroKeys: () => Iterable<string>): Editor {
  editor.insertData = (data: DataTransfer) => {
    leaveVoid(editor);
    const fragmentData = data.getData('application/x-slate-fragment');
    let fragment: RichTextDocument | null = null;
    if (fragmentData) {
      try {
        const decoded: unknown = JSON.parse(decodeURIComponent(window.atob(fragmentData)));
        fragment = cleanDocument(decoded, macroKeys());
      } catch {
        fragment = null;
      }
    }
    if (!fragment) {
      const html = data.getData('text/html');
      // Parsed by DOMParser (an inert document: nothing in it loads or runs); event-handler
      // attributes are dropped first so the browser does not even report them to the CSP.
      if (html) fragment = deserializeHtml(new DOMParser().parseFromString(withoutHandlers(html), 'text/html').body);
    }
    if (!fragment || fragment.length === 0) fragment = textToDocument(data.getData('text/plain'));
    if (fragment.length === 0) return;
    // One paragraph pasted inside a line joins it, as typed text would.
    const only = fragment.length === 1 ? fragment[0] : undefined;
    if (only && only.type === 'paragraph' && !only.heading && !only.align)
      Transforms.insertFragment(editor, [{ type: 'paragraph', children: only.children }] as Descendant[]);
    else Transforms.insertFragment(editor, fragment as Descendant[]);
  };
  return editor;
}

function MacroChip({ attributes, children, element }: RenderElementProps) {
  const context = useContext(MacroContext);
  const selected = useSelected();
  const focused = useFocused();
  const t = useT('document-editor');
  const key = element.type === 'macros' ? (element.key ?? '') : '';
  const shown = context?.resolve(key, element.type === 'macros' ? element.form : undefined) ?? null;
  const stored = element.type === 'macros' ? Node.string(element) : '';
  const text = shown ? shown.text : stored;
  const empty = shown !== null && !shown.filled;
  return (
    <span {...attributes} contentEditable={false} className="align-baseline" data-macro={key} data-empty={empty ? '' : undefined}>
      <button
        type="button"
        tabIndex={-1}
        className={`${SHEET_CLASSES.macro} ${empty ? SHEET_CLASSES.emptyMacro : ''} cursor-pointer hover:underline ${selected && focused ? 'ring-2 ring-accent' : ''}`}
        title={t('chip.edit', { label: context?.label(key) ?? key })}
        aria-label={t('chip.label', { label: context?.label(key) ?? key, value: text })}
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => context?.edit(key)}
        data-testid="macro-chip"
      >
        {text}
      </button>
      {children}
    </span>
  );
}

function SignatureBlank({ attributes, children }: RenderElementProps) {
  const t = useT('documents');
  const selected = useSelected();
  const focused = useFocused();
  return (
    <span {...attributes} contentEditable={false} className={`${SHEET_CLASSES.signature} ${selected && focused ? 'ring-2 ring-accent' : ''}`} data-signature="">
      <span role="img" aria-label={t('signature')}>
        {'\u00a0'}
      </span>
      {children}
    </span>
  );
}

function renderElement(props: RenderElementProps): React.JSX.Element {
  const { attributes, children, element } = props;
  switch (element.type) {
    case 'macros':
      return <MacroChip {...props} />;
    case 'signature':
      return <SignatureBlank {...props} />;
    case 'list-item':
      return (
        <li {...attributes} className={SHEET_CLASSES.item}>
          {children}
        </li>
      );
    case 'numbered-list':
    case 'bulleted-list': {
      const align = blockAlign(element);
      const Tag = element.type === 'numbered-list' ? 'ol' : 'ul';
      return (
        <Tag
          {...attributes}
          data-block={element.type}
          data-align={align}
          className={`${element.type === 'numbered-list' ? SHEET_CLASSES.numbered : SHEET_CLASSES.bulleted} ${alignClass(align)}`}
        >
          {children}
        </Tag>
      );
    }
    default: {
      const align = blockAlign(element);
      const common = { 'data-block': element.type, 'data-align': align };
      if (element.type === 'paragraph' && (element.heading === 2 || element.heading === 3)) {
        const Tag = element.heading === 2 ? 'h2' : 'h3';
        // The sheet shows the paper: a title without an alignment of its own is centred (ADR 014).
        return (
          <Tag
            {...attributes}
            {...common}
            className={`${element.heading === 2 ? SHEET_CLASSES.heading2 : SHEET_CLASSES.heading3} ${alignClass(paperAlign(element))}`}
          >
            {children}
          </Tag>
        );
      }
      return (
        <p {...attributes} {...common} className={`${SHEET_CLASSES.paragraph} ${alignClass(align)}`}>
          {children}
        </p>
      );
    }
  }
}

function renderLeaf({ attributes, children, leaf }: RenderLeafProps): React.JSX.Element {
  let node: ReactNode = children;
  if (leaf.underline) node = <u>{node}</u>;
  if (leaf.italic) node = <em>{node}</em>;
  if (leaf.bold) node = <strong>{node}</strong>;
  return <span {...attributes}>{node}</span>;
}

function ToolButton({ label, icon, pressed, onPress, testId }: { label: string; icon: DocumentIconName; pressed?: boolean; onPress(): void; testId: string }) {
  return (
    <button
      type="button"
      className={`inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-ink hover:bg-raised focus-visible:outline-2 focus-visible:outline-accent ${pressed ? 'bg-accent-soft text-accent-strong' : ''}`}
      aria-pressed={pressed === undefined ? undefined : pressed}
      aria-label={label}
      title={label}
      // Keeps the editor's selection: the command applies where the visitor was typing.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onPress}
      data-testid={testId}
    >
      <DocumentIcon name={icon} />
    </button>
  );
}

function Separator() {
  return <span className="mx-1 h-6 w-px shrink-0 bg-line" aria-hidden="true" />;
}

/** The toolbar: marks, blocks, alignment, a signature blank, undo and redo; each button shows its state. */
export function Toolbar() {
  const editor = useSlate();
  const t = useT('document-editor');
  const mod = isMac() ? '⌘' : 'Ctrl+';
  return (
    <div
      role="toolbar"
      aria-label={t('toolbar.label')}
      aria-orientation="horizontal"
      className="flex w-full items-center gap-0.5 overflow-x-auto py-1.5"
      data-testid="editor-toolbar"
    >
      {MARKS.map((mark) => (
        <ToolButton
          key={mark}
          label={`${t(`toolbar.${mark}`)} (${mod}${mark[0]!.toUpperCase()})`}
          icon={MARK_ICONS[mark]}
          pressed={isMarkActive(editor, mark)}
          onPress={() => toggleMark(editor, mark)}
          testId={`tool-${mark}`}
        />
      ))}
      <Separator />
      {BLOCK_KINDS.map((kind) => (
        <ToolButton
          key={kind}
          label={t(`toolbar.${kind}`)}
          icon={BLOCK_ICONS[kind]}
          pressed={isBlockActive(editor, kind)}
          onPress={() => setBlockKind(editor, kind)}
          testId={`tool-${kind}`}
        />
      ))}
      <Separator />
      {ALIGNMENTS.map((align) => (
        <ToolButton
          key={align}
          label={t(`toolbar.align-${align}`)}
          icon={ALIGN_ICONS[align]}
          pressed={isAlignActive(editor, align)}
          onPress={() => setAlign(editor, align)}
          testId={`tool-align-${align}`}
        />
      ))}
      <Separator />
      <ToolButton label={t('toolbar.signature')} icon="signature" onPress={() => insertSignature(editor)} testId="tool-signature" />
      <ToolButton label={`${t('toolbar.undo')} (${mod}Z)`} icon="undo" onPress={() => editor.undo()} testId="tool-undo" />
      <ToolButton label={`${t('toolbar.redo')} (${mod}Shift+Z)`} icon="redo" onPress={() => editor.redo()} testId="tool-redo" />
    </div>
  );
}

/** Enter after a heading starts a paragraph; Enter in an empty list item leaves the list. */
export function withEditingHabits(editor: Editor): Editor {
  const { insertBreak } = editor;
  editor.insertBreak = () => {
    const item = Editor.above<SlateElement>(editor, { match: (node) => SlateElement.isElement(node) && node.type === 'list-item' });
    if (item && Node.string(item[0]) === '' && item[0].children.length <= 1) {
      const list = Editor.above<SlateElement>(editor, { match: (node) => SlateElement.isElement(node) && isListType(node.type) });
      const type = list?.[0].type;
      if (type === 'numbered-list' || type === 'bulleted-list') {
        setBlockKind(editor, type);
        return;
      }
    }
    insertBreak();
    const block = Editor.above<SlateElement>(editor, { match: (node, path) => path.length === 1 && SlateElement.isElement(node) });
    if (block && block[0].type === 'paragraph' && (block[0] as TextBlock).heading && Node.string(block[0]) === '')
      Transforms.unsetNodes(editor, 'heading', { at: block[1] });
  };
  return editor;
}

export interface SheetProviderProps {
  editor: Editor;
  initialValue: RichTextDocument;
  macros: MacroContextValue;
  onEdit(): void;
  children: ReactNode;
}

/** Slate's provider around the whole frame, so the toolbar and the sheet sit in their own places. */
/** The last key pressed in each editor: a chip the arrows reached stays selected; any other way in, the caret moves past it. */
const LAST_KEY = new WeakMap<Editor, string>();

export function SheetProvider({ editor, initialValue, macros, onEdit, children }: SheetProviderProps) {
  // Slate's tree is immutable: a new top-level array is a change of content; a selection move is not.
  const seen = useRef<readonly Descendant[] | null>(null);
  return (
    <MacroContext.Provider value={macros}>
      <Slate
        editor={editor}
        initialValue={initialValue as Descendant[]}
        onChange={(value) => {
          // A click or Ctrl+End lands the caret in a chip's hidden text, where nothing can be typed.
          if (!(LAST_KEY.get(editor) ?? '').startsWith('Arrow') && voidAtSelection(editor)) leaveVoid(editor);
          if (seen.current === null) seen.current = initialValue as Descendant[];
          if (value === seen.current) return;
          seen.current = value;
          onEdit();
        }}
      >
        {children}
      </Slate>
    </MacroContext.Provider>
  );
}

/** The editable sheet, with the shortcuts: Ctrl/Cmd+B, I, U; Z and Shift+Z (or Y); Enter on a chip edits its field. */
export function EditableSheet() {
  const editor = useSlateStatic();
  const macros = useContext(MacroContext);
  const t = useT('document-editor');
  // Enter edits a chip the arrows moved onto; after a jump (Ctrl+End) that lands the caret in a
  // chip at a line's end, Enter breaks the line as it would anywhere.
  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLDivElement>) => {
      const previous = LAST_KEY.get(editor) ?? '';
      LAST_KEY.set(editor, event.key);
      const mod = event.ctrlKey || event.metaKey;
      // On a chip the arrows reached, the browser's caret is in text it cannot edit: typing goes
      // after the chip, Backspace and Delete remove it.
      const onVoid = voidAtSelection(editor);
      if (onVoid && !mod && !event.altKey) {
        if (event.key.length === 1) {
          event.preventDefault();
          leaveVoid(editor);
          editor.insertText(event.key);
          return;
        }
        if (event.key === 'Backspace' || event.key === 'Delete') {
          event.preventDefault();
          Transforms.removeNodes(editor, { at: onVoid[1] });
          return;
        }
      }
      const key = event.key.toLowerCase();
      const mark = SHORTCUTS[key];
      if (mod && !event.altKey && !event.shiftKey && mark) {
        event.preventDefault();
        toggleMark(editor, mark);
        return;
      }
      // Ctrl+Home and Ctrl+End go to the document's very start and end (the browser's own jump
      // stops before a chip that ends the last line).
      if (mod && !event.altKey && (event.key === 'End' || event.key === 'Home')) {
        event.preventDefault();
        const point = event.key === 'End' ? Editor.end(editor, []) : Editor.start(editor, []);
        if (event.shiftKey && editor.selection) Transforms.select(editor, { anchor: editor.selection.anchor, focus: point });
        else Transforms.select(editor, point);
        return;
      }
      if (mod && !event.altKey && key === 'z') {
        event.preventDefault();
        if (event.shiftKey) editor.redo();
        else editor.undo();
        return;
      }
      if (mod && !event.altKey && key === 'y') {
        event.preventDefault();
        editor.redo();
        return;
      }
      if (event.key === 'Enter' && !mod && !event.altKey) {
        const macro = macros && previous.startsWith('Arrow') ? selectedMacro(editor) : null;
        event.preventDefault();
        if (macro) macros?.edit(macro.key);
        // Split where Slate's selection is, not where the browser's caret maps around a chip.
        else if (event.shiftKey) editor.insertText('\n');
        else editor.insertBreak();
      }
    },
    [editor, macros],
  );
  return (
    <Editable
      renderElement={renderElement}
      renderLeaf={renderLeaf}
      onKeyDown={onKeyDown}
      onMouseDown={() => LAST_KEY.set(editor, '')}
      aria-label={t('editor.label')}
      spellCheck
      className="document-sheet min-h-64 rounded-md outline-none focus-visible:outline-2 focus-visible:outline-offset-8 focus-visible:outline-accent"
      data-testid="document-editor"
    />
  );
}

export { ReactEditor };
