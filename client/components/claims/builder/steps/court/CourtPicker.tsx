import type { Region } from '../../../../../../shared/api/types.js';
import { useT } from '../../../../../i18n.js';
import { CourtAddress } from './CourtAddress.js';
import type { RegionCourts } from './use-region-courts.js';

/** The region, then the court among that region's courts of the template's type: always the visitor's choice. */
export function CourtPicker({
  base,
  regions,
  list,
  courtId,
  onCourt,
  hydrated,
  error,
}: {
  /** The step's id prefix. */
  base: string;
  regions: readonly Region[];
  list: RegionCourts;
  courtId: number | undefined;
  onCourt(courtId: number): void;
  hydrated: boolean;
  error: string | undefined;
}) {
  const t = useT('claim-builder');
  const { regionId, courts, state } = list;
  return (
    <fieldset className="space-y-4">
      <legend className="mb-2 font-semibold">{t('court.pick')}</legend>
      <div className="space-y-1.5">
        <label htmlFor={`${base}-region`} className="block text-sm font-medium">
          {t('court.region')}
        </label>
        <select
          id={`${base}-region`}
          className="control w-full sm:max-w-md"
          value={regionId ?? ''}
          onChange={(event) => list.choose(event.target.value)}
          disabled={!hydrated}
          data-testid="court-region"
        >
          <option value="">{t('court.regionPlaceholder')}</option>
          {regions.map((region) => (
            <option key={region.id} value={region.id}>
              {region.name}
            </option>
          ))}
        </select>
      </div>
      {state === 'loading' ? <p className="text-sm text-muted">{t('court.loading')}</p> : null}
      {state === 'failed' ? (
        <p className="text-sm font-medium text-red-700 dark:text-red-300" role="alert">
          {t('errors.network')}{' '}
          <button type="button" className="underline" onClick={() => regionId !== null && void list.load(regionId)}>
            {t('duty.retry')}
          </button>
        </p>
      ) : null}
      {regionId !== null && state === 'idle' && courts.length === 0 ? <p className="text-sm text-muted">{t('court.noneInRegion')}</p> : null}
      {courts.length > 0 ? (
        <div role="radiogroup" aria-label={t('court.court')} className="grid gap-2 sm:grid-cols-2" data-testid="court-list">
          {courts.map((item) => {
            const selected = courtId === item.id;
            return (
              <label
                key={item.id}
                className={`flex cursor-pointer items-start gap-3 rounded-xl border p-3 text-sm transition-colors ${selected ? 'border-accent bg-accent-soft/50' : 'border-line bg-surface hover:border-accent/60'}`}
                data-testid="court-option"
              >
                <input
                  type="radio"
                  name={`${base}-court`}
                  className="mt-1 accent-[var(--accent)]"
                  checked={selected}
                  onChange={() => onCourt(item.id)}
                  disabled={!hydrated}
                  value={item.id}
                />
                <span className="min-w-0">
                  <span className="block font-medium">{item.name}</span>
                  <CourtAddress court={item} />
                </span>
              </label>
            );
          })}
        </div>
      ) : null}
      {error ? <p className="text-xs font-medium text-red-700 dark:text-red-300">{error}</p> : null}
    </fieldset>
  );
}
