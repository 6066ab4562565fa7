/**
 * How a renderer fills a macro (ADR 008): a resolver takes the macro's key and answers the text
 * to show: the field's value written out, or its `[label]` in the document's language when the
 * field has none (`filled: false`, which the renderers mark). null leaves the macro's own first
 * child's text, as stored. shared/documents builds the resolver of a document's field values; the
 * HTML renderer and both exports take it alike.
 */
export interface MacroDisplay {
  text: string;
  filled: boolean;
}

export type MacroResolver = (key: string) => MacroDisplay | null;
