/**
 * Who signs for an organisation that is a party (the lawyer's review, B1): the signatory's position
 * and name and the basis they act on (the charter, or a power of attorney with its number and
 * date). The claim names them in the party's header ("direktor S. A. Aliyev timsolida, ustav
 * asosida") and, for the plaintiff, on the signature line with the seal; the review makes a
 * plaintiff organisation without one an error of the parties step. `PowerOfAttorneyFields` is the
 * number and date alone, for an individual's representative.
 */
import { useId } from 'react';
import { CLAIM_LIMITS } from '../../../../shared/claims/answers.js';
import type { EntityParty, PowerOfAttorney, Signatory } from '../../../../shared/claims/types.js';
import { useT } from '../../../i18n.js';
import { TextField } from './fields.js';

interface PowerOfAttorneyFieldsProps {
  value: PowerOfAttorney | undefined;
  onChange: (next: PowerOfAttorney | undefined) => void;
  /** The answer path of the power of attorney ('parties.representativePowerOfAttorney'). */
  path: string;
  errors: Readonly<Record<string, string>>;
  hydrated: boolean;
  testId: string;
  /** Headed as the representative's, with a line on where the claim names it. */
  representative?: boolean;
}

export function PowerOfAttorneyFields({ value, onChange, path, errors, hydrated, testId, representative = false }: PowerOfAttorneyFieldsProps) {
  const t = useT('claim-steps');
  const set = (patch: Partial<PowerOfAttorney>) => {
    const next: PowerOfAttorney = { ...value, ...patch };
    if (!next.number) delete next.number;
    if (!next.date) delete next.date;
    onChange(next.number || next.date ? next : undefined);
  };
  const fields = (
    <div className="grid gap-3 sm:grid-cols-2" data-testid={testId}>
      <TextField
        label={t('signatory.poaNumber')}
        value={value?.number ?? ''}
        onValue={(number) => set({ number })}
        maxLength={CLAIM_LIMITS.powerOfAttorneyNumber}
        disabled={!hydrated}
        error={errors[`${path}.number`]}
        testId={`${testId}-number`}
      />
      <TextField
        label={t('signatory.poaDate')}
        type="date"
        value={value?.date ?? ''}
        onValue={(date) => set({ date })}
        disabled={!hydrated}
        error={errors[`${path}.date`] ?? errors[path]}
        testId={`${testId}-date`}
      />
    </div>
  );
  if (!representative) return fields;
  return (
    <fieldset className="mt-4 space-y-2">
      <legend className="text-sm font-semibold">{t('signatory.representativePoa')}</legend>
      <p className="text-xs text-muted">{t('signatory.representativePoaHint')}</p>
      {fields}
    </fieldset>
  );
}

interface SignatoryFieldsProps {
  party: EntityParty;
  onChange: (next: EntityParty) => void;
  /** The party's answer path ('parties.plaintiff', 'parties.defendants.0'). */
  path: string;
  errors: Readonly<Record<string, string>>;
  hydrated: boolean;
  testId: string;
}

const EMPTY: Signatory = { position: '', name: '', basis: 'charter' };

export function SignatoryFields({ party, onChange, path, errors, hydrated, testId }: SignatoryFieldsProps) {
  const t = useT('claim-steps');
  const base = useId();
  const signatory = party.signatory ?? EMPTY;
  const own = `${path}.signatory`;
  // The plaintiff's signs the claim (required); another party's is only named in its header.
  const plaintiff = path === 'parties.plaintiff';
  const set = (patch: Partial<Signatory>) => {
    const next: Signatory = { ...signatory, ...patch };
    if (next.basis !== 'power-of-attorney') delete next.powerOfAttorney;
    if (!next.position && !next.name && next.basis === 'charter') {
      const rest = { ...party };
      delete rest.signatory;
      onChange(rest);
      return;
    }
    onChange({ ...party, signatory: next });
  };
  const setPowerOfAttorney = (powerOfAttorney: PowerOfAttorney | undefined) => {
    const next: Signatory = { ...signatory };
    if (powerOfAttorney) next.powerOfAttorney = powerOfAttorney;
    else delete next.powerOfAttorney;
    onChange({ ...party, signatory: next });
  };
  return (
    <fieldset className="space-y-3 rounded-xl border border-line p-4" data-testid={testId}>
      <legend className="px-1 text-sm font-semibold">{t(plaintiff ? 'signatory.title' : 'signatory.otherTitle')}</legend>
      <p className="text-xs text-muted">{t(plaintiff ? 'signatory.intro' : 'signatory.otherIntro')}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={t('signatory.position')}
          hint={t('signatory.positionHint')}
          value={signatory.position}
          onValue={(position) => set({ position })}
          maxLength={CLAIM_LIMITS.position}
          disabled={!hydrated}
          error={errors[`${own}.position`]}
          testId={`${testId}-position`}
        />
        <TextField
          label={t('signatory.name')}
          hint={t('signatory.nameHint')}
          value={signatory.name}
          onValue={(name) => set({ name })}
          maxLength={CLAIM_LIMITS.name}
          autoComplete="off"
          disabled={!hydrated}
          error={errors[`${own}.name`]}
          testId={`${testId}-name`}
        />
      </div>
      <div role="radiogroup" aria-labelledby={`${base}-basis`} className="space-y-2">
        <p id={`${base}-basis`} className="text-sm font-medium">
          {t('signatory.basis')}
        </p>
        {(['charter', 'power-of-attorney'] as const).map((basis) => (
          <label key={basis} className="flex cursor-pointer items-center gap-2 text-sm">
            <input
              type="radio"
              name={`${base}-basis`}
              className="size-4 accent-[var(--accent)]"
              checked={signatory.basis === basis}
              disabled={!hydrated}
              onChange={() => set({ basis })}
              data-testid={`${testId}-basis-${basis}`}
            />
            {t(basis === 'charter' ? 'signatory.charter' : 'signatory.powerOfAttorney')}
          </label>
        ))}
      </div>
      {signatory.basis === 'power-of-attorney' ? (
        <PowerOfAttorneyFields
          value={signatory.powerOfAttorney}
          onChange={setPowerOfAttorney}
          path={`${own}.powerOfAttorney`}
          errors={errors}
          hydrated={hydrated}
          testId={`${testId}-poa`}
        />
      ) : null}
    </fieldset>
  );
}
