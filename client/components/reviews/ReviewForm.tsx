import { useId, useState, type FormEvent } from 'react';
import type { PublicReview, ReviewInput } from '../../../shared/api/reviews/contract.js';
import { LOCALES, type Locale } from '../../../shared/locales.js';
import { REVIEW_TEXT_MAX, REVIEW_TEXT_MIN, reviewTextLength, type ReviewStars } from '../../../shared/reviews/rules.js';
import { formatNumber } from '../../../shared/format/number.js';
import { useAppState } from '../../app-state.js';
import { useT } from '../../i18n.js';
import type { PostOutcome } from '../../platform/api.js';
import { Button } from '../ui/Button.js';
import { Field } from '../ui/Field.js';
import { Select } from '../ui/Select.js';
import { reviewProblem } from './review-errors.js';
import { StarInput } from './StarInput.js';

export interface ReviewDraft {
  stars: ReviewStars | null;
  text: string;
  lang: Locale;
}

export interface ReviewFormProps {
  /** Where the form starts: empty (the page's language) or the review being edited. */
  initial: ReviewDraft;
  mode: 'create' | 'edit';
  send(input: ReviewInput): Promise<PostOutcome<PublicReview>>;
  onSaved(review: PublicReview): void;
  onCancel?(): void;
}

/**
 * Stars, text with a live count of its characters (20–2 000), and the language it is written
 * in. What the visitor typed stays whatever the API answers; its messages (in the page's
 * language) are shown at the field they name, or above the buttons.
 */
export function ReviewForm({ initial, mode, send, onSaved, onCancel }: ReviewFormProps) {
  const t = useT('reviews');
  const { locale } = useAppState();
  const base = useId();
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const length = reviewTextLength(draft.text);
  const short = length < REVIEW_TEXT_MIN;
  const counterId = `${base}-counter`;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (draft.stars === null) found.stars = t('form.starsMissing');
    if (short) found.text = t('form.tooShort', { min: REVIEW_TEXT_MIN });
    else if (length > REVIEW_TEXT_MAX) found.text = t('form.tooLong', { max: REVIEW_TEXT_MAX });
    setErrors(found);
    setProblem(null);
    if (Object.keys(found).length > 0 || draft.stars === null) return;
    setSending(true);
    const outcome = await send({ stars: draft.stars, text: draft.text.trim(), lang: draft.lang });
    setSending(false);
    if (outcome.ok) {
      onSaved(outcome.value);
      return;
    }
    const answer = reviewProblem(outcome, { offline: t('form.offline'), failed: t('form.failed') });
    setErrors(answer.fields);
    setProblem(answer.message);
  };

  return (
    <form className="space-y-4" onSubmit={(event) => void submit(event)} noValidate data-testid="review-form">
      <StarInput
        value={draft.stars}
        onChange={(stars) => {
          setDraft((d) => ({ ...d, stars }));
          setErrors(({ stars: _fixed, ...rest }) => rest);
        }}
        name="stars"
        {...(errors.stars ? { error: errors.stars } : {})}
      />
      <Field
        label={t('form.text')}
        hint={t('form.textHint', { min: REVIEW_TEXT_MIN, max: formatNumber(REVIEW_TEXT_MAX, locale) })}
        {...(errors.text ? { error: errors.text } : {})}
      >
        {(ids) => (
          <>
            <textarea
              id={ids.input}
              name="text"
              lang={draft.lang}
              value={draft.text}
              maxLength={REVIEW_TEXT_MAX}
              required
              onChange={(event) => {
                setDraft((d) => ({ ...d, text: event.target.value }));
                // The counter guides from here; the message returns on the next send if still needed.
                setErrors(({ text: _edited, ...rest }) => rest);
              }}
              aria-describedby={[ids.describedBy, counterId].filter(Boolean).join(' ')}
              aria-invalid={errors.text ? true : undefined}
              className={`control min-h-36 w-full resize-y ${errors.text ? 'border-error' : ''}`}
              data-testid="review-input"
            />
            <p
              id={counterId}
              className={`text-right text-xs tabular-nums ${short && length > 0 ? 'text-amber-800 dark:text-amber-300' : 'text-muted'}`}
              data-testid="review-counter"
            >
              {short
                ? t('form.counterShort', { length: formatNumber(length, locale), max: formatNumber(REVIEW_TEXT_MAX, locale), min: REVIEW_TEXT_MIN })
                : t('form.counter', { length: formatNumber(length, locale), max: formatNumber(REVIEW_TEXT_MAX, locale) })}
            </p>
          </>
        )}
      </Field>
      <div className="max-w-xs">
        <Select
          id={`${base}-lang`}
          label={t('form.language')}
          name="lang"
          options={LOCALES.map((lng) => ({ value: lng, label: t(`languages.${lng}`) }))}
          value={draft.lang}
          onChange={(lang) => setDraft((d) => ({ ...d, lang: lang as Locale }))}
        />
        {errors.lang ? <p className="mt-1.5 text-xs font-medium text-red-700 dark:text-red-300">{errors.lang}</p> : null}
      </div>
      {problem ? (
        <p role="alert" className="text-sm font-medium text-rose-700 dark:text-rose-300" data-testid="review-problem">
          {problem}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" loading={sending} data-testid="review-send">
          {mode === 'create' ? t('form.send') : t('form.save')}
        </Button>
        {onCancel ? (
          <Button variant="ghost" onClick={onCancel} disabled={sending}>
            {t('form.cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

// A review card loads the form only when its author edits (lazy() takes a default export).
export default ReviewForm;
