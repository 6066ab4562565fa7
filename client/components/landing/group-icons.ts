/**
 * An icon for each field of law, by the group's slug. The API names Tabler icons, which are not
 * shipped locally (they would arrive after hydration from ICONS_UPSTREAM, or never); Lucide
 * equivalents render inline from the first byte. Unknown slugs get the scales.
 */
const GROUP_ICONS: Readonly<Record<string, string>> = {
  family: 'lucide:heart-handshake',
  labour: 'lucide:briefcase',
  civil: 'lucide:file-text',
  'real-estate': 'lucide:house',
  business: 'lucide:building-2',
  criminal: 'lucide:shield',
  'administrative-tax': 'lucide:landmark',
  consumer: 'lucide:shopping-cart',
  migration: 'lucide:plane',
};

export function groupIcon(slug: string): string {
  return GROUP_ICONS[slug] ?? 'lucide:scale';
}
