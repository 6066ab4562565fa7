import { useEffect, useState } from 'react';
import { RESERVED_SEGMENTS } from '../../../shared/routes.js';
import { SPECIALIST_LIMITS, nicknameProblem, normalizeNickname, type NicknameCheck } from '../../../shared/account/specialist-fields.js';
import { useAppState } from '../../app-state.js';
import { useT } from '../../i18n.js';
import { api } from '../../platform/api.js';
import { useDebounced } from '../landing/useDebounced.js';
import { Input } from '../ui/Input.js';

/** How long typing must pause before the nickname is checked with the server. */
export const NICKNAME_CHECK_DELAY_MS = 350;

type Status = { kind: 'idle' } | { kind: 'checking' } | { kind: 'ok'; own: boolean } | { kind: 'problem'; problem: NicknameCheck['problem'] };

/**
 * The nickname, checked as it is typed: its form and the reserved words at once, whether it is
 * free with GET /api/v1/me/nickname once typing pauses. The verdict is read out politely.
 */
export function NicknameField({
  value,
  onChange,
  current,
  error,
}: {
  value: string;
  onChange(value: string): void;
  current: string | null;
  error: string | undefined;
}) {
  const t = useT('account');
  const { locale, origin } = useAppState();
  const normalized = normalizeNickname(value);
  const settled = useDebounced(normalized, NICKNAME_CHECK_DELAY_MS);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const local = normalized === '' ? null : nicknameProblem(normalized, RESERVED_SEGMENTS);

  useEffect(() => {
    if (normalized === '' || local) return setStatus({ kind: 'idle' });
    if (normalized === current) return setStatus({ kind: 'ok', own: true });
    setStatus({ kind: 'checking' });
  }, [normalized, local, current]);

  useEffect(() => {
    if (settled === '' || settled === current || nicknameProblem(settled, RESERVED_SEGMENTS)) return;
    const abort = new AbortController();
    api
      .checkNickname({ nickname: settled }, { lang: locale, signal: abort.signal })
      .then((check) => setStatus(check.available ? { kind: 'ok', own: false } : { kind: 'problem', problem: check.problem }))
      .catch(() => setStatus({ kind: 'idle' }));
    return () => abort.abort();
  }, [settled, current, locale]);

  const address = `${origin.replace(/^https?:\/\//, '')}/${normalized}`;
  const verdict = local
    ? { tone: 'bad', text: t(`specialist.nickname.${local}`) }
    : status.kind === 'checking'
      ? { tone: 'muted', text: t('specialist.nickname.checking') }
      : status.kind === 'ok'
        ? { tone: 'good', text: status.own ? t('specialist.nickname.own') : t('specialist.nickname.available', { address }) }
        : status.kind === 'problem' && status.problem
          ? { tone: 'bad', text: t(`specialist.nickname.${status.problem}`) }
          : null;
  const toneClass = verdict?.tone === 'bad' ? 'text-red-700 dark:text-red-300' : verdict?.tone === 'good' ? 'text-green-800 dark:text-green-300' : 'text-muted';

  return (
    <div>
      <Input
        label={t('specialist.fields.nickname')}
        hint={t('specialist.hints.nickname')}
        name="nickname"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={SPECIALIST_LIMITS.nickname.max + 1}
        {...(error ? { error } : {})}
      />
      <p aria-live="polite" className={`mt-1 min-h-5 text-xs font-medium ${toneClass}`} data-testid="nickname-status">
        {verdict && !error ? verdict.text : ''}
      </p>
    </div>
  );
}
