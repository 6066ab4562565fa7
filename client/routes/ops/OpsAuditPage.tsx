import { formatDate, formatTime } from '../../../shared/format/date.js';
import { formatNumber } from '../../../shared/format/number.js';
import type { AuditEntry } from '../../../shared/api/ops/contract.js';
import { useAppState } from '../../app-state.js';
import { Pagination } from '../../components/ui/Pagination.js';
import { useT } from '../../i18n.js';
import { usePageData } from '../../platform/payload.js';
import { OpsNav } from './OpsNav.js';

/** A state as the log keeps it: JSON, indented, or a dash for none. */
function stateText(value: unknown): string {
  return value === null || value === undefined ? '—' : JSON.stringify(value, null, 2);
}

function Entry({ entry }: { entry: AuditEntry }) {
  const t = useT('ops');
  const { locale } = useAppState();
  return (
    <li className="card p-4" data-testid="audit-entry">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold">
          <span className="font-mono text-sm">{entry.action}</span> · {entry.subject}
        </p>
        <p className="text-sm text-muted">
          <time dateTime={entry.at}>
            {formatDate(entry.at, locale)} {formatTime(entry.at, locale)}
          </time>
        </p>
      </div>
      <p className="mt-1 text-sm">{t('audit.by', { actor: entry.actor })}</p>
      {entry.note ? <p className="mt-1 text-sm text-muted">{t('audit.note', { note: entry.note })}</p> : null}
      <details className="mt-2">
        <summary className="cursor-pointer text-sm font-medium">{t('audit.states')}</summary>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          <div>
            <p className="text-xs font-semibold uppercase text-muted">{t('audit.before')}</p>
            <pre className="mt-1 overflow-x-auto rounded-lg bg-raised p-2 text-xs">{stateText(entry.before)}</pre>
          </div>
          <div>
            <p className="text-xs font-semibold uppercase text-muted">{t('audit.after')}</p>
            <pre className="mt-1 overflow-x-auto rounded-lg bg-raised p-2 text-xs">{stateText(entry.after)}</pre>
          </div>
        </div>
      </details>
    </li>
  );
}

/**
 * /ops/audit (issue 32, ADR 022): every operator action, grant and revocation, newest first, with
 * who, when, what, and the state before and after. Read only: the table refuses changes.
 */
export default function OpsAuditPage() {
  const data = usePageData('ops-audit');
  const t = useT('ops');
  const { locale } = useAppState();
  return (
    <div className="container-page max-w-4xl py-6 sm:py-8">
      <h1 className="text-3xl font-bold tracking-tight" data-testid="page-heading">
        {t('audit.title')}
      </h1>
      <p className="mt-1 text-sm text-muted">{t('audit.lead', { count: data.total, formatted: formatNumber(data.total, locale) })}</p>
      <div className="mt-6">
        <OpsNav />
      </div>
      {data.items.length === 0 ? (
        <p className="card p-5 text-muted">{t('audit.empty')}</p>
      ) : (
        <ol className="space-y-3" data-testid="audit-list">
          {data.items.map((entry) => (
            <Entry key={entry.id} entry={entry} />
          ))}
        </ol>
      )}
      <div className="mt-6 flex justify-center">
        <Pagination page={data.page} pageCount={data.pages} hrefFor={(page) => (page === 1 ? '/ops/audit' : `/ops/audit?page=${page}`)} />
      </div>
    </div>
  );
}
