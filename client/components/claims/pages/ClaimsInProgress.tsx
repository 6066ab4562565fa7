import { Link, useHref } from 'react-router';
import { formatDate } from '../../../../shared/format/date.js';
import { useAppState } from '../../../app-state.js';
import { useT } from '../../../i18n.js';
import { Icon } from '../../Icon.js';
import { Badge } from '../../ui/Badge.js';
import type { ClaimsPageData } from '../../../../shared/pages/claims/types.js';
import { claimStatusColor } from './status.js';

/**
 * The front page's corner for the visitor's own claims: a signed-in visitor's claims in progress,
 * each with its state and "Continue"; a guest learns that claims live in the account and may sign
 * in (OneID, back to this page).
 */
export function ClaimsInProgress({ mine }: { mine: ClaimsPageData['mine'] }) {
  const t = useT('claim-pages');
  const claims = useT('claims');
  const { locale } = useAppState();
  const here = useHref('/statement-of-claim');

  if (!mine) {
    return (
      <section aria-labelledby="claims-guest" className="card flex flex-col gap-3 p-5 sm:flex-row sm:items-center sm:p-6" data-testid="claims-guest">
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-accent-soft text-accent-strong">
          <Icon name="lucide:lock" size={20} />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="claims-guest" className="text-base font-semibold">
            {t('index.guestTitle')}
          </h2>
          <p className="mt-1 text-sm leading-relaxed text-muted">{t('index.guestText')}</p>
        </div>
        <a href={`/auth/sign-in?returnTo=${encodeURIComponent(here)}`} className="btn btn-outline shrink-0">
          <Icon name="lucide:log-in" size={16} />
          {t('index.signIn')}
        </a>
      </section>
    );
  }

  return (
    <section aria-labelledby="claims-mine" className="card p-5 sm:p-6" data-testid="claims-mine">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="claims-mine" className="text-lg font-semibold">
          {t('index.mineHeading')}
        </h2>
        <Link to="/home" className="text-sm font-medium text-accent-strong hover:underline">
          {t('index.allMine')}
        </Link>
      </div>
      {mine.items.length === 0 ? (
        <p className="mt-2 text-sm text-muted">{t('index.mineEmpty')}</p>
      ) : (
        <>
          <p className="mt-1 text-sm text-muted">{t('index.mineLead')}</p>
          <ul className="mt-3 divide-y divide-line">
            {mine.items.map((claim) => (
              <li key={claim.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3" data-testid="claim-in-progress">
                <div className="min-w-0 flex-1">
                  <p className="font-medium">{claim.title}</p>
                  <p className="mt-0.5 flex flex-wrap items-center gap-2 text-sm text-muted">
                    <Badge color={claimStatusColor(claim.status)}>{claims(`statuses.${claim.status}`)}</Badge>
                    {t('index.updated', { date: formatDate(claim.updatedAt, locale) })}
                  </p>
                </div>
                <Link to={`/statement-of-claim/my/${claim.id}`} className="btn btn-primary btn-sm" aria-label={`${t('index.continue')}: ${claim.title}`}>
                  {t('index.continue')}
                  <Icon name="lucide:arrow-right" size={16} />
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
