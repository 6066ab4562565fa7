/**
 * Step 2, the parties: the plaintiff (prefilled from OneID when the claim was made: those values
 * are marked and stay editable), an optional representative, the defendants and the third parties
 * as cards, each a person (name, PINFL, passport, address, phone) or a legal entity (name, TIN of
 * 9 digits, address, bank details); added, edited, removed and reordered. An address is the region
 * and the district or city picked from the lists, then the street (PlaceFields): the court helper
 * decides from the district, and what the court step's helper was given shows here. The messages are the
 * one schema's (shared/claims/answers.ts), by answer path.
 */
import { useId, useState } from 'react';
import type { ClaimPartiesAnswer, EntityParty, Party, PersonParty } from '../../../../../shared/claims/types.js';
import { CLAIM_LIMITS } from '../../../../../shared/claims/answers.js';
import { useT } from '../../../../i18n.js';
import { api } from '../../../../platform/api.js';
import { DocumentIcon } from '../../../documents/editor/icons.js';
import { Icon } from '../../../Icon.js';
import { Button } from '../../../ui/Button.js';
import { TextField } from '../fields.js';
import { PlaceFields } from '../PlaceFields.js';
import { PowerOfAttorneyFields, SignatoryFields } from '../SignatoryFields.js';
import type { Locale } from '../../../../../shared/locales.js';
import type { FirstStepProps } from '../step-props.js';

type PartyKey = keyof PersonParty | keyof EntityParty;
type ListKey = 'defendants' | 'thirdParties';

const emptyPerson = (): PersonParty => ({ kind: 'person', name: '', address: '' });

/** The same party as the other kind, keeping what both kinds have. */
function asKind(party: Party, kind: Party['kind']): Party {
  if (party.kind === kind) return party;
  const common = { name: party.name, address: party.address, ...(party.place ? { place: party.place } : {}), ...(party.phone ? { phone: party.phone } : {}) };
  return kind === 'person' ? { kind: 'person', ...common } : { kind: 'entity', ...common };
}

function withField(party: Party, key: PartyKey, value: string): Party {
  return { ...party, [key]: value } as Party;
}

interface PartyFieldsProps {
  party: Party;
  onChange: (party: Party) => void;
  /** 'parties.defendants.0' */
  path: string;
  errors: Readonly<Record<string, string>>;
  hydrated: boolean;
  allowEntity: boolean;
  prefilled?: readonly string[];
  testId: string;
  lang: Locale;
}

