/**
 * The claim's state and the moves the visitor may make now (claim.allowedStatuses, the moves POST
 * /me/claims/{id}/status allows): "I filed it" with the court, the date and the case number;
 * closed; cancelled (asked twice). A refused move (409) is said in words, with the moves allowed.
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import type { OwnClaim } from '../../../../../../shared/api/claims/contract.js';
import { formatDate } from '../../../../../../shared/format/date.js';
import type { Locale } from '../../../../../../shared/locales.js';
import type { ManualClaimStatus } from '../../../../../../shared/claims/status.js';
import { useT } from '../../../../../i18n.js';
import { api } from '../../../../../platform/api.js';
import { Badge } from '../../../../ui/Badge.js';
import { Button } from '../../../../ui/Button.js';
import type { BadgeColor } from '../../../../../../shared/theme.js';
import { FieldMessage, Notice, StepSection } from './StepParts.js';
import { tashkentToday } from '../../../../../../shared/format/calendar.js';

export const STATUS_COLORS: Record<OwnClaim['status'], BadgeColor> = {
  draft: 'gray',
  complete: 'marineBlue',
  generated: 'iris',
  filed_by_user: 'green',
  closed: 'primary',
  cancelled: 'error',
};

export function StatusPanel({ claim: given, lang, hydrated, onClaim }: { claim: OwnClaim; lang: Locale; hydrated: boolean; onClaim(claim: OwnClaim): void }) {
  const t = useT('claim-steps');
  // The claim as this panel last learnt it: a refused move reads the server's state again.
  const [claim, setClaim] = useState(given);
  useEffect(() => setClaim((current) => (given.version >= current.version ? given : current)), [given]);
  const claims = useT('claims');
  const id = useId();
  const [filing, setFiling] = useState(false);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [filedOn, setFiledOn] = useState('');
  const [caseNumber, setCaseNumber] = useState('');
  const [busy, setBusy] = useState<ManualClaimStatus | null>(null);
  const [problem, setProblem] = useState<{ message: string; fields: Record<string, string> } | null>(null);

  const move = async (status: ManualClaimStatus, extra: { filedOn?: string; caseNumber?: string } = {}) => {
    setBusy(status);
    setProblem(null);
    const outcome = await api.setClaimStatus({ id: claim.id }, { status, ...extra }, { lang });
    setBusy(null);
    if (outcome.ok) {
      setFiling(false);
      setConfirmCancel(false);
      onClaim(outcome.value);
      return;
    }
    if (outcome.status === 409 && outcome.error) {
      // Moved elsewhere meanwhile (another tab): the state now, and the moves it allows, in words.
      const said = outcome.error.current as { allowed?: ManualClaimStatus[] } | undefined;
      let allowedNow = said?.allowed;
      try {
        const fresh = await api.getOwnClaim({ id: claim.id }, { lang });
        setClaim(fresh);
        setFiling(false);
        setConfirmCancel(false);
        allowedNow = fresh.allowedStatuses;
      } catch {
        // The message alone, then.
      }
      const names = (allowedNow ?? []).map((s) => claims(`statuses.${s}`));
      const message =
        `${outcome.error.message} ${allowedNow === undefined ? '' : names.length ? t('status.allowed', { list: names.join(', ') }) : t('status.noneAllowed')}`.trim();
      setProblem({ message, fields: {} });
      return;
    }
    if (outcome.status === 0) return setProblem({ message: t('errors.network'), fields: {} });
    setProblem({ message: outcome.error?.message ?? t('errors.failed'), fields: outcome.error?.fields ?? {} });
  };

  const submitFiled = (event: FormEvent) => {
    event.preventDefault();
    if (!filedOn) return setProblem({ message: t('status.dateRequired'), fields: { filedOn: t('status.dateRequired') } });
    void move('filed_by_user', { filedOn, ...(caseNumber.trim() ? { caseNumber: caseNumber.trim() } : {}) });
  };

  const allowed = claim.allowedStatuses;
  return (
    <StepSection title={t('status.title')} testId="claim-status">
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <span>{t('status.now')}</span>
        <span data-testid="claim-status-badge" data-status={claim.status}>
          <Badge color={STATUS_COLORS[claim.status]}>{claims(`statuses.${claim.status}`)}</Badge>
        </span>
      </p>
      {claim.filed ? (
        <p className="text-sm" data-testid="claim-filed">
          {t('status.filedLine', {
            court: claim.filed.court?.name ?? '—',
            date: claim.filed.on ? formatDate(`${claim.filed.on}T12:00:00Z`, lang, { style: 'long' }) : '—',
            caseNumber: claim.filed.caseNumber ?? t('status.noCaseNumber'),
          })}
        </p>
      ) : null}
      {allowed.length === 0 ? <p className="text-sm text-muted">{t('status.final')}</p> : null}
      <div className="flex flex-wrap gap-2">
        {allowed.includes('filed_by_user') && !filing ? (
          <Button
            variant="outline"
            size="sm"
            disabled={!hydrated || busy !== null}
            onClick={() => {
              setFiling(true);
              setFiledOn((v) => v || tashkentToday());
            }}
            data-testid="status-filed"
          >
            {t('status.filed')}
          </Button>
        ) : null}
        {allowed.includes('closed') ? (
          <Button
            variant="outline"
            size="sm"
            disabled={!hydrated || busy !== null}
            loading={busy === 'closed'}
            onClick={() => void move('closed')}
            data-testid="status-closed"
          >
            {t('status.close')}
          </Button>
        ) : null}
        {allowed.includes('cancelled') && !confirmCancel ? (
          <Button variant="ghost" size="sm" disabled={!hydrated || busy !== null} onClick={() => setConfirmCancel(true)} data-testid="status-cancel">
            {t('status.cancel')}
          </Button>
        ) : null}
      </div>
      {confirmCancel ? (
        <Notice tone="warning" title={t('status.cancelTitle')} testId="status-cancel-confirm">
          <p>{t('status.cancelText')}</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button variant="danger" size="sm" loading={busy === 'cancelled'} onClick={() => void move('cancelled')} data-testid="status-cancel-yes">
              {t('status.cancelYes')}
            </Button>
            <Button variant="outline" size="sm" onClick={() => setConfirmCancel(false)}>
              {t('status.cancelNo')}
            </Button>
          </div>
        </Notice>
      ) : null}
      {filing ? (
        <form className="space-y-3 rounded-xl border border-line p-4" onSubmit={submitFiled} noValidate data-testid="status-filed-form">
          <p className="text-sm">{t('status.filedIntro', { court: claim.court?.name ?? '—' })}</p>
          <div className="grid gap-3 sm:grid-cols-2">
            <div>
              <label htmlFor={`${id}-on`} className="block text-sm font-medium">
                {t('status.filedOn')}
              </label>
              <input
                id={`${id}-on`}
                type="date"
                required
                className={`control mt-1.5 w-full ${problem?.fields.filedOn ? 'border-error' : ''}`}
                value={filedOn}
                max={tashkentToday()}
                onChange={(event) => setFiledOn(event.target.value)}
                aria-invalid={problem?.fields.filedOn ? true : undefined}
                aria-describedby={problem?.fields.filedOn ? `${id}-on-error` : undefined}
                data-testid="status-filed-on"
              />
              <FieldMessage id={`${id}-on-error`} message={problem?.fields.filedOn} />
            </div>
            <div>
              <label htmlFor={`${id}-case`} className="block text-sm font-medium">
                {t('status.caseNumber')}
              </label>
              <input
                id={`${id}-case`}
                className="control mt-1.5 w-full"
                value={caseNumber}
                maxLength={100}
                onChange={(event) => setCaseNumber(event.target.value)}
                aria-describedby={`${id}-case-hint`}
                data-testid="status-case-number"
              />
              <p id={`${id}-case-hint`} className="mt-1 text-xs text-muted">
                {t('status.caseNumberHint')}
              </p>
            </div>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" size="sm" loading={busy === 'filed_by_user'} data-testid="status-filed-save">
              {t('status.filedSave')}
            </Button>
            <Button variant="outline" size="sm" onClick={() => setFiling(false)}>
              {t('status.filedCancel')}
            </Button>
          </div>
        </form>
      ) : null}
      {problem ? (
        <Notice tone="error" live testId="status-problem">
          {problem.message}
        </Notice>
      ) : null}
    </StepSection>
  );
}
