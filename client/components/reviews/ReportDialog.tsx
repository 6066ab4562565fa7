import { useState, type FormEvent } from 'react';
import { REVIEW_REPORT_REASON_MAX } from '../../../shared/reviews/rules.js';
import { useAppState } from '../../app-state.js';
import { useT } from '../../i18n.js';
import { api } from '../../platform/api.js';
import { Textarea } from '../directory/Textarea.js';
import { Button } from '../ui/Button.js';
import Dialog, { DialogClose } from '../ui/Dialog.js';
import { reviewProblem } from './review-errors.js';

export interface ReportDialogProps {
  reviewId: number;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The report was taken (the review stays, marked as reported for this reader). */
  onReported(): void;
}

/**
 * "Report this review": an optional reason, then thanks. Loaded only when a reader opens it
 * (Radix travels with it). A failure keeps the reason and says why.
 */
export default function ReportDialog({ reviewId, open, onOpenChange, onReported }: ReportDialogProps) {
  const t = useT('reviews');
  const common = useT();
  const { locale } = useAppState();
  const [reason, setReason] = useState('');
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSending(true);
    setProblem(null);
    const outcome = await api.reportReview({ id: reviewId }, { reason: reason.trim() }, { lang: locale });
    setSending(false);
    if (outcome.ok) {
      setDone(true);
      onReported();
    } else setProblem(reviewProblem(outcome, { offline: t('form.offline'), failed: t('report.failed') }).message);
  };

  if (done) {
    return (
      <Dialog
        open={open}
        onOpenChange={onOpenChange}
        title={t('report.title')}
        description={t('report.thanks')}
        footer={
          <DialogClose asChild>
            <Button data-testid="report-close">{common('ui.close')}</Button>
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
          hint={t('report.reasonHint', { max: REVIEW_REPORT_REASON_MAX })}
          value={reason}
          maxLength={REVIEW_REPORT_REASON_MAX}
          onChange={(event) => setReason(event.target.value)}
          name="reason"
          className="min-h-24"
        />
        {problem ? (
          <p role="alert" className="mt-3 text-sm font-medium text-rose-700 dark:text-rose-300">
            {problem}
          </p>
        ) : null}
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <DialogClose asChild>
            <Button variant="ghost" disabled={sending}>
              {t('report.cancel')}
            </Button>
          </DialogClose>
          <Button type="submit" loading={sending} data-testid="report-send">
            {t('report.send')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
