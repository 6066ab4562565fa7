/**
 * What the template pages' loaders send (issue 10): the catalogue (/documents), one template's
 * form (/documents/templates/{idx}) and the print view (/mc-rnders). Kept to what the page shows:
 * the template's body and labels in every language travel once, for the live preview and the
 * document-language switch.
 */
import type { DocumentTemplateCard, TemplateField } from '../../api/types.js';
import type { FieldValues } from '../../documents/fields.js';
import type { Locale } from '../../locales.js';
import type { RichTextDocument } from '../../richtext/types.js';
import type { CategoryCount, PagedList } from '../directory/types.js';

export type Notarization = DocumentTemplateCard['notarization'];

/** A card of the catalogue. */
export interface TemplateCardView {
  id: number;
  title: string;
  description: string;
  category: string;
  notarization: Notarization;
}

export interface TemplateFilters {
  q: string;
  category: string;
}

export interface DocumentsPageData {
  filters: TemplateFilters;
  /** Every category with its number of templates (the chips). */
  categories: CategoryCount[];
  list: PagedList<TemplateCardView>;
  [key: string]: unknown;
}

/** The template as its page needs it (the detail without the body repeated in the page's language). */
export interface TemplateView {
  id: number;
  title: string;
  description: string;
  note: string;
  category: { slug: string; name: string };
  notarization: Notarization;
  bodies: Record<Locale, RichTextDocument>;
  titles: Record<Locale, string>;
  fields: TemplateField[];
}

/**
 * The form's values as typed (text): money in so'm as the visitor writes it, a phone however
 * grouped. `toFieldValues` turns them into what the schema checks.
 */
export type FormValues = Record<string, string>;

/**
 * The form as posted without JavaScript and shown again: refused (server/loaders/documents/template-form.ts),
 * or a guest's values kept through signing in.
 */
export interface PostedTemplateForm {
  values: FormValues;
  errors: Record<string, string>;
  locale: Locale;
  retryAfter: number | null;
  /** Posted to see the preview (without JavaScript), not to save: shown with 200, nothing judged. */
  preview?: boolean;
}

/** What OneID gave of the signed-in citizen, for filling the party the visitor is. */
export interface IdentityPrefill {
  fullName: string;
  pinfl: string;
  phone: string | null;
}

export interface TemplatePageData {
  template: TemplateView;
  /** The document's language at first: ?lang=, the kept one, else the page's (a form posted again says its own). */
  documentLocale: Locale;
  /** A guest's values kept through signing in, or null (a refused post is the action's answer). */
  posted: PostedTemplateForm | null;
  /** Signed in: OneID's data; null for a guest. */
  identity: IdentityPrefill | null;
  [key: string]: unknown;
}

/** /mc-rnders: one document (or a blank template) to print. */
export interface PrintPageData {
  title: string;
  locale: Locale;
  body: RichTextDocument;
  fields: TemplateField[];
  values: FieldValues;
  [key: string]: unknown;
}

/** /mc-rnders without a document: what the view prints and how to reach it (server/loaders/documents/print-view.ts). */
export interface PrintAboutData {
  about: true;
  meta: { title: string };
  [key: string]: unknown;
}
