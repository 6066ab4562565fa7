/**
 * What the circumstances' guide adds for each kind of claim (locales/{lng}/claim-steps.json
 * circumstances.guide.kinds.*): the seeded templates by their slug, a general word for any other.
 */
export const GUIDE_POINTS = ['happened', 'when', 'agreed', 'failed', 'settle'] as const;

export type GuideKind = 'money' | 'contract' | 'alimony' | 'divorce' | 'property' | 'labour' | 'consumer' | 'damage' | 'general';

const KINDS: Readonly<Record<string, GuideKind>> = {
  'loan-debt': 'money',
  'supply-contract-debt': 'money',
  'wage-arrears': 'labour',
  'reinstatement-at-work': 'labour',
  'contract-termination': 'contract',
  'alimony-for-children': 'alimony',
  divorce: 'divorce',
  'marital-property-division': 'property',
  eviction: 'property',
  'ownership-recognition': 'property',
  'consumer-refund': 'consumer',
  'damage-compensation': 'damage',
};

export function guideKindOf(slug: string): GuideKind {
  return KINDS[slug] ?? 'general';
}
