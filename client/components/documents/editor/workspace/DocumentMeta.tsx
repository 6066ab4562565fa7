import { LOCALES, type Locale } from '../../../../../shared/locales.js';
import { useAppState } from '../../../../app-state.js';
import { useT } from '../../../../i18n.js';
import { saveStatusView, type SaveState } from '../autosave.js';
import { SaveStatus } from '../SaveStatus.js';

/** The line under the title: the save state, and the document's language (a change asks first). */
export function DocumentMeta({ save, locale, onLanguage }: { save: SaveState; locale: Locale; onLanguage(to: Locale): void }) {
  const t = useT('document-editor');
  const { locale: lang } = useAppState();
  return (
    <>
      <SaveStatus phase={save.phase} view={saveStatusView(save, t, lang)} />
      <label className="inline-flex items-center gap-2">
        <span>{t('language.label')}</span>
        <select className="control py-1 text-sm" value={locale} onChange={(event) => onLanguage(event.target.value as Locale)} data-testid="document-language">
          {LOCALES.map((code) => (
            <option key={code} value={code}>
              {t(`languages.${code}`)}
            </option>
          ))}
        </select>
      </label>
    </>
  );
}
