import { isSocialNetwork, normalizeSocialLink, type SocialNetwork } from '../../../shared/social-link.js';
import { useT } from '../../i18n.js';
import { Icon } from '../Icon.js';

const NETWORK_ICON: Record<SocialNetwork, string> = {
  telegram: 'lucide:send',
  instagram: 'lucide:instagram',
  facebook: 'lucide:facebook',
  linkedin: 'lucide:linkedin',
  youtube: 'lucide:youtube',
  website: 'lucide:globe',
};

export interface ResolvedSocialLink {
  network: SocialNetwork;
  url: string;
  /** The link without its scheme and "www.", as people write it. */
  display: string;
}

/** A profile's links as full https links (docs/product.md §5); values that are no safe link are left out. */
export function resolveSocialLinks(links: readonly { network: string; value: string }[]): ResolvedSocialLink[] {
  return links.flatMap(({ network, value }) => {
    if (!isSocialNetwork(network)) return [];
    const url = normalizeSocialLink(network, value);
    return url ? [{ network, url, display: url.replace(/^https?:\/\/(?:www\.)?/, '').replace(/\/$/, '') }] : [];
  });
}

/** Social links that open in a new tab without giving it our window (noopener noreferrer). */
export function SocialLinks({ links }: { links: readonly ResolvedSocialLink[] }) {
  const t = useT('catalogue');
  return (
    <ul className="space-y-2" data-testid="social-links">
      {links.map((link) => (
        <li key={link.url}>
          <a href={link.url} target="_blank" rel="noopener noreferrer" className="group flex items-center gap-3 rounded-lg py-1 text-sm hover:text-accent">
            <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-raised text-muted group-hover:text-accent">
              <Icon name={NETWORK_ICON[link.network]} size={16} />
            </span>
            <span className="min-w-0">
              <span className="block text-xs text-muted">{t(`network.${link.network}`)}</span>
              <span className="block truncate font-medium">{link.display}</span>
            </span>
            <span className="sr-only">{t('profile.newTab')}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
