import { PROFILE_NETWORKS, SPECIALIST_LIMITS as LIMITS, type SpecialistLabels } from '../../../../shared/account/specialist-fields.js';
import { useT } from '../../../i18n.js';
import { Icon } from '../../Icon.js';
import { Button } from '../../ui/Button.js';
import { newKey, type LinkInput } from '../specialist-form-state.js';
import { FieldError, Group } from './parts.js';

/** The specialist's links: a network and an address each, added and removed up to the limit. */
export function SocialLinksField({
  links,
  onChange,
  errors,
  labels,
}: {
  links: LinkInput[];
  onChange(links: LinkInput[]): void;
  errors: Record<string, string>;
  labels: SpecialistLabels;
}) {
  const t = useT('account');
  const catalogue = useT('catalogue');
  const setLink = (key: number, patch: Partial<LinkInput>) => onChange(links.map((link) => (link.key === key ? { ...link, ...patch } : link)));
  return (
    <Group legend={labels.socialLinks} hint={t('specialist.hints.socialLinks')} error={errors.socialLinks} field="socialLinks">
      <ul className="space-y-3">
        {links.map((link, index) => (
          <li key={link.key} className="grid grid-cols-[8.5rem_minmax(0,1fr)_auto] items-start gap-2" data-testid="social-link-row">
            <select
              aria-label={`${t('specialist.network')} (${t('specialist.link', { n: index + 1 })})`}
              className="control w-full"
              value={link.network}
              onChange={(event) => setLink(link.key, { network: event.target.value as LinkInput['network'] })}
            >
              {PROFILE_NETWORKS.map((network) => (
                <option key={network} value={network}>
                  {catalogue(`network.${network}`)}
                </option>
              ))}
            </select>
            <div>
              <input
                aria-label={`${labels.url} (${t('specialist.link', { n: index + 1 })})`}
                name={`socialLinks.${index}.url`}
                className={`control w-full ${errors[`socialLinks.${index}.url`] ? 'border-error' : ''}`}
                value={link.url}
                maxLength={LIMITS.socialLink.max}
                autoCapitalize="none"
                spellCheck={false}
                aria-invalid={errors[`socialLinks.${index}.url`] ? true : undefined}
                aria-describedby={errors[`socialLinks.${index}.url`] ? `social-link-${link.key}-error` : undefined}
                onChange={(event) => setLink(link.key, { url: event.target.value })}
              />
              <FieldError id={`social-link-${link.key}-error`} message={errors[`socialLinks.${index}.url`]} />
            </div>
            <button
              type="button"
              className="icon-btn h-10 w-10"
              aria-label={t('specialist.removeLink', { n: index + 1 })}
              onClick={() => onChange(links.filter((l) => l.key !== link.key))}
            >
              <Icon name="lucide:trash-2" size={16} />
            </button>
          </li>
        ))}
      </ul>
      {links.length < LIMITS.socialLinks.max ? (
        <Button variant="ghost" size="sm" onClick={() => onChange([...links, { key: newKey(), network: 'telegram', url: '' }])} data-testid="add-link">
          <Icon name="lucide:plus" size={16} />
          {t('specialist.addLink')}
        </Button>
      ) : null}
    </Group>
  );
}
