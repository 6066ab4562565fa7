import { Link } from 'react-router';
import type { ProviderView } from '../../../shared/pages/catalogue/types.js';
import { Avatar } from './Avatar.js';
import { VerifiedMark } from './card-parts.js';

/** Where a provider's name leads: a specialist's profile, or the firm in the law-firm list. */
export function providerHref(provider: ProviderView): string {
  return provider.kind === 'specialist' ? `/${provider.nickname}` : `/lawfirms?q=${encodeURIComponent(provider.name)}`;
}

/** Who offers a service: picture, linked name and the verification mark. */
export function ProviderLine({ provider, size = 28, linked = true }: { provider: ProviderView; size?: number; linked?: boolean }) {
  const name = linked ? (
    <Link to={providerHref(provider)} className="relative z-10 truncate font-medium hover:text-accent hover:underline">
      {provider.name}
    </Link>
  ) : (
    <span className="truncate font-medium">{provider.name}</span>
  );
  return (
    <span className="flex min-w-0 items-center gap-2 text-sm">
      <Avatar name={provider.name} hue={provider.hue} size={size} shape={provider.kind === 'lawfirm' ? 'square' : 'round'} />
      {name}
      {provider.verified ? <VerifiedMark size={16} /> : null}
    </span>
  );
}
