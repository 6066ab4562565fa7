/**
 * The page of an exported document, shared by the DOCX and the PDF so both come out alike
 * (ADR 008): A4 with the margins of Uzbek and Russian office papers (left 30 mm for binding,
 * right 15, top and bottom 20), a serif body of 12 pt at 1.15 lines, 6 pt after a paragraph,
 * headings kept with the text after them, lists indented 10 mm with the marker in the hanging
 * 5 mm, and a signature blank 45 mm long.
 */
export const PAGE = {
  /** A4, millimetres. */
  widthMm: 210,
  heightMm: 297,
  margins: { topMm: 20, rightMm: 15, bottomMm: 20, leftMm: 30 },
} as const;

export const TYPE = {
  bodyPt: 12,
  heading2Pt: 14,
  heading3Pt: 12,
  /** Line height as a multiple of the font size. */
  lineHeight: 1.15,
  paragraphAfterPt: 6,
  headingBeforePt: 12,
  headingAfterPt: 6,
} as const;

export const LIST = {
  /** Where an item's text starts, from the margin. */
  indentMm: 10,
  /** Where its marker starts, back from the text. */
  hangingMm: 5,
  bullet: '•',
} as const;

/** A signature blank's length. */
export const SIGNATURE_MM = 45;

export const MM_PER_INCH = 25.4;
export const POINTS_PER_INCH = 72;

export const mmToPt = (mm: number): number => (mm * POINTS_PER_INCH) / MM_PER_INCH;
