/** The interface's own strings per language, which a support answer or article may quote as labels. */
import { LANGS, localeFiles, localeStrings, type Lang } from './corpus';

export function interfaceStrings(): Record<Lang, string[]> {
  const out = { uz: [], ru: [], en: [] } as Record<Lang, string[]>;
  for (const lang of LANGS) for (const file of localeFiles(lang)) out[lang].push(...localeStrings(lang, file).map(([, text]) => text));
  return out;
}

/** Quoted words in answers and articles that are not our labels: other services' buttons and names. */
export const ALLOWED_QUOTES: Record<Lang, string[]> = {
  uz: [],
  ru: [],
  en: [],
};
