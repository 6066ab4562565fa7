import type { Court } from '../../../../../../shared/api/types.js';
import { MY_SUD } from '../../../../../../shared/claims/court.js';
import { useT } from '../../../../../i18n.js';

/** The court's address, or that no source gives it and where to check it. */
export function CourtAddress({ court }: { court: Court }) {
  const t = useT('claim-builder');
  if (court.address) return <span className="block text-muted">{court.address}</span>;
  return (
    <span className="block text-xs text-muted" data-testid="court-no-address">
      {t('helper.noAddress')}{' '}
      <a className="underline" href={MY_SUD.url} target="_blank" rel="noreferrer">
        {MY_SUD.name}
      </a>
    </span>
  );
}
