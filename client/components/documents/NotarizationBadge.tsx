import type { BadgeColor } from '../../../shared/theme.js';
import { useT } from '../../i18n.js';
import { Badge } from '../ui/Badge.js';
import type { Notarization } from '../../../shared/pages/documents/types.js';

const COLOR: Record<Notarization, BadgeColor> = { none: 'gray', recommended: 'gold', required: 'mandy' };

/** Whether a notary must certify the paper: none, recommended or required. */
export function NotarizationBadge({ notarization }: { notarization: Notarization }) {
  const t = useT('document-templates');
  return (
    <span data-notarization={notarization}>
      <Badge color={COLOR[notarization]}>{t(`notarization.${notarization}`)}</Badge>
    </span>
  );
}
