import { formattingLocale, type Locale } from '../locales';

/**
 * The language whose conventions format text for `locale`, by docs/product.md §4's mapping
 * (en → en_US, ru → ru_RU, anything else → uz_UZ).
 */
export function formatLanguage(locale: string): Locale {
  const tag = formattingLocale(locale);
  return tag === 'en_US' ? 'en' : tag === 'ru_RU' ? 'ru' : 'uz';
}
