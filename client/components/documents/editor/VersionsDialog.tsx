import { useEffect, useState } from 'react';
import type { OwnDocumentVersionCard } from '../../../../shared/api/documents/contract.js';
import { formatDate } from '../../../../shared/format/date.js';
import { useAppState } from '../../../app-state.js';
import { useT } from '../../../i18n.js';
import { api } from '../../../platform/api.js';
import { Button } from '../../ui/Button.js';
import Dialog from '../../ui/Dialog.js';

/**
 * The kept versions of the document, newest first, with their time and why each was kept; any can
 * be restored (restoring is itself a new version, and the state before it is kept too).
 */
export function VersionsDialog({
  documentId,
  initial,
  open,
  onOpenChange,
  onRestore,
  restoring,
}: {
  documentId: number;
  initial: readonly OwnDocumentVersionCard[];
  open: boolean;
  onOpenChange(open: boolean): void;
  onRestore(n: number): void;
  restoring: number | null;
}) {
  const t = useT('document-editor');
  const { locale } = useAppState();
  const [versions, setVersions] = useState<readonly OwnDocumentVersionCard[]>(initial);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    api
      .listOwnDocumentVersions({ id: documentId, pageSize: 50 }, { lang: locale, signal: controller.signal })
      .then((list) => {
        setVersions(list.items);
        setFailed(false);
      })
      .catch(() => {
        if (!controller.signal.aborted) setFailed(true);
      });
    return () => controller.abort();
  }, [open, documentId, locale]);

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('versions.title')} description={t('versions.description')}>
      {failed ? (
        <p className="mb-3 text-sm text-red-700 dark:text-red-300" role="alert">
          {t('versions.loadFailed')}
        </p>
      ) : null}
      {versions.length === 0 ? (
        <p className="text-sm text-muted">{t('versions.empty')}</p>
      ) : (
        <ol className="max-h-[60vh] divide-y divide-line overflow-y-auto" data-testid="version-list">
          {versions.map((version) => (
            <li key={version.n} className="flex flex-wrap items-center justify-between gap-2 py-2.5" data-testid="version" data-version={version.n}>
              <div className="min-w-0 text-sm">
                <p className="font-medium">{formatDate(version.createdAt, locale, { time: true })}</p>
                <p className="text-muted">
                  {t(`versions.reason.${version.reason}`, { n: version.restoredFrom ?? '' })} · {t('versions.number', { n: version.n })}
                </p>
              </div>
              <Button
                variant="outline"
                size="sm"
                loading={restoring === version.n}
                disabled={restoring !== null}
                onClick={() => onRestore(version.n)}
                data-testid="restore-version"
                aria-label={t('versions.restoreLabel', { n: version.n })}
              >
                {t('versions.restore')}
              </Button>
            </li>
          ))}
        </ol>
      )}
    </Dialog>
  );
}
