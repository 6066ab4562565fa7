import { useT } from '../../../../i18n.js';
import { Button } from '../../../ui/Button.js';
import Dialog, { DialogClose } from '../../../ui/Dialog.js';
import type { LanguageSwitch } from './use-language-switch.js';

/** Asks before the sheet becomes the template's text in another language, or says why it cannot. */
export function LanguageDialog({ language, busy }: { language: LanguageSwitch; busy: boolean }) {
  const t = useT('document-editor');
  const { asked } = language;
  const name = asked ? t(`languages.${asked.to}`) : '';
  return (
    <Dialog
      open={asked !== null}
      onOpenChange={(open) => !open && language.close()}
      title={t('language.title', { language: name })}
      description={asked?.problem ?? t('language.text', { language: name })}
      footer={
        asked?.problem ? (
          <DialogClose asChild>
            <Button variant="outline">{t('language.close')}</Button>
          </DialogClose>
        ) : (
          <>
            <DialogClose asChild>
              <Button variant="outline">{t('language.cancel')}</Button>
            </DialogClose>
            <Button onClick={() => void language.confirm()} loading={busy} data-testid="language-confirm">
              {t('language.confirm')}
            </Button>
          </>
        )
      }
    />
  );
}
