import type { CourtProposalResult } from '../../../../../../shared/api/claims/contract.js';
import type { Court } from '../../../../../../shared/api/types.js';
import { useT } from '../../../../../i18n.js';
import { Button } from '../../../../ui/Button.js';
import { CourtAddress } from './CourtAddress.js';

/**
 * The helper's proposal: the court with its reason, the rule and how sure the data are; for a
 * medium or low link the other plausible courts and where to confirm, never blocking. Or why it
 * proposes none.
 */
export function ProposalCard({
  proposal,
  courtId,
  onAccept,
  hydrated,
}: {
  proposal: CourtProposalResult;
  /** The court chosen now. */
  courtId: number | undefined;
  onAccept(court: Court): void;
  hydrated: boolean;
}) {
  const t = useT('claim-builder');
  const court = proposal.court;
  return (
    <div className="rounded-lg border border-line bg-surface p-3 text-sm" role="status" data-testid="helper-proposal">
      {court ? (
        <>
          <p className="font-semibold" data-testid="helper-court">
            {court.name}
          </p>
          <CourtAddress court={court} />
          <p className="mt-2">{t(`helper.basis.${proposal.basis ?? 'defendant'}`, { district: proposal.district?.name ?? '' })}</p>
          <p className="mt-1">
            {t(`helper.ruleName.${proposal.rule.kind}`)}
            {': '}
            {proposal.rule.article
              ? t('helper.article', { code: t(`helper.codes.${proposal.rule.code}`), article: proposal.rule.article })
              : t('helper.toVerify', { code: t(`helper.codes.${proposal.rule.code}`) })}
            {proposal.rule.source ? (
              <>
                {' '}
                <a className="underline" href={proposal.rule.source} target="_blank" rel="noreferrer">
                  {t('helper.source')}
                </a>
              </>
            ) : null}
          </p>
          <p className="mt-1" data-testid="helper-certainty">
            <span className="font-medium">{t(`helper.certainty.${proposal.certainty ?? 'low'}`)}</span>
          </p>
          {proposal.checkAt ? (
            <p className="mt-1 text-amber-800 dark:text-amber-200" data-testid="helper-confirm">
              {t('helper.confirmAt')}{' '}
              <a className="underline" href={proposal.checkAt.url} target="_blank" rel="noreferrer">
                {proposal.checkAt.name}
              </a>
            </p>
          ) : null}
          <p className="mt-1 text-xs text-muted">{t('helper.overridable')}</p>
          {courtId === court.id ? (
            <p className="mt-2 font-medium text-accent-strong">{t('helper.chosen')}</p>
          ) : (
            <Button className="mt-2" size="sm" variant="outline" onClick={() => onAccept(court)} disabled={!hydrated} data-testid="helper-accept">
              {t('helper.accept')}
            </Button>
          )}
          {proposal.alternatives.length > 0 ? (
            <div className="mt-3 border-t border-line pt-3" data-testid="helper-alternatives">
              <p className="font-medium">{t('helper.alternatives')}</p>
              <ul className="mt-1 space-y-2">
                {proposal.alternatives.map((other) => (
                  <li key={other.id} className="flex flex-wrap items-start justify-between gap-2">
                    <span className="min-w-0">
                      <span className="block">{other.name}</span>
                      <CourtAddress court={other} />
                    </span>
                    {courtId === other.id ? (
                      <span className="text-xs font-medium text-accent-strong">{t('helper.chosen')}</span>
                    ) : (
                      <Button size="sm" variant="outline" onClick={() => onAccept(other)} disabled={!hydrated} data-testid="helper-accept-alternative">
                        {t('helper.accept')}
                      </Button>
                    )}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </>
      ) : (
        <p data-testid="helper-none">{t(`helper.reason.${proposal.reason ?? 'no_district'}`)}</p>
      )}
    </div>
  );
}
