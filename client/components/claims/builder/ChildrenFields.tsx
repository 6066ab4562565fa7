/**
 * Child maintenance (the lawyer's review; the language review S2-uz-01): each child's name and
 * date of birth, and the share of income claimed. The claim lists the children, attaches each birth
 * certificate, and writes the share grammatically in its language ("uchdan bir qismi", "одной
 * трети", "one third"), filling the "[label]" of the proposed demand. The share follows the number
 * of children (Family Code: a quarter, a third, a half) until the visitor picks another.
 */
import { useId } from 'react';
import { CLAIM_LIMITS } from '../../../../shared/claims/answers.js';
import { familyCodeShare } from '../../../../shared/claims/fill.js';
import { ALIMONY_SHARES, type AlimonyShare, type ClaimChild, type ClaimMaintenanceAnswer } from '../../../../shared/claims/types.js';
import { useT } from '../../../i18n.js';
import { Button } from '../../ui/Button.js';
import { TextField } from './fields.js';

const shareFor = familyCodeShare;

interface ChildrenFieldsProps {
  value: ClaimMaintenanceAnswer | undefined;
  onChange: (next: ClaimMaintenanceAnswer) => void;
  errors: Readonly<Record<string, string>>;
  hydrated: boolean;
  /** 'YYYY-MM-DD': no birth date after it. */
  today: string;
}

export function ChildrenFields({ value, onChange, errors, hydrated, today }: ChildrenFieldsProps) {
  const t = useT('claim-steps');
  const base = useId();
  const children = value?.children ?? [];
  // The share follows the count while it is the one the count gives (the visitor's own pick stays).
  const setChildren = (next: ClaimChild[]) => {
    const followed = !value?.share || value.share === shareFor(children.length);
    onChange({ ...value, children: next, share: followed ? shareFor(next.length) : value.share! });
  };
  const update = (i: number, patch: Partial<ClaimChild>) =>
    setChildren(
      children.map((child, j) => {
        if (j !== i) return child;
        const merged: ClaimChild = { ...child, ...patch };
        if (!merged.birthDate) delete merged.birthDate;
        return merged;
      }),
    );
  const share = value?.share ?? shareFor(children.length || 1);
  const listError = errors['maintenance.children'];
  return (
    <section className="space-y-3" data-testid="children">
      <h3 className="text-lg font-semibold tracking-tight">{t('children.title')}</h3>
      <p className="text-sm text-muted">{t('children.intro')}</p>
      {listError ? <p className="text-xs font-medium text-red-700 dark:text-red-300">{listError}</p> : null}
      <ol className="space-y-3">
        {children.map((child, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the children have no identity in the saved answers but their place: their ids, labels (№ n) and error paths go by index, and every field shows the answers' value at that index
          <li key={i} className="rounded-xl border border-line p-4" data-testid="child">
            <div className="flex items-center justify-between gap-2">
              <p className="font-semibold">{t('children.child', { n: i + 1 })}</p>
              <Button
                variant="ghost"
                size="sm"
                disabled={!hydrated}
                onClick={() => setChildren(children.filter((_, j) => j !== i))}
                aria-label={t('children.remove', { n: i + 1 })}
                data-testid="child-remove"
              >
                {t('children.removeShort')}
              </Button>
            </div>
            <div className="mt-3 grid gap-3 sm:grid-cols-[2fr_1fr]">
              <TextField
                label={t('children.name')}
                value={child.name}
                onValue={(name) => update(i, { name })}
                maxLength={CLAIM_LIMITS.name}
                autoComplete="off"
                disabled={!hydrated}
                error={errors[`maintenance.children.${i}.name`]}
                testId="child-name"
              />
              <TextField
                label={t('children.birthDate')}
                type="date"
                max={today}
                value={child.birthDate ?? ''}
                onValue={(birthDate) => update(i, { birthDate })}
                disabled={!hydrated}
                error={errors[`maintenance.children.${i}.birthDate`]}
                testId="child-birth-date"
              />
            </div>
          </li>
        ))}
      </ol>
      <Button
        variant="outline"
        disabled={!hydrated || children.length >= CLAIM_LIMITS.children}
        onClick={() => setChildren([...children, { name: '' }])}
        data-testid="child-add"
      >
        {t('children.add')}
      </Button>
      <div>
        <label htmlFor={`${base}-share`} className="block text-sm font-medium">
          {t('children.share')}
        </label>
        <select
          id={`${base}-share`}
          className="control mt-1.5 w-full sm:w-64"
          value={share}
          disabled={!hydrated}
          aria-describedby={`${base}-share-hint`}
          onChange={(event) => onChange({ ...value, share: event.target.value as AlimonyShare })}
          data-testid="child-share"
        >
          {ALIMONY_SHARES.map((s) => (
            <option key={s} value={s}>
              {t(`children.shares.${s}`)}
            </option>
          ))}
        </select>
        <p id={`${base}-share-hint`} className="mt-1 text-xs text-muted">
          {t('children.shareHint')}
        </p>
      </div>
    </section>
  );
}
