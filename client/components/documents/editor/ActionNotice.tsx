/**
 * A notice above an editor with the choices it offers: a stale save (warning: another tab or
 * device saved first) or answers this browser kept that the server never got (info). The
 * documents' workspace and the claim builder show them alike.
 */
import { formatDate } from '../../../../shared/format/date.js';
import type { TFunction } from '../../../../shared/i18n/index.js';
import type { Locale } from '../../../../shared/locales.js';
import { Button } from '../../ui/Button.js';

export interface NoticeAction {
  label: string;
  onClick: () => void;
  testId: string;
  /** The first action is the primary one; the others are outlined. */
  loading?: boolean;
  disabled?: boolean;
}

const TONES = {
  warning: { role: 'alert', box: 'border-amber-500/60 bg-amber-50 text-amber-950 dark:bg-amber-950/40 dark:text-amber-100', text: '' },
  info: { role: 'status', box: 'border-line bg-raised', text: 'text-muted' },
} as const;

export function ActionNotice({
  tone,
  title,
  text,
  actions,
  testId,
  className = '',
}: {
  tone: keyof typeof TONES;
  title: string;
  text: string;
  actions: readonly NoticeAction[];
  testId: string;
  className?: string;
}) {
  const look = TONES[tone];
  return (
    <div role={look.role} className={`rounded-xl border p-4 text-sm ${look.box} ${className}`} data-testid={testId}>
      <p className="font-semibold">{title}</p>
      <p className={`mt-1 ${look.text}`}>{text}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        {actions.map((action, index) => (
          <Button
            key={action.testId}
            size="sm"
            {...(index > 0 ? { variant: 'outline' as const } : {})}
            onClick={action.onClick}
            {...(action.loading !== undefined ? { loading: action.loading } : {})}
            {...(action.disabled !== undefined ? { disabled: action.disabled } : {})}
            data-testid={action.testId}
          >
            {action.label}
          </Button>
        ))}
      </div>
    </div>
  );
}

/** What this browser kept and the server never got, offered back (`t`: the page's namespace, keys kept.*). */
export function KeptNotice({
  keptAt,
  lang,
  t,
  onRestore,
  onDiscard,
  className,
}: {
  keptAt: string;
  lang: Locale;
  t: TFunction;
  onRestore: () => void;
  onDiscard: () => void;
  className?: string;
}) {
  return (
    <ActionNotice
      tone="info"
      {...(className ? { className } : {})}
      testId="kept-draft"
      title={t('kept.title')}
      text={t('kept.text', { date: formatDate(keptAt, lang, { time: true }) })}
      actions={[
        { label: t('kept.restore'), onClick: onRestore, testId: 'kept-restore' },
        { label: t('kept.discard'), onClick: onDiscard, testId: 'kept-discard' },
      ]}
    />
  );
}
