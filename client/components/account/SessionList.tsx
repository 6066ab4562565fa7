import { useState } from 'react';
import { formatDate } from '../../../shared/format/date.js';
import type { AccountSession } from '../../../shared/account/overview.js';
import { useAppState } from '../../app-state.js';
import { useT } from '../../i18n.js';
import { api } from '../../platform/api.js';
import { toasts } from '../../platform/toasts/store.js';
import { Icon } from '../Icon.js';
import { Badge } from '../ui/Badge.js';
import { Button } from '../ui/Button.js';

/** "Chrome on Windows" from a user agent, or null when it says nothing we know. */
export function describeAgent(agent: string | null): string | null {
  if (!agent) return null;
  const browser = /Edg\//.test(agent)
    ? 'Edge'
    : /OPR\//.test(agent)
      ? 'Opera'
      : /Firefox\//.test(agent)
        ? 'Firefox'
        : /Chrome\//.test(agent)
          ? 'Chrome'
          : /Safari\//.test(agent)
            ? 'Safari'
            : null;
  const system = /Android/.test(agent)
    ? 'Android'
    : /iPhone|iPad/.test(agent)
      ? 'iOS'
      : /Windows/.test(agent)
        ? 'Windows'
        : /Mac OS X/.test(agent)
          ? 'macOS'
          : /Linux/.test(agent)
            ? 'Linux'
            : null;
  if (browser && system) return `${browser} · ${system}`;
  return browser ?? system ?? (agent.length > 60 ? `${agent.slice(0, 57)}…` : agent);
}

/**
 * The browsers signed in to this account, newest use first, each with a button that signs it out
 * (DELETE /api/v1/me/sessions/{id}). Ending this browser's own session signs this tab out too;
 * the viewer notices and the page shows the signed-out message.
 */
export function SessionList({ initial }: { initial: readonly AccountSession[] }) {
  const t = useT('account');
  const { locale } = useAppState();
  const [sessions, setSessions] = useState(initial);
  const [busy, setBusy] = useState<number | null>(null);

  const revoke = async (id: number) => {
    setBusy(id);
    const outcome = await api.revokeSession({ id }, { lang: locale });
    setBusy(null);
    if (outcome.ok || outcome.status === 404) {
      setSessions((list) => list.filter((session) => session.id !== id));
      if (outcome.ok) toasts.add({ type: 'success', title: t('sessions.revokedTitle'), text: t('sessions.revokedText') });
      return;
    }
    if (outcome.status !== 401) toasts.add({ type: 'error', title: t('sessions.heading'), text: t('sessions.revokeFailed'), closeOnClick: false });
  };

  return (
    <ul className="divide-y divide-line" data-testid="session-list">
      {sessions.map((session) => (
        <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 py-3" data-testid="session">
          <div className="flex min-w-0 items-start gap-3">
            <span className="mt-0.5 inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-raised text-muted">
              <Icon name="lucide:monitor-smartphone" size={18} />
            </span>
            <div className="min-w-0 text-sm">
              <p className="flex flex-wrap items-center gap-2 font-medium">
                {describeAgent(session.userAgent) ?? t('sessions.unknownDevice')}
                {session.current ? <Badge color="green">{t('sessions.current')}</Badge> : null}
              </p>
              <p className="text-muted">
                {t('sessions.lastUsed', { date: formatDate(session.lastUsedAt, locale) })}
                {session.ipAddress ? ` · ${session.ipAddress}` : ''}
              </p>
              <p className="text-muted">{t('sessions.signedIn', { date: formatDate(session.createdAt, locale) })}</p>
            </div>
          </div>
          <Button variant="outline" size="sm" loading={busy === session.id} onClick={() => void revoke(session.id)} data-testid="revoke-session">
            <Icon name="lucide:log-out" size={16} />
            {t('sessions.revoke')}
          </Button>
        </li>
      ))}
    </ul>
  );
}
