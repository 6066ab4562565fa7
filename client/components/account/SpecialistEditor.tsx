import * as RadixDialog from '@radix-ui/react-dialog';
import { useCallback, useEffect, useState } from 'react';
import type { OwnSpecialist } from '../../../shared/account/overview.js';
import type { SpecializationGroup } from '../../../shared/api/types.js';
import { useAppState } from '../../app-state.js';
import { useT } from '../../i18n.js';
import { api } from '../../platform/api.js';
import { Icon } from '../Icon.js';
import { Button } from '../ui/Button.js';
import { SpecialistForm } from './SpecialistForm.js';

export interface SpecialistEditorProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The visitor has a profile already (the title says "edit"). */
  editing: boolean;
  asOf: string;
}

type Loaded = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; own: OwnSpecialist; groups: SpecializationGroup[] };

/**
 * The specialist profile editor: a Radix dialog (focus kept inside, Escape closes it, focus
 * returns to the button that opened it) that loads the visitor's profile and the specialization
 * groups when it opens. Heavy (the form and zod): pages load it with React.lazy on first use.
 */
export default function SpecialistEditor({ open, onOpenChange, editing, asOf }: SpecialistEditorProps) {
  const t = useT('account');
  const common = useT();
  const { locale } = useAppState();
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });

  const load = useCallback(
    (signal?: AbortSignal) => {
      setLoaded({ kind: 'loading' });
      Promise.all([
        api.getOwnSpecialist({}, { lang: locale, ...(signal ? { signal } : {}) }),
        api.listSpecializationGroups({}, { lang: locale, ...(signal ? { signal } : {}) }),
      ])
        .then(([own, groups]) => setLoaded({ kind: 'ready', own, groups: groups.items }))
        .catch(() => {
          if (!signal?.aborted) setLoaded({ kind: 'failed' });
        });
    },
    [locale],
  );

  useEffect(() => {
    if (!open) return;
    const abort = new AbortController();
    load(abort.signal);
    return () => abort.abort();
  }, [open, load]);

  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <RadixDialog.Content
          className="fixed inset-x-0 bottom-0 top-4 z-50 mx-auto flex w-full max-w-2xl flex-col rounded-t-2xl border border-line bg-surface text-ink shadow-2xl sm:inset-y-8 sm:w-[calc(100vw-2rem)] sm:rounded-2xl"
          data-testid="specialist-dialog"
        >
          <div className="flex items-start justify-between gap-3 border-b border-line px-6 py-4">
            <div>
              <RadixDialog.Title className="text-lg font-semibold">
                {editing ? t('specialist.dialog.editTitle') : t('specialist.dialog.createTitle')}
              </RadixDialog.Title>
              <RadixDialog.Description className="mt-1 text-sm text-muted">{t('specialist.dialog.description')}</RadixDialog.Description>
            </div>
            <RadixDialog.Close className="icon-btn h-9 w-9 shrink-0" aria-label={common('ui.close')}>
              <Icon name="lucide:x" size={18} />
            </RadixDialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto px-6 pt-5">
            {loaded.kind === 'loading' ? (
              <p role="status" className="flex items-center gap-2 pb-6 text-sm text-muted">
                <span className="size-4 animate-spin rounded-full border-2 border-current border-r-transparent" aria-hidden />
                {t('specialist.dialog.loading')}
              </p>
            ) : loaded.kind === 'failed' ? (
              <div role="alert" className="space-y-3 pb-6">
                <p className="text-sm font-medium text-red-700 dark:text-red-300">{t('specialist.dialog.loadFailed')}</p>
                <Button variant="outline" size="sm" onClick={() => load()}>
                  {t('specialist.dialog.retry')}
                </Button>
              </div>
            ) : (
              <SpecialistForm initial={loaded.own.profile} groups={loaded.groups} asOf={asOf} onCancel={() => onOpenChange(false)} />
            )}
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