function PartyFields({ party, onChange, path, errors, hydrated, allowEntity, prefilled = [], testId, lang }: PartyFieldsProps) {
  const t = useT('claim-builder');
  const tc = useT('claims');
  const base = useId();
  const badge = (key: string) =>
    prefilled.includes(key) ? (
      <span className="rounded-full bg-accent-soft px-2 py-0.5 text-[11px] font-semibold text-accent-strong" data-testid={`${testId}-prefilled-${key}`}>
        {t('parties.fromOneId')}
      </span>
    ) : null;
  const field = (
    key: PartyKey,
    options: { inputMode?: 'numeric' | 'tel'; autoComplete?: string; multiline?: boolean; hint?: string; placeholder?: string; wide?: boolean } = {},
  ) => {
    const value = (party as unknown as Record<string, string | undefined>)[key] ?? '';
    return (
      <TextField
        key={key}
        className={options.wide ? 'sm:col-span-2' : ''}
        label={tc(`answers.${key}`)}
        value={value}
        onValue={(next) => onChange(withField(party, key, next))}
        error={errors[`${path}.${key}`]}
        badge={badge(key)}
        disabled={!hydrated}
        multiline={options.multiline ?? false}
        testId={`${testId}-${key}`}
        maxLength={key === 'bank' ? CLAIM_LIMITS.bank : key === 'address' ? CLAIM_LIMITS.address : CLAIM_LIMITS.name}
        {...(options.hint ? { hint: options.hint } : {})}
        {...(options.inputMode ? { inputMode: options.inputMode } : {})}
        {...(options.autoComplete ? { autoComplete: options.autoComplete } : {})}
        {...(options.placeholder ? { placeholder: options.placeholder } : {})}
      />
    );
  };
  return (
    <div className="space-y-4">
      {allowEntity ? (
        <fieldset>
          <legend className="mb-1.5 text-sm font-medium">{tc('answers.kind')}</legend>
          <div className="inline-flex rounded-lg border border-line p-0.5" data-testid={`${testId}-kind`}>
            {(['person', 'entity'] as const).map((kind) => (
              <label
                key={kind}
                className={`cursor-pointer rounded-md px-3 py-1.5 text-sm font-medium ${party.kind === kind ? 'bg-accent text-accent-ink' : 'text-muted hover:text-ink'}`}
              >
                <input
                  type="radio"
                  className="sr-only"
                  name={`${base}-kind`}
                  value={kind}
                  checked={party.kind === kind}
                  onChange={() => onChange(asKind(party, kind))}
                  disabled={!hydrated}
                />
                {t(`parties.kinds.${kind}`)}
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {field('name', {
          wide: true,
          autoComplete: party.kind === 'person' ? 'name' : 'organization',
          hint: party.kind === 'person' ? t('parties.nameHint') : t('parties.entityNameHint'),
        })}
        {party.kind === 'person' ? (
          <>
            {field('pinfl', { inputMode: 'numeric', hint: t('parties.pinflHint') })}
            {field('passport', { placeholder: 'AA1234567' })}
          </>
        ) : (
          field('tin', { inputMode: 'numeric', hint: t('parties.tinHint') })
        )}
        <div className="sm:col-span-2">
          <PlaceFields
            place={party.place}
            onPlace={(place) => {
              const next = { ...party } as Party;
              if (place) next.place = place;
              else delete next.place;
              onChange(next);
            }}
            street={{
              value: party.address,
              onValue: (value) => onChange(withField(party, 'address', value)),
              label: t('place.street'),
              hint: t('parties.addressHint'),
              error: errors[`${path}.address`],
              maxLength: CLAIM_LIMITS.address,
              testId: `${testId}-address`,
            }}
            legend={tc('answers.address')}
            lang={lang}
            hydrated={hydrated}
            error={errors[`${path}.place.district`] ?? errors[`${path}.place`]}
            testId={`${testId}-place`}
          />
        </div>
        {field('phone', { inputMode: 'tel', autoComplete: 'tel', placeholder: '+998 90 123 45 67' })}
        {party.kind === 'entity' ? field('bank', { multiline: true, wide: true, hint: t('parties.bankHint') }) : null}
      </div>
      {party.kind === 'entity' ? (
        <SignatoryFields party={party} onChange={onChange} path={path} errors={errors} hydrated={hydrated} testId={`${testId}-signatory`} />
      ) : null}
    </div>
  );
}

function PartyList({
  list,
  listKey,
  onList,
  errors,
  hydrated,
  lang,
}: {
  list: readonly Party[];
  listKey: ListKey;
  onList: (list: Party[]) => void;
  errors: Readonly<Record<string, string>>;
  hydrated: boolean;
  lang: Locale;
}) {
  const t = useT('claim-builder');
  const headingId = useId();
  const move = (from: number, to: number) => {
    const next = [...list];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item!);
    onList(next);
  };
  const noun = listKey === 'defendants' ? 'defendant' : 'thirdParty';
  return (
    <section aria-labelledby={headingId} className="space-y-3" data-testid={`parties-${listKey}`}>
      <div>
        <h3 id={headingId} className="text-lg font-semibold">
          {t(`parties.${listKey}`)}
        </h3>
        <p className="text-sm text-muted">{t(`parties.${listKey}Intro`)}</p>
      </div>
      {list.length === 0 ? <p className="rounded-xl border border-dashed border-line p-4 text-sm text-muted">{t(`parties.${listKey}Empty`)}</p> : null}
      <ol className="space-y-3">
        {list.map((party, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: parties have no identity in the saved answers but their place: their ids, labels (№ n) and error paths go by index, and every field shows the answers' value at that index
          <li key={i} className="rounded-xl border border-line bg-surface p-4" data-testid={`${listKey}-card`}>
            <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
              <h4 className="font-semibold">
                {t(`parties.${noun}N`, { n: i + 1 })}
                {party.name ? <span className="font-normal text-muted"> — {party.name}</span> : null}
              </h4>
              <div className="flex gap-1">
                <button
                  type="button"
                  className="icon-btn"
                  onClick={() => move(i, i - 1)}
                  disabled={!hydrated || i === 0}
                  aria-label={t('parties.moveUp', { n: i + 1 })}
                  title={t('parties.moveUp', { n: i + 1 })}
                  data-testid={`${listKey}-up`}
                >
                  <span aria-hidden>↑</span>
                </button>
                <button
                  type="button"
                  className="icon-btn"
                  onClick={() => move(i, i + 1)}
                  disabled={!hydrated || i === list.length - 1}
                  aria-label={t('parties.moveDown', { n: i + 1 })}
                  title={t('parties.moveDown', { n: i + 1 })}
                  data-testid={`${listKey}-down`}
                >
                  <span aria-hidden>↓</span>
                </button>
                <button
                  type="button"
                  className="icon-btn text-red-700 dark:text-red-300"
                  onClick={() => onList(list.filter((_, j) => j !== i))}
                  disabled={!hydrated}
                  aria-label={t('parties.remove', { n: i + 1 })}
                  title={t('parties.remove', { n: i + 1 })}
                  data-testid={`${listKey}-remove`}
                >
                  <DocumentIcon name="trash" size={16} />
                </button>
              </div>
            </div>
            <PartyFields
              party={party}
              onChange={(next) => onList(list.map((p, j) => (j === i ? next : p)))}
              path={`parties.${listKey}.${i}`}
              errors={errors}
              hydrated={hydrated}
              allowEntity
              testId={`${listKey}-${i}`}
              lang={lang}
            />
          </li>
        ))}
      </ol>
      {list.length < CLAIM_LIMITS.parties ? (
        <Button variant="outline" size="sm" onClick={() => onList([...list, emptyPerson()])} disabled={!hydrated} data-testid={`${listKey}-add`}>
          + {t(`parties.add.${noun}`)}
        </Button>
      ) : null}
    </section>
  );
}

export default function PartiesStep({ answers, onAnswer, errors, hydrated, lang, guest = false }: FirstStepProps) {
  const t = useT('claim-builder');
  const parties: ClaimPartiesAnswer = answers.parties ?? {};
  const plaintiff = parties.plaintiff ?? emptyPerson();
  const set = (next: ClaimPartiesAnswer) => onAnswer('parties', next);

  const onPlaintiff = (next: Party) => {
    // A value changed by hand is no longer OneID's.
    const prefilled = (parties.prefilled ?? []).filter(
      (key) => (next as unknown as Record<string, unknown>)[key] === (plaintiff as unknown as Record<string, unknown>)[key] && next.kind === plaintiff.kind,
    );
    set({ ...parties, plaintiff: next, prefilled });
  };

  // A plaintiff without the OneID data (cleared, or a claim made before): offered again.
  const [identity, setIdentity] = useState<'idle' | 'loading' | 'failed'>('idle');
  const missingOneId = plaintiff.kind === 'person' && (!plaintiff.name.trim() || !plaintiff.pinfl);
  const fillFromOneId = async () => {
    setIdentity('loading');
    try {
      const me = await api.getOwnIdentity({}, { lang });
      const base = plaintiff.kind === 'person' ? plaintiff : emptyPerson();
      const next: PersonParty = { ...base, name: me.fullName, pinfl: me.pinfl, ...(me.phone ? { phone: me.phone } : {}) };
      const marked = ['name', 'pinfl', ...(me.phone ? ['phone'] : [])];
      set({ ...parties, plaintiff: next, prefilled: [...new Set([...(parties.prefilled ?? []), ...marked])] });
      setIdentity('idle');
    } catch {
      setIdentity('failed');
    }
  };

  return (
    <div className="space-y-8">
      <section aria-labelledby="plaintiff-heading" className="space-y-3" data-testid="parties-plaintiff">
        <div>
          <h3 id="plaintiff-heading" className="text-lg font-semibold">
            {t('parties.plaintiff')}
          </h3>
          <p className="text-sm text-muted">{(parties.prefilled ?? []).length > 0 ? t('parties.prefilledIntro') : t('parties.plaintiffIntro')}</p>
        </div>
        {missingOneId && guest ? (
          <p className="flex items-start gap-2 rounded-lg bg-raised px-3 py-2 text-sm" data-testid="plaintiff-oneid-later">
            <Icon name="lucide:fingerprint" size={16} className="mt-0.5 shrink-0 text-accent-strong" />
            {t('parties.oneIdAfterSignIn')}
          </p>
        ) : missingOneId ? (
          <div className="flex flex-wrap items-center gap-3">
            <Button
              size="sm"
              variant="outline"
              onClick={() => void fillFromOneId()}
              loading={identity === 'loading'}
              disabled={!hydrated}
              data-testid="plaintiff-oneid"
            >
              {t('parties.fillFromOneId')}
            </Button>
            {identity === 'failed' ? (
              <p className="text-sm font-medium text-red-700 dark:text-red-300" role="alert">
                {t('errors.network')}
              </p>
            ) : null}
          </div>
        ) : null}
        <div className="rounded-xl border border-line bg-surface p-4">
          <PartyFields
            party={plaintiff}
            onChange={onPlaintiff}
            path="parties.plaintiff"
            errors={errors}
            hydrated={hydrated}
            allowEntity
            prefilled={parties.prefilled ?? []}
            testId="plaintiff"
            lang={lang}
          />
        </div>
      </section>

      <section aria-labelledby="representative-heading" className="space-y-3" data-testid="parties-representative">
        <h3 id="representative-heading" className="text-lg font-semibold">
          {t('parties.representative')}
        </h3>
        <label className="flex items-start gap-2.5 text-sm">
          <input
            type="checkbox"
            className="mt-0.5 size-4.5 accent-[var(--accent)]"
            checked={parties.representative !== undefined}
            disabled={!hydrated}
            onChange={(event) => {
              const next = { ...parties };
              if (event.target.checked) next.representative = emptyPerson();
              else {
                delete next.representative;
                delete next.representativePowerOfAttorney;
              }
              set(next);
            }}
            data-testid="representative-toggle"
          />
          <span>
            <span className="font-medium">{t('parties.representativeToggle')}</span>
            <span className="block text-xs text-muted">{t('parties.representativeHint')}</span>
          </span>
        </label>
        {parties.representative ? (
          <div className="rounded-xl border border-line bg-surface p-4">
            <PartyFields
              party={parties.representative}
              onChange={(next) => set({ ...parties, representative: next as PersonParty })}
              path="parties.representative"
              errors={errors}
              hydrated={hydrated}
              allowEntity={false}
              testId="representative"
              lang={lang}
            />
            <PowerOfAttorneyFields
              value={parties.representativePowerOfAttorney}
              onChange={(poa) => {
                const next = { ...parties };
                if (poa) next.representativePowerOfAttorney = poa;
                else delete next.representativePowerOfAttorney;
                set(next);
              }}
              path="parties.representativePowerOfAttorney"
              errors={errors}
              hydrated={hydrated}
              testId="representative-poa"
              representative
            />
          </div>
        ) : null}
      </section>

      <PartyList
        list={parties.defendants ?? []}
        listKey="defendants"
        onList={(list) => set({ ...parties, defendants: list })}
        errors={errors}
        hydrated={hydrated}
        lang={lang}
      />
      <PartyList
        list={parties.thirdParties ?? []}
        listKey="thirdParties"
        onList={(list) => set({ ...parties, thirdParties: list })}
        errors={errors}
        hydrated={hydrated}
        lang={lang}
      />
    </div>
  );
}
