import { data } from 'react-router';
import type { ClaimsListPageData } from '../../../shared/pages/claims/types.js';
import { claimReads, templateSummary } from './reads.js';
import type { ServerLoader } from '../index.js';
import type { PageDataOf } from '../../../shared/pages/index.js';

/**
 * /statement-of-claim/list/{idx}: the templates of category idx (the most used first), each with
 * what it is for, its court type, whether a talabnoma is required and the duty rule; the other
 * categories to move on to. A category that does not exist is the 404 page.
 */
export const claimsListLoader: ServerLoader<PageDataOf<'claims-list'>> = async ({ params }, { api, locale, t }): Promise<ClaimsListPageData> => {
  const read = claimReads(api, locale);
  const id = Number(params.idx);
  const [categories, shelf] = await Promise.all([read.categories(), read.shelf()]);
  const category = categories.items.find((item) => item.id === id);
  if (!category) throw data({ message: null }, { status: 404 });
  const cards = shelf.items.filter((card) => card.category.id === id);
  const details = await Promise.all(cards.map((card) => read.template(card.id)));
  return {
    category: { id: category.id, slug: category.slug, name: category.name, description: category.description },
    templates: details.map(templateSummary),
    others: categories.items
      .filter((item) => item.id !== id)
      .map((item) => ({ id: item.id, name: item.name, count: shelf.items.filter((card) => card.category.id === item.id).length }))
      .filter((item) => item.count > 0),
    meta: {
      title: `${category.name} · ${t('pages:claims.title')}`,
      description: t('claim-pages:meta.listDescription', { category: category.name }),
    },
  };
};
