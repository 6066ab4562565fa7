import { useT } from '../../i18n.js';

/**
 * "Nothing was found for “ajrlish”. Showing results for “ajralish”.": said where a list gives its
 * count (inside its status, so a screen reader hears it with the count) when the list searched
 * the catalogue's word nearest to the visitor's mistyped one (ListResult.corrected).
 */
export function SearchCorrection({ typed, word }: { typed: string; word: string }) {
  const t = useT();
  return (
    <span className="block font-medium text-ink" data-testid="search-corrected">
      {t('ui.searchCorrected', { typed, word })}
    </span>
  );
}
