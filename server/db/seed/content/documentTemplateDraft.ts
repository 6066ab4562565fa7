/** A document template before the shared notice is added to its note. */
import type { SeedDocumentTemplate, Text3 } from './types';

export type DocumentTemplateDraft = Omit<SeedDocumentTemplate, 'note'> & { extraNote?: Text3 };
