import type { TFunction } from '../../../../shared/i18n/index.js';
import type { AskTarget } from '../../../../shared/pages/messages/ask.js';

/** "Question to Dilnoza Yusupova", or to a firm: the page's heading and the dialog's title (as the loader titles the page). */
export function askTitle(target: AskTarget, t: TFunction): string {
  if (target.firm) return t('ask.titleToFirm', { name: target.firm.name });
  const only = target.specialists.length === 1 ? target.specialists[0] : undefined;
  return only ? t('ask.titleTo', { name: only.name }) : t('ask.nobody.title');
}
