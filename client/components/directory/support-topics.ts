/**
 * The icon of each support topic. The topics' own icons name a set the site does not ship
 * (tabler); these are the interface's lucide icons, written as literals so the icon registry
 * carries them and they render on the server (ADR 004).
 */
const TOPIC_ICONS: Readonly<Record<string, string>> = {
  account: 'lucide:circle-user',
  payments: 'lucide:credit-card',
  documents: 'lucide:file-text',
  claims: 'lucide:landmark',
  specialists: 'lucide:users',
  privacy: 'lucide:lock',
};

export function topicIcon(slug: string): string {
  return TOPIC_ICONS[slug] ?? 'lucide:circle-help';
}
