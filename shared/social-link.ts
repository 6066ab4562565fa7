/**
 * Social links of a profile (docs/product.md §5) without a schema library, so browser code can normalize
 * links without loading zod; shared/social.ts adds the schema for bodies and forms.
 */
/** Networks a profile can link to; "website" is any web address of the person or firm. */
export const SOCIAL_NETWORKS = ['telegram', 'instagram', 'facebook', 'linkedin', 'youtube', 'website'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** Longest link we store: well beyond any real profile link, short of abuse. */
export const MAX_SOCIAL_LINK_LENGTH = 2048;

interface NetworkRule {
  /** Hosts a link of this network may point to, with their subdomains ("www.", "uz.", "m."). */
  hosts: readonly string[];
  /** Where a bare handle or a partial link points; null: handles are not expanded (docs/product.md §5 names Telegram and Instagram). */
  canonicalOrigin: string | null;
  /** Is this a valid first path segment (the handle, or a special page such as an invite)? */
  isFirstSegment(segment: string): boolean;
  /** Is this a valid bare handle (without '@')? */
  isHandle(handle: string): boolean;
}

/** Telegram usernames: 5–32 of a-z, 0-9 and '_', starting with a letter. */
const TELEGRAM_HANDLE = /^[A-Za-z][A-Za-z0-9_]{4,31}$/;
/** Telegram pages that are not usernames: invites (+hash, joinchat/hash), channel previews (s/) and private posts (c/). */
const TELEGRAM_SPECIAL = /^(?:\+[A-Za-z0-9_-]+|joinchat|s|c)$/;
/** Instagram usernames: 1–30 of letters, digits, '.' and '_'. */
const INSTAGRAM_HANDLE = /^[A-Za-z0-9._]{1,30}$/;

const NETWORKS: Record<SocialNetwork, NetworkRule> = {
  telegram: {
    hosts: ['t.me', 'telegram.me', 'telegram.dog'],
    canonicalOrigin: 'https://t.me',
    isFirstSegment: (segment) => TELEGRAM_HANDLE.test(segment) || TELEGRAM_SPECIAL.test(segment),
    isHandle: (handle) => TELEGRAM_HANDLE.test(handle),
  },
  instagram: {
    hosts: ['instagram.com', 'instagr.am'],
    // Instagram's own address for profiles; the bare domain would cost a redirect.
    canonicalOrigin: 'https://www.instagram.com',
    isFirstSegment: (segment) => INSTAGRAM_HANDLE.test(segment),
    isHandle: (handle) => INSTAGRAM_HANDLE.test(handle) && !/^\.|\.$|\.\./.test(handle),
  },
  facebook: { hosts: ['facebook.com', 'fb.com'], canonicalOrigin: null, isFirstSegment: () => true, isHandle: () => false },
  linkedin: { hosts: ['linkedin.com'], canonicalOrigin: null, isFirstSegment: () => true, isHandle: () => false },
  youtube: { hosts: ['youtube.com', 'youtu.be'], canonicalOrigin: null, isFirstSegment: () => true, isHandle: () => false },
  website: { hosts: [], canonicalOrigin: null, isFirstSegment: () => true, isHandle: () => false },
};

export function isSocialNetwork(value: unknown): value is SocialNetwork {
  return typeof value === 'string' && (SOCIAL_NETWORKS as readonly string[]).includes(value);
}

/**
 * Characters no link we accept contains: whitespace and control characters (a pasted
 * "name surname" or a hidden line break), and the characters that let a value break out of
 * an HTML attribute or that URL parsers read differently (a backslash is a slash to browsers).
 */
const UNSAFE_CHARACTER = /[\s\p{Cc}\p{Cf}<>"'`\\^{}|]/u;
/** A scheme, as a URL parser would see it: "https:", "javascript:", "data:". */
const SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*:/;
/** A public host name: labels of letters, digits and '-', and a top-level domain that is not all digits. */
const HOST_NAME = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

function parseWebUrl(text: string): URL | null {
  let url: URL;
  try {
    url = new URL(text); // not URL.canParse: Safari has it only since 17
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password || url.port) return null; // "https://t.me@evil.example" hides the real host
  return HOST_NAME.test(url.hostname) ? url : null;
}

function bareHost(hostname: string): string {
  return hostname.startsWith('www.') ? hostname.slice(4) : hostname;
}

function belongsTo(url: URL, rule: NetworkRule): boolean {
  if (rule.hosts.length === 0) return true;
  return rule.hosts.some((host) => url.hostname === host || url.hostname.endsWith(`.${host}`));
}

/** A network's link must name a profile or page; a website may be its home page. */
function hasValidPath(url: URL, rule: NetworkRule): boolean {
  if (rule.hosts.length === 0) return true;
  const first = url.pathname.split('/')[1] ?? '';
  return first !== '' && rule.isFirstSegment(first);
}

/**
 * Normalizes what a visitor typed into a profile's social link (docs/product.md §5), or returns null when
 * it is not a safe link of that network.
 * - Telegram and Instagram: a bare handle ("name"), "@name" or a partial link ("t.me/name",
 *   "telegram.me/name", "www.instagram.com/name/") becomes the network's canonical https link
 *   ("https://t.me/name", "https://www.instagram.com/name").
 * - A full http(s) link to the network is kept as typed.
 * - Any other address without a scheme gets "https://" prepended; "website" accepts any host,
 *   the other networks only their own.
 * - Rejected: other schemes (javascript:, data:, ...), whitespace or markup characters,
 *   credentials or ports in the link, hosts that are not public names (localhost, IP addresses),
 *   values starting with '/', invalid handles.
 */
export function normalizeSocialLink(network: SocialNetwork, input: string): string | null {
  const rule = NETWORKS[network];
  const value = input.trim();
  if (value === '' || value.length > MAX_SOCIAL_LINK_LENGTH || UNSAFE_CHARACTER.test(value)) return null;

  if (value.startsWith('/')) return null; // a path or a protocol-relative "//host" is no address to prepend to

  if (SCHEME.test(value)) {
    const url = parseWebUrl(value);
    return url && belongsTo(url, rule) && hasValidPath(url, rule) ? value : null;
  }

  if (rule.canonicalOrigin !== null) {
    if (!isPartialLink(value, rule)) {
      const handle = value.startsWith('@') ? value.slice(1) : value;
      return rule.isHandle(handle) ? `${rule.canonicalOrigin}/${handle}` : null;
    }
    const url = parseWebUrl(`https://${value}`);
    if (!url || !belongsTo(url, rule) || !hasValidPath(url, rule)) return null;
    const path = url.pathname.replace(/\/+$/, '');
    return `${rule.canonicalOrigin}${path}${url.search}${url.hash}`;
  }

  const url = parseWebUrl(`https://${value}`);
  return url && belongsTo(url, rule) && hasValidPath(url, rule) ? `https://${value}` : null;
}

/**
 * Is a scheme-less value a partial link ("t.me/name", "instagram.com/name") rather than a
 * handle? "@name" never is; a value with a slash always is; a dotted value is a link unless it
 * is a valid handle (Instagram handles may contain dots: "john.doe"), and the network's own
 * host typed alone ("instagram.com") is a link (without a profile, so it is rejected).
 */
function isPartialLink(value: string, rule: NetworkRule): boolean {
  if (value.startsWith('@')) return false;
  if (value.includes('/')) return true;
  if (rule.hosts.includes(bareHost(value.toLowerCase()))) return true;
  return value.includes('.') && !rule.isHandle(value);
}
