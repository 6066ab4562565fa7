import { Suspense, lazy, useState, type FormEvent } from 'react';
import type { Conversation } from '../../../shared/api/messages/contract.js';
import { formatNumber } from '../../../shared/format/number.js';
import { REPORT_REASON_MAX } from '../../../shared/api/messages/limits.js';
import type { ThreadFormRefusal, ThreadIntent } from '../../../shared/pages/messages/types.js';
import { useAppState } from '../../app-state.js';
import { useT } from '../../i18n.js';
import { api, type PostOutcome } from '../../platform/api.js';
import { useHydrated } from '../../platform/useHydrated.js';
import { Icon } from '../Icon.js';
import { Textarea } from '../directory/Textarea.js';
import { Button } from '../ui/Button.js';
import { ThreadForm } from './ThreadForm.js';

const ReportDialog = lazy(() => import('./ReportDialog.js'));

function preloadReport(): void {
  void import('./ReportDialog.js');
}

type Move = Extract<ThreadIntent, 'close' | 'reopen' | 'block' | 'unblock'>;

const MOVE_ICON: Readonly<Record<Move, string>> = {
  close: 'lucide:archive',
  reopen: 'lucide:archive-restore',
  block: 'lucide:ban',
  unblock: 'lucide:circle-check',
};

/**
 * What a person may do to the conversation itself: the specialist closes or reopens it and blocks
 * or lets the client write again; the client reports it to support (a reason, then the ticket's
 * number). Each is a small form that works without JavaScript; with it the page stays.
 */
export function ThreadActions({
  conversation,
  onChanged,
  posted,
}: {
  conversation: Conversation;
  /** The conversation as the API answered the change. */
  onChanged(conversation: Conversation): void;
  posted?: ThreadFormRefusal | undefined;
}) {
  const t = useT('messages');
  const { locale } = useAppState();
  const hydrated = useHydrated();
  const [busy, setBusy] = useState<Move | null>(null);
  const [problem, setProblem] = useState<string | null>(posted && posted.intent !== 'message' && posted.intent !== 'quote' ? posted.message : null);
  const [reporting, setReporting] = useState(false);
  const [ticket, setTicket] = useState<number | null>(conversation.reportTicketId);
  const reported = ticket ?? conversation.reportTicketId;

  const run = (move: Move) => async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(move);
    setProblem(null);
    const id = { id: conversation.id };
    const options = { lang: locale };
    const outcome: PostOutcome<Conversation> =
      move === 'close'
        ? await api.closeConversation(id, options)
        : move === 'reopen'
          ? await api.reopenConversation(id, options)
          : await api.blockConversation(id, { blocked: move === 'block' }, options);
    setBusy(null);
    if (outcome.ok) onChanged(outcome.value);
    else setProblem(outcome.status === 0 ? t('form.offline') : (outcome.error?.message ?? t('form.failed')));
  };

  const moveForm = (move: Move, variant: 'outline' | 'ghost' | 'danger' = 'outline') => (
    <ThreadForm conversationId={conversation.id} intent={move} onSubmit={(event) => void run(move)(event)}>
      <Button type="submit" size="sm" variant={variant} loading={busy === move} disabled={busy !== null} data-testid={`thread-${move}`}>
        <Icon name={MOVE_ICON[move]} size={16} />
        {t(`actions.${move}`)}
      </Button>
    </ThreadForm>
  );

  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="thread-actions">
      {conversation.side === 'specialist' ? (
        <>
          {conversation.closed ? moveForm('reopen') : moveForm('close')}
          {conversation.blocked ? moveForm('unblock') : moveForm('block', 'ghost')}
        </>
      ) : reported !== null ? (
        <p className="flex items-center gap-1.5 text-sm text-muted" data-testid="thread-reported">
          <Icon name="lucide:flag" size={16} />
          {t('report.done', { number: formatNumber(reported, locale) })}
        </p>
      ) : hydrated ? (
        <Button size="sm" variant="ghost" onClick={() => setReporting(true)} onPointerEnter={preloadReport} onFocus={preloadReport} data-testid="thread-report">
          <Icon name="lucide:flag" size={16} />
          {t('actions.report')}
        </Button>
      ) : (
        // Without JavaScript the report's form opens here; with it, the dialog.
        <details className="group relative" open={posted?.intent === 'report' || undefined}>
          <summary className="btn btn-ghost btn-sm list-none [&::-webkit-details-marker]:hidden" data-testid="thread-report">
            <Icon name="lucide:flag" size={16} />
            {t('actions.report')}
          </summary>
          <div className="card absolute right-0 z-20 mt-2 w-[min(22rem,calc(100vw-2rem))] p-4 shadow-xl">
            <ThreadForm conversationId={conversation.id} intent="report">
              <Textarea
                label={t('report.reason')}
                hint={t('report.reasonHint', { max: REPORT_REASON_MAX })}
                name="reason"
                maxLength={REPORT_REASON_MAX}
                defaultValue={posted?.intent === 'report' ? posted.reason : ''}
                className="min-h-24"
              />
              <Button type="submit" variant="danger" size="sm" className="mt-3">
                {t('report.send')}
              </Button>
            </ThreadForm>
          </div>
        </details>
      )}
      {problem ? (
        <p role="alert" className="w-full text-sm font-medium text-red-700 dark:text-red-300" data-testid="thread-actions-problem">
          {problem}
        </p>
      ) : null}
      {reporting ? (
        <Suspense fallback={null}>
          <ReportDialog conversationId={conversation.id} open={reporting} onOpenChange={setReporting} onReported={setTicket} />
        </Suspense>
      ) : null}
    </div>
  );
}
