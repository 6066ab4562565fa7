import { useId, useState } from 'react';
import { REVIEW_STARS, type ReviewStars } from '../../../shared/reviews/rules.js';
import { useT } from '../../i18n.js';
import { Icon } from '../Icon.js';

export interface StarInputProps {
  value: ReviewStars | null;
  onChange(value: ReviewStars): void;
  /** The form field's name (the radios submit it). */
  name: string;
  error?: string;
}

/**
 * 1–5 stars as a radio group of real radios (visually stars): Tab enters it, the arrows move and
 * choose, as any radio group; each star is read as "4 stars, Good". Hovering previews the choice.
 */
export function StarInput({ value, onChange, name, error }: StarInputProps) {
  const t = useT('reviews');
  const base = useId();
  const [preview, setPreview] = useState<number | null>(null);
  const shown = preview ?? value ?? 0;
  const errorId = `${base}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined} data-testid="star-input">
      <legend className="mb-1.5 block text-sm font-medium">{t('form.starsLegend')}</legend>
      <div className="flex flex-wrap items-center gap-3">
        <div className="inline-flex" onPointerLeave={() => setPreview(null)}>
          {REVIEW_STARS.map((stars) => (
            <label
              key={stars}
              className="cursor-pointer rounded-md p-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-1 has-[:focus-visible]:outline-accent"
              onPointerEnter={() => setPreview(stars)}
            >
              <input
                type="radio"
                name={name}
                value={stars}
                checked={value === stars}
                onChange={() => onChange(stars)}
                className="sr-only"
                aria-invalid={error ? true : undefined}
                data-testid={`star-${stars}`}
              />
              <Icon
                name="lucide:star"
                size={30}
                className={stars <= shown ? 'text-amber-500 dark:text-amber-400 [&_*]:fill-current' : 'text-cool-400 dark:text-cool-500'}
              />
              <span className="sr-only">{`${t('form.starOption', { count: stars })}, ${t(`form.starNames.${stars}`)}`}</span>
            </label>
          ))}
        </div>
        <span className="min-w-20 text-sm font-medium text-muted" aria-hidden="true" data-testid="star-name">
          {shown > 0 ? t(`form.starNames.${shown}`) : ''}
        </span>
      </div>
      {error ? (
        <p id={errorId} className="mt-1.5 text-xs font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
