import { useState, type FormEvent } from 'react';
import { REPORT_REASON_MAX } from '../../../shared/api/messages/limits.js';
import { formatNumber } from '../../../shared/format/number.js';
import { useAppState } from '../../app-state.js';
import { useT } from '../../i18n.js';
import { api } from '../../platform/api.js';
import { Textarea } from '../directory/Textarea.js';
import { Button } from '../ui/Button.js';
import Dialog, { DialogClose } from '../ui/Dialog.js';

/**
 * The client's "Report": a reason, then the support ticket's number (the conversation goes to
 * support with its messages). Loaded only when a client opens it (Radix travels with it). A failure
 * keeps the reason and says why.
 */
export default function ReportDialog({
  conversationId,
  open,
  onOpenChange,
  onReported,
}: {
  conversationId: number;
  open: boolean;
  onOpenChange(open: boolean): void;
  onReported(ticketId: number): void;
}) {
  const t = useT('messages');
  const { locale } = useAppState();
  const [reason, setReason] = useState('');
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [ticket, setTicket] = useState<number | null>(null);

  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSending(true);
    setProblem(null);
    const outcome = await api.reportConversation({ id: conversationId }, { reason: reason.trim() }, { lang: locale });
    setSending(false);
    if (outcome.ok) {
      setTicket(outcome.value.ticketId);
      onReported(outcome.value.ticketId);
    } else setProblem(outcome.status === 0 ? t('form.offline') : (outcome.error?.fields?.reason ?? outcome.error?.message ?? t('form.failed')));
  };

  if (ticket !== null) {
    return (
      <Dialog
        open={open}
        onOpenChange={onOpenChange}
        title={t('report.sentTitle')}
        description={t('report.sentText', { number: formatNumber(ticket, locale) })}
        footer={
          <DialogClose asChild>
            <Button data-testid="report-close">{t('report.close')}</Button>
          </DialogClose>
        }
      />
    );
  }
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('report.title')} description={t('report.description')}>
      <form onSubmit={(event) => void send(event)} noValidate data-testid="report-form">
        <Textarea
          label={t('report.reason')}
          hint={t('report.reasonHint', { max: REPORT_REASON_MAX })}
          value={reason}
          maxLength={REPORT_REASON_MAX}
          onChange={(event) => setReason(event.target.value)}
          name="reason"
          className="min-h-24"
        />
        {problem ? (
          <p role="alert" className="mt-3 text-sm font-medium text-red-700 dark:text-red-300">
            {problem}
          </p>
        ) : null}
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <DialogClose asChild>
            <Button variant="ghost" disabled={sending}>
              {t('report.cancel')}
            </Button>
          </DialogClose>
          <Button type="submit" variant="danger" loading={sending} data-testid="report-send">
            {t('report.send')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
