import { useMemo } from 'react';
import { VISITOR_LINK_REL, linkify } from '../../../shared/messages/links.js';

/**
 * A message's text as it was written: React text (never HTML), its line breaks kept, and its web
 * addresses as links that open apart from the page and are marked as the visitor's
 * (shared/messages/links.ts says which addresses are links).
 */
export function MessageText({ text }: { text: string }) {
  const pieces = useMemo(() => linkify(text), [text]);
  return (
    <p className="whitespace-pre-wrap break-words [overflow-wrap:anywhere]" data-testid="message-text">
      {pieces.map((piece, index) =>
        piece.kind === 'text' ? (
          piece.text
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one text never reorder
          <a key={index} href={piece.href} rel={VISITOR_LINK_REL} target="_blank" className="font-medium text-accent-strong underline underline-offset-2">
            {piece.text}
          </a>
        ),
      )}
    </p>
  );
}
