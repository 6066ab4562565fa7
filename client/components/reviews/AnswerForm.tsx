import { useState, type FormEvent } from 'react';
import type { PublicReview } from '../../../shared/api/reviews/contract.js';
import { REVIEW_ANSWER_MAX, REVIEW_ANSWER_MIN, reviewTextLength } from '../../../shared/reviews/rules.js';
import { formatNumber } from '../../../shared/format/number.js';
import { useAppState } from '../../app-state.js';
import { useT } from '../../i18n.js';
import { api } from '../../platform/api.js';
import { Textarea } from '../directory/Textarea.js';
import { Button } from '../ui/Button.js';
import { reviewProblem } from './review-errors.js';

/** The specialist's one public answer to a review; a failure keeps the text and says why. */
export default function AnswerForm({ reviewId, onAnswered, onCancel }: { reviewId: number; onAnswered(review: PublicReview): void; onCancel(): void }) {
  const t = useT('reviews');
  const { locale } = useAppState();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem(null);
    if (reviewTextLength(text) < REVIEW_ANSWER_MIN) {
      setError(t('answer.tooShort', { min: REVIEW_ANSWER_MIN }));
      return;
    }
    setError(null);
    setSending(true);
    const outcome = await api.answerReview({ id: reviewId }, { text: text.trim(), lang: locale }, { lang: locale });
    setSending(false);
    if (outcome.ok) {
      onAnswered(outcome.value);
      return;
    }
    const answer = reviewProblem(outcome, { offline: t('form.offline'), failed: t('answer.failed') });
    setError(answer.fields.text ?? null);
    setProblem(answer.message);
  };

  return (
    <form className="mt-3 space-y-3" onSubmit={(event) => void submit(event)} noValidate data-testid="answer-form">
      <Textarea
        label={t('answer.label')}
        hint={t('answer.hint', { min: REVIEW_ANSWER_MIN, max: formatNumber(REVIEW_ANSWER_MAX, locale) })}
        {...(error ? { error } : {})}
        value={text}
        maxLength={REVIEW_ANSWER_MAX}
        onChange={(event) => setText(event.target.value)}
        required
        name="answer"
        className="min-h-28"
        data-testid="answer-text"
      />
      {problem ? (
        <p role="alert" className="text-sm font-medium text-rose-700 dark:text-rose-300">
          {problem}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" size="sm" loading={sending} data-testid="answer-send">
          {t('answer.send')}
        </Button>
        <Button variant="ghost" size="sm" onClick={onCancel} disabled={sending}>
          {t('answer.cancel')}
        </Button>
      </div>
    </form>
  );
}
