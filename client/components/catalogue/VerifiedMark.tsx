import { useT } from '../../i18n.js';
import { Icon } from '../Icon.js';

/** The verification mark: the licence and identity were checked. Read as "Verified". */
export function VerifiedMark({ size = 18 }: { size?: number }) {
  const t = useT('catalogue');
  return (
    <span className="inline-flex shrink-0 text-accent" title={t('card.verified')}>
      <Icon name="lucide:badge-check" size={size} label={t('card.verified')} />
    </span>
  );
}
