/**
 * What the toolbar and the shortcuts do to the document, and the state their buttons show
 * (`aria-pressed`), after Slate's rich-text example (toggleMark, isMarkActive, toggleBlock): on
 * the editor alone, with no React, so a headless editor in a unit test runs them as the page does.
 *
 * Blocks are docs/product.md §3's: a paragraph (optionally a heading 2 or 3, as the schema allows), a
 * justify-right line, numbered and bulleted lists of items; align left (the default), justify or
 * right on a top-level block; marks bold, italic, underline on text.
 */
import { Editor, Element, Node, Range, Transforms, type NodeEntry, type Path } from 'slate';
import { blockAlign } from '../../../../shared/richtext/align.js';
import type { Align, Block, TextBlock } from '../../../../shared/richtext/types.js';
import './slate-types.js';

export const MARKS = ['bold', 'italic', 'underline'] as const;
export type Mark = (typeof MARKS)[number];

/** The toolbar's block kinds: a block type, or a paragraph with a heading level. */
export const BLOCK_KINDS = ['paragraph', 'heading-2', 'heading-3', 'justify-right', 'numbered-list', 'bulleted-list'] as const;
export type BlockKind = (typeof BLOCK_KINDS)[number];

export const ALIGNMENTS: readonly Align[] = ['left', 'justify', 'right'];

type ListType = 'numbered-list' | 'bulleted-list';

export function isListType(type: unknown): type is ListType {
  return type === 'numbered-list' || type === 'bulleted-list';
}

/** Macros and signature blanks: inline, and void (nothing is typed inside them). */
export function isVoidInline(element: Element): boolean {
  return element.type === 'macros' || element.type === 'signature';
}

/** The kind a top-level block shows in the toolbar. */
export function blockKind(block: Block): BlockKind {
  if (block.type === 'numbered-list' || block.type === 'bulleted-list' || block.type === 'justify-right') return block.type;
  const heading = (block as TextBlock).heading;
  if (heading === 2) return 'heading-2';
  if (heading === 3) return 'heading-3';
  return 'paragraph';
}

/** The top-level blocks the selection touches (none without a selection). */
export function selectedBlocks(editor: Editor): NodeEntry<Block>[] {
  const { selection } = editor;
  if (!selection) return [];
  const at = Range.isExpanded(selection) ? Editor.unhangRange(editor, selection) : selection;
  return Array.from(Editor.nodes(editor, { at, match: (node, path) => path.length === 1 && Element.isElement(node) })) as NodeEntry<Block>[];
}

export function isMarkActive(editor: Editor, mark: Mark): boolean {
  return Editor.marks(editor)?.[mark] === true;
}

export function toggleMark(editor: Editor, mark: Mark): void {
  if (isMarkActive(editor, mark)) Editor.removeMark(editor, mark);
  else Editor.addMark(editor, mark, true);
}

/** Every block the selection touches is of this kind. */
export function isBlockActive(editor: Editor, kind: BlockKind): boolean {
  const blocks = selectedBlocks(editor);
  return blocks.length > 0 && blocks.every(([block]) => blockKind(block) === kind);
}

/** Every block the selection touches is shown with this alignment (a justify-right line is right). */
export function isAlignActive(editor: Editor, align: Align): boolean {
  const blocks = selectedBlocks(editor);
  return blocks.length > 0 && blocks.every(([block]) => blockAlign(block) === align);
}

const isTextLevelBlock = (editor: Editor) => (node: Node) => Element.isElement(node) && !editor.isInline(node) && !isListType(node.type);

/**
 * Makes the selected blocks of this kind; choosing the kind they already have turns them back
 * into paragraphs (a list into its items' paragraphs).
 */
export function setBlockKind(editor: Editor, kind: BlockKind): void {
  if (!editor.selection) return;
  const target: BlockKind = kind !== 'paragraph' && isBlockActive(editor, kind) ? 'paragraph' : kind;
  Editor.withoutNormalizing(editor, () => {
    // Out of any list first: the items become blocks of their own.
    Transforms.unwrapNodes(editor, { match: (node) => Element.isElement(node) && isListType(node.type), split: true });
    const match = isTextLevelBlock(editor);
    if (isListType(target)) {
      Transforms.unsetNodes(editor, ['heading', 'align'], { match });
      Transforms.setNodes(editor, { type: 'list-item' }, { match });
      Transforms.wrapNodes(editor, { type: target, children: [] }, { match: (node) => Element.isElement(node) && node.type === 'list-item' });
      return;
    }
    if (target === 'justify-right') {
      Transforms.unsetNodes(editor, ['heading', 'align'], { match });
      Transforms.setNodes(editor, { type: 'justify-right' }, { match });
      return;
    }
    Transforms.setNodes(editor, { type: 'paragraph' }, { match });
    if (target === 'paragraph') Transforms.unsetNodes(editor, 'heading', { match });
    else Transforms.setNodes(editor, { heading: target === 'heading-2' ? 2 : 3 }, { match });
  });
}

