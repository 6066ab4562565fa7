/**
 * The rich-text document of docs/product.md §3: a JSON list of blocks. A block is a paragraph,
 * justify-right, numbered-list or bulleted-list; align is left by default, or justify, or right.
 * Children are text runs (bold, italic, underline) or macros whose first child holds the text,
 * and one addition of ours (ADR 008): a signature blank, the line a party signs on.
 */
export type BlockType = 'paragraph' | 'justify-right' | 'numbered-list' | 'bulleted-list';
export type Align = 'left' | 'justify' | 'right';

export interface TextRun {
  text: string;
  bold?: boolean;
  italic?: boolean;
  underline?: boolean;
}

/**
 * The form a macro's value is written in where the sentence needs it (ADR 008): a Russian case of
 * a person's name ("от {{lender_name|gen}}" → "от Каримовой Дилнозы Рустамовны"), an Uzbek ending
 * attached to the value ("{{agent_name|ga}}" → "Otabekka", "{{valid_until|gacha}}"), or one of three
 * words chosen by the gender of the person the field names ("g:супругу/супруге/супругу"). A macro
 * without a form shows the value as it is.
 */
export type RuCaseForm = 'gen' | 'dat' | 'acc' | 'ins' | 'pre';
export type UzEndingForm = 'ga' | 'gacha' | 'dan' | 'da' | 'dagi' | 'ni' | 'ning';
export type GenderForm = `g:${string}`;
export type MacroForm = RuCaseForm | UzEndingForm | GenderForm;

/** A macro: a named placeholder (for templates) whose first child holds its text. */
export interface MacroRun {
  type: 'macros';
  /** The macro's key, e.g. "principal_name" (the field it asks for). */
  key?: string;
  /** The form the value takes in the sentence (absent: as it is). */
  form?: MacroForm;
  children: [TextRun, ...TextRun[]];
}

/**
 * A signature blank: the line a party signs on ("Доверитель: ________ / [ФИО]"). An inline with
 * no text of its own (the editor shows it as a void inline, whose one empty child Slate needs),
 * printed as a line by the renderer and both exports.
 */
export interface SignatureRun {
  type: 'signature';
  children: [TextRun];
}

export type Run = TextRun | MacroRun | SignatureRun;

/** A list item inside a numbered or bulleted list. */
export interface ListItem {
  type: 'list-item';
  children: Run[];
}

export interface TextBlock {
  type: 'paragraph' | 'justify-right';
  align?: Align;
  /** Optional heading level for article structure (rendered as h2/h3). */
  heading?: 2 | 3;
  children: Run[];
}

export interface ListBlock {
  type: 'numbered-list' | 'bulleted-list';
  align?: Align;
  children: ListItem[];
}

export type Block = TextBlock | ListBlock;
export type RichTextDocument = Block[];
