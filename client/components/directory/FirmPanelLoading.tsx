import { useT } from '../../i18n.js';
import { Skeleton } from '../ui/Skeleton.js';

/**
 * The lines a firm's panel shows while it loads: the firm from the API, or the panel's own code
 * (FirmPanelBody, a chunk of its own), so both waits look alike.
 */
export function FirmPanelLoading() {
  const t = useT('lawfirms');
  return (
    <div className="space-y-3" role="status">
      <span className="sr-only">{t('panel.loading')}</span>
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-11/12" />
      <Skeleton className="h-4 w-2/3" />
      <Skeleton className="mt-6 h-10 w-full" />
      <Skeleton className="h-10 w-full" />
    </div>
  );
}
