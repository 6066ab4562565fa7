/**
 * docs/product.md §3: a specialization group is a parent_specialization with its specializations; the
 * unique parents and the unique specializations of a list of groups can be collected. The
 * filters of the catalogue offer those, and a profile shows its specializations under them.
 */

/** A named item a filter or a badge shows: its slug (the URL value) and its name. */
export interface Named {
  slug: string;
  name: string;
}

/** The part of a group (shared/api SpecializationGroup) these helpers read. */
export interface GroupLike {
  slug: string;
  parent_specialization: string;
  specializations: readonly Named[];
}

/** The parents of the groups, each once (by slug), in the order they first appear. */
export function uniqueParents(groups: readonly GroupLike[]): Named[] {
  const seen = new Map<string, Named>();
  for (const group of groups) {
    if (!seen.has(group.slug)) seen.set(group.slug, { slug: group.slug, name: group.parent_specialization });
  }
  return [...seen.values()];
}

/** Every specialization of the groups, each once (by slug), in the order they first appear. */
export function uniqueSpecializations(groups: readonly Pick<GroupLike, 'specializations'>[]): Named[] {
  const seen = new Map<string, Named>();
  for (const group of groups) {
    for (const item of group.specializations) {
      if (!seen.has(item.slug)) seen.set(item.slug, { slug: item.slug, name: item.name });
    }
  }
  return [...seen.values()];
}

/** The parent a specialization belongs to (the first group listing it), or undefined. */
export function parentOf(groups: readonly GroupLike[], specializationSlug: string): Named | undefined {
  const group = groups.find((g) => g.specializations.some((s) => s.slug === specializationSlug));
  return group ? { slug: group.slug, name: group.parent_specialization } : undefined;
}

export interface SpecializationsUnderParent {
  parent: Named;
  specializations: Named[];
}

/**
 * Groups a person's specializations under their parents: parents in the order of the person's
 * own list (their main field first), specializations in that order too. Specializations no
 * group lists are left out (they cannot be named under a parent).
 */
export function groupUnderParents(groups: readonly GroupLike[], own: readonly Named[]): SpecializationsUnderParent[] {
  const byParent = new Map<string, SpecializationsUnderParent>();
  for (const item of own) {
    const parent = parentOf(groups, item.slug);
    if (!parent) continue;
    let entry = byParent.get(parent.slug);
    if (!entry) {
      entry = { parent, specializations: [] };
      byParent.set(parent.slug, entry);
    }
    if (!entry.specializations.some((s) => s.slug === item.slug)) entry.specializations.push({ slug: item.slug, name: item.name });
  }
  return [...byParent.values()];
}
