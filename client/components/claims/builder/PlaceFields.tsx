/**
 * An address as the court helper needs it (ADR 015): the region (select), then the district or city
 * of that region (select, GET /districts?region=), then the street, house and flat (text). The
 * helper decides from the district, never from the typed street. Before hydration the selects show
 * what is saved (the district by the name the loader read) and stay disabled, as the builder's other
 * fields do.
 */
import { useEffect, useId, useState } from 'react';
import type { District } from '../../../../shared/api/types.js';
import type { PartyPlace } from '../../../../shared/claims/address.js';
import type { Locale } from '../../../../shared/locales.js';
import { useT } from '../../../i18n.js';
import { api } from '../../../platform/api.js';
import { useBuilderData } from './context.js';
import { TextField } from './fields.js';

/** A region's districts, read once per language and region while the page lives. */
const districtLists = new Map<string, Promise<District[]>>();

export function districtsOf(region: number, lang: Locale): Promise<District[]> {
  const key = `${lang} ${region}`;
  let list = districtLists.get(key);
  if (!list) {
    list = api.listDistricts({ region }, { lang }).then((result) => result.items);
    list.catch(() => districtLists.delete(key));
    districtLists.set(key, list);
  }
  return list;
}

export interface PlaceFieldsProps {
  place: PartyPlace | undefined;
  onPlace: (place: PartyPlace | undefined) => void;
  /** The street, house, flat; omitted where only the district is asked. */
  street?: { value: string; onValue: (value: string) => void; label: string; hint?: string; error?: string | undefined; maxLength: number; testId?: string };
  legend: string;
  lang: Locale;
  hydrated: boolean;
  error?: string | undefined;
  testId: string;
}

export function PlaceFields({ place, onPlace, street, legend, lang, hydrated, error, testId }: PlaceFieldsProps) {
  const t = useT('claim-builder');
  const base = useId();
  const { regions, savedDistricts } = useBuilderData();
  const region = place?.region ?? null;
  const [pickedRegion, setPickedRegion] = useState<number | null>(region);
  const shownRegion = region ?? pickedRegion;
  const [districts, setDistricts] = useState<readonly District[]>([]);
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');

  useEffect(() => {
    if (shownRegion === null || !hydrated) return;
    let live = true;
    setState('loading');
    districtsOf(shownRegion, lang).then(
      (list) => {
        if (!live) return;
        setDistricts(list);
        setState('idle');
      },
      () => live && setState('failed'),
    );
    return () => {
      live = false;
    };
  }, [shownRegion, lang, hydrated]);

  const chooseRegion = (value: string) => {
    const next = value === '' ? null : Number(value);
    setPickedRegion(next);
    setDistricts([]);
    // A district belongs to its region: a new region asks for the district again.
    if (place) onPlace(undefined);
  };
  const chooseDistrict = (value: string) => {
    if (shownRegion === null) return;
    onPlace(value === '' ? undefined : { region: shownRegion, district: value });
  };

  return (
    <fieldset className="space-y-3" data-testid={testId}>
      <legend className="mb-1 text-sm font-semibold">{legend}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="space-y-1.5">
          <label htmlFor={`${base}-region`} className="block text-sm font-medium">
            {t('place.region')}
          </label>
          <select
            id={`${base}-region`}
            className="control w-full"
            value={shownRegion ?? ''}
            onChange={(event) => chooseRegion(event.target.value)}
            disabled={!hydrated}
            data-testid={`${testId}-region`}
          >
            <option value="">{t('place.regionPlaceholder')}</option>
            {regions.map((item) => (
              <option key={item.id} value={item.id}>
                {item.name}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1.5">
          <label htmlFor={`${base}-district`} className="block text-sm font-medium">
            {t('place.district')}
          </label>
          <select
            id={`${base}-district`}
            className="control w-full"
            value={place?.district ?? ''}
            onChange={(event) => chooseDistrict(event.target.value)}
            disabled={!hydrated || shownRegion === null || state === 'loading'}
            aria-invalid={error ? true : undefined}
            data-testid={`${testId}-district`}
          >
            <option value="">{state === 'loading' ? t('place.loading') : t('place.districtPlaceholder')}</option>
            {districts.map((item) => (
              <option key={item.id} value={item.id}>
                {item.name}
              </option>
            ))}
            {/* Saved, and not (yet) in the list read: kept selected rather than lost. */}
            {place && !districts.some((d) => d.id === place.district) ? (
              <option value={place.district}>{savedDistricts[place.district] ?? t('place.saved')}</option>
            ) : null}
          </select>
          {state === 'failed' ? (
            <p className="text-xs font-medium text-red-700 dark:text-red-300" role="alert">
              {t('errors.network')}
            </p>
          ) : null}
          {error ? <p className="text-xs font-medium text-red-700 dark:text-red-300">{error}</p> : null}
        </div>
        {street ? (
          <TextField
            className="sm:col-span-2"
            label={street.label}
            value={street.value}
            onValue={street.onValue}
            error={street.error}
            disabled={!hydrated}
            autoComplete="street-address"
            maxLength={street.maxLength}
            testId={street.testId ?? `${testId}-street`}
            {...(street.hint ? { hint: street.hint } : {})}
          />
        ) : null}
      </div>
    </fieldset>
  );
}
