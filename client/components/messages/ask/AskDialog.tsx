import * as RadixDialog from '@radix-ui/react-dialog';
import { useEffect, useState } from 'react';
import { Link, useHref } from 'react-router';
import { ASK_PATH, type AskPageData } from '../../../../shared/pages/messages/ask.js';
import { payloadUrl } from '../../../../shared/routes.js';
import { useAppState } from '../../../app-state.js';
import { useI18n, useT } from '../../../i18n.js';
import { ensureNamespaces } from '../../../platform/namespaces.js';
import { takePreloaded } from '../../../platform/preload.js';
import { Icon } from '../../Icon.js';
import { Skeleton } from '../../ui/Skeleton.js';
import { QuestionForm } from './QuestionForm.js';
import { askTitle } from './title.js';

export interface AskDialogProps {
  /** The question page's query (askSearch): whom it is for. */
  search: string;
  onClose(): void;
}

type Loaded = { status: 'loading' } | { status: 'ready'; data: AskPageData & { target: NonNullable<AskPageData['target']> } } | { status: 'failed' };

/**
 * The question's form in a dialog (issue 31), over the page the visitor is on: its data is the
 * question page's own (its _payload.json, the same loader), its words the `messages` namespace,
 * both fetched as it opens; the form is the page's (QuestionForm), so the dialog and the page
 * behave alike. A chunk of its own with Radix: the pages carry only the buttons that open it.
 * Taller than the screen (a firm's people on a phone), it scrolls inside.
 */
export default function AskDialog({ search, onClose }: AskDialogProps) {
  const i18n = useI18n();
  const { buildId } = useAppState();
  const common = useT();
  const t = useT('messages');
  const source = payloadUrl(useHref(ASK_PATH), `?${search}`);
  const page = `${useHref(ASK_PATH)}?${search}`;
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    // Hovering or focusing the button preloaded it (client/platform/link-preloading.ts), usually.
    const fetching = takePreloaded(source) ?? fetch(source, { signal: controller.signal, credentials: 'same-origin', headers: { accept: 'application/json' } });
    const read = fetching.then(async (response) => {
      const body = (await response.json()) as { data?: AskPageData };
      if (!response.ok || !body.data?.target) throw new Error(`The question's page answered ${response.status}`);
      return body.data as AskPageData & { target: NonNullable<AskPageData['target']> };
    });
    Promise.all([read, ensureNamespaces(i18n, ['messages'], buildId)])
      .then(([data]) => setLoaded({ status: 'ready', data }))
      .catch(() => {
        if (!controller.signal.aborted) setLoaded({ status: 'failed' });
      });
    return () => controller.abort();
  }, [source, i18n, buildId]);

  const ready = loaded.status === 'ready' ? loaded.data : null;
  return (
    <RadixDialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <RadixDialog.Content
          className="fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-line bg-surface p-5 text-ink shadow-2xl sm:p-6"
          data-testid="ask-dialog"
          aria-busy={loaded.status === 'loading' || undefined}
        >
          <RadixDialog.Title className="pr-8 text-lg font-semibold">{ready ? askTitle(ready.target, t) : common('ask.question')}</RadixDialog.Title>
          <RadixDialog.Description className="mt-1.5 text-sm text-muted">
            {ready ? t('ask.lead') : loaded.status === 'failed' ? common('ask.loadFailed') : common('ask.loading')}
          </RadixDialog.Description>
          <div className="mt-4">
            {ready ? (
              <QuestionForm target={ready.target} kept={ready.kept} onCancel={onClose} autoFocus />
            ) : loaded.status === 'failed' ? (
              // The page holds the same form: it may open where the dialog could not.
              <Link to={page} className="btn btn-outline" onClick={onClose}>
                {common('ask.openPage')}
                <Icon name="lucide:arrow-right" size={16} />
              </Link>
            ) : (
              <div className="space-y-3">
                <Skeleton className="h-10 w-2/3" />
                <Skeleton className="h-36 w-full" />
                <Skeleton className="ml-auto h-10 w-32" />
              </div>
            )}
          </div>
          <RadixDialog.Close className="icon-btn absolute right-3 top-3 h-9 w-9" aria-label={common('ui.close')}>
            <Icon name="lucide:x" size={18} />
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
