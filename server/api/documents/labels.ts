/** The words a document's write names its parts with, in the caller's language (locales/{lng}/documents.json). */
import { createTranslator, type Resources } from '../../../shared/i18n/index.js';
import type { Locale } from '../../../shared/locales.js';
import { DOCUMENT_BODY_FIELDS, type DocumentLabels } from '../../../shared/api/documents/contract.js';

export const DOCUMENTS_NS = 'documents';

/** The labels of a document body's parts (locales/{lng}/documents.json fields). */
export function documentLabels(resources: Resources, lang: Locale): DocumentLabels {
  const { t } = createTranslator(lang, resources);
  return Object.fromEntries(DOCUMENT_BODY_FIELDS.map((field) => [field, t(`${DOCUMENTS_NS}:fields.${field}`)])) as DocumentLabels;
}
