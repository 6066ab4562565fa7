import type { TemplateField } from '../../../../shared/api/types.js';
import type { identityParties } from '../../../../shared/documents/form-text.js';
import { useT } from '../../../i18n.js';
import { useHydrated } from '../../../platform/useHydrated.js';
import { Icon } from '../../Icon.js';

/**
 * That OneID's values fill the form; once the page runs, with two parties or more, which party
 * they fill.
 */
export function OneIdNote({
  parties,
  fields,
  partyIndex,
  onParty,
}: {
  parties: ReturnType<typeof identityParties>;
  fields: readonly TemplateField[];
  partyIndex: number;
  onParty(index: number): void;
}) {
  const t = useT('document-templates');
  const hydrated = useHydrated();
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-xl border border-accent/30 bg-accent-soft p-3 text-sm" data-testid="oneid-note">
      <Icon name="lucide:id-card" size={18} className="shrink-0 text-accent-strong" />
      <p className="min-w-0 flex-1">{t('form.oneIdNote')}</p>
      {hydrated && parties.length > 1 ? (
        <label className="flex items-center gap-2">
          <span className="font-medium">{t('form.oneIdParty')}</span>
          <select className="control py-1" value={partyIndex} onChange={(event) => onParty(Number(event.target.value))} data-testid="oneid-party">
            {parties.map((party, index) => (
              <option key={party.party} value={index}>
                {fields.find((field) => field.key === party.name)?.label ?? party.party}
              </option>
            ))}
          </select>
        </label>
      ) : null}
    </div>
  );
}
