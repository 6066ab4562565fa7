import { groupUnderParents, parentOf, uniqueParents, uniqueSpecializations, type GroupLike } from '../../shared/specializations.js';

const named = (slug: string, name = slug.toUpperCase()) => ({ slug, name });

const GROUPS: GroupLike[] = [
  { slug: 'family', parent_specialization: 'Family law', specializations: [named('divorce'), named('alimony'), named('inheritance')] },
  { slug: 'real-estate', parent_specialization: 'Real estate', specializations: [named('property-transactions'), named('inheritance')] },
  { slug: 'family', parent_specialization: 'Family law (again)', specializations: [named('child-custody')] },
];

describe('docs/product.md §3: unique parents and specializations of the groups', () => {
  test('each parent once, in the order it first appears', () => {
    expect(uniqueParents(GROUPS)).toEqual([
      { slug: 'family', name: 'Family law' },
      { slug: 'real-estate', name: 'Real estate' },
    ]);
  });

  test('each specialization once, though two groups list it', () => {
    expect(uniqueSpecializations(GROUPS).map((s) => s.slug)).toEqual(['divorce', 'alimony', 'inheritance', 'property-transactions', 'child-custody']);
  });

  test('a specialization belongs to the first group that lists it', () => {
    expect(parentOf(GROUPS, 'inheritance')).toEqual({ slug: 'family', name: 'Family law' });
    expect(parentOf(GROUPS, 'property-transactions')).toEqual({ slug: 'real-estate', name: 'Real estate' });
    expect(parentOf(GROUPS, 'unknown')).toBeUndefined();
  });

  test('a person’s specializations grouped under their parents, main field first, unknown ones left out', () => {
    const own = [named('property-transactions'), named('divorce'), named('ghost'), named('alimony'), named('divorce')];
    expect(groupUnderParents(GROUPS, own)).toEqual([
      { parent: { slug: 'real-estate', name: 'Real estate' }, specializations: [named('property-transactions')] },
      { parent: { slug: 'family', name: 'Family law' }, specializations: [named('divorce'), named('alimony')] },
    ]);
  });

  test('no groups, nothing collected', () => {
    expect(uniqueParents([])).toEqual([]);
    expect(uniqueSpecializations([])).toEqual([]);
    expect(groupUnderParents([], [named('divorce')])).toEqual([]);
  });
});
