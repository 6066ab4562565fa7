/** Builds a reference article: markup bodies in three languages, closed by the "not legal advice" note. */
import { rich, withNotice, type PerLocale } from './helpers';
import type { SeedReferenceArticle } from './types';

export type ArticleDraft = Omit<SeedReferenceArticle, 'body'> & {
  body: PerLocale<string>;
  /** Align plain paragraphs 'justify' (lines starting with || are justified either way). */
  justify?: boolean;
};

export function article({ body, justify, ...meta }: ArticleDraft): SeedReferenceArticle {
  return { ...meta, body: withNotice(rich(body, justify ? { align: 'justify' } : {})) };
}