/** Aligns the selected top-level blocks; left is the default and is stored as no alignment. */
export function setAlign(editor: Editor, align: Align): void {
  const blocks = selectedBlocks(editor);
  Editor.withoutNormalizing(editor, () => {
    for (const [block, path] of blocks) {
      // A justify-right line is always on the right: aligning it otherwise makes it a paragraph.
      if (block.type === 'justify-right') Transforms.setNodes(editor, { type: 'paragraph' }, { at: path });
      if (align === 'left') Transforms.unsetNodes(editor, 'align', { at: path });
      else Transforms.setNodes(editor, { align }, { at: path });
    }
  });
}

/**
 * A caret inside a chip or a signature blank (a click or Ctrl+End lands it in the void's hidden
 * text) moves just after it, where typing, Enter and pasting take effect; Slate drops text typed
 * inside a void.
 */
export function leaveVoid(editor: Editor): void {
  const entry = voidAtSelection(editor);
  if (!entry) return;
  const after = Editor.after(editor, entry[1]);
  if (after) Transforms.select(editor, after);
}

/** The chip or signature blank a collapsed selection sits in. */
export function voidAtSelection(editor: Editor): NodeEntry<Element> | undefined {
  const { selection } = editor;
  if (!selection || !Range.isCollapsed(selection)) return undefined;
  return Editor.above<Element>(editor, { at: selection, match: (node) => Element.isElement(node) && isVoidInline(node) });
}

/** A signature blank at the cursor. */
export function insertSignature(editor: Editor): void {
  if (!editor.selection) return;
  leaveVoid(editor);
  Transforms.insertNodes(editor, { type: 'signature', children: [{ text: '' }] });
  Transforms.move(editor);
}

/** The macro the selection sits on (a chip the arrows reached), if any. */
export function selectedMacro(editor: Editor): { key: string; path: Path } | null {
  const { selection } = editor;
  if (!selection || !Range.isCollapsed(selection)) return null;
  const entry = Editor.above(editor, { at: selection, match: (node) => Element.isElement(node) && node.type === 'macros' });
  if (!entry) return null;
  const [node, path] = entry;
  return node.type === 'macros' && node.key ? { key: node.key, path } : null;
}

/**
 * The document's rules kept while editing (Slate's normalizeNode): the top level holds blocks
 * only (a stray list item becomes a paragraph, inlines and text are wrapped in one), a list holds
 * items only and goes when it is empty, an item holds no blocks, and the document is never empty.
 */
export function withDocumentRules(editor: Editor): Editor {
  const { normalizeNode, isInline, isVoid, insertText, insertBreak } = editor;
  editor.insertText = (text, options) => {
    leaveVoid(editor);
    insertText(text, options);
  };
  editor.insertBreak = () => {
    leaveVoid(editor);
    insertBreak();
  };
  editor.isInline = (element) => isVoidInline(element) || isInline(element);
  editor.isVoid = (element) => isVoidInline(element) || isVoid(element);
  editor.normalizeNode = (entry, options) => {
    const [node, path] = entry;
    if (path.length === 0) {
      if (editor.children.length === 0) {
        Transforms.insertNodes(editor, { type: 'paragraph', children: [{ text: '' }] }, { at: [0] });
        return;
      }
      for (const [child, childPath] of Node.children(editor, path)) {
        if (Element.isElement(child) && child.type === 'list-item') {
          Transforms.setNodes(editor, { type: 'paragraph' }, { at: childPath });
          return;
        }
        if (!Element.isElement(child) || editor.isInline(child)) {
          Transforms.wrapNodes(editor, { type: 'paragraph', children: [] }, { at: childPath });
          return;
        }
      }
    }
    if (Element.isElement(node) && isListType(node.type)) {
      if (node.children.length === 0) {
        Transforms.removeNodes(editor, { at: path });
        return;
      }
      for (const [child, childPath] of Node.children(editor, path)) {
        if (Element.isElement(child) && child.type !== 'list-item' && !editor.isInline(child)) {
          if (isListType(child.type)) Transforms.unwrapNodes(editor, { at: childPath });
          else Transforms.setNodes(editor, { type: 'list-item' }, { at: childPath });
          return;
        }
        if (!Element.isElement(child) || editor.isInline(child)) {
          Transforms.wrapNodes(editor, { type: 'list-item', children: [] }, { at: childPath });
          return;
        }
      }
    }
    if (Element.isElement(node) && path.length > 1 && !editor.isInline(node)) {
      // A block inside an item or a paragraph (a pasted fragment): its runs move up.
      const [parent] = Editor.parent(editor, path);
      if (Element.isElement(parent) && !isListType(parent.type) && node.type !== 'list-item') {
        Transforms.unwrapNodes(editor, { at: path });
        return;
      }
      if (Element.isElement(parent) && parent.type === 'list-item') {
        Transforms.unwrapNodes(editor, { at: path });
        return;
      }
    }
    normalizeNode(entry, options);
  };
  return editor;
}
