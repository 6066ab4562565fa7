/**
 * The URL of a filtered list: filters in a fixed order, empty ones left out, page 1 left out, so
 * the same results always have the same (shareable) address.
 */
export function listSearch(filters: Readonly<Record<string, string>>, page = 1): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    const trimmed = value.trim();
    if (trimmed) params.set(key, trimmed);
  }
  if (page > 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The filters a form holds now, keyed as `template` is, with `changes` applied. */
export function formFilters<F extends Readonly<Record<string, string>>>(form: HTMLFormElement, template: F, changes: Partial<F> = {}): F {
  const data = new FormData(form);
  const out: Record<string, string> = {};
  for (const key of Object.keys(template)) {
    const value = key in changes ? changes[key] : data.get(key);
    out[key] = typeof value === 'string' ? value : '';
  }
  return out as F;
}

/** How many filters are set, the sort and the search text aside. */
export function activeFilterCount(filters: Readonly<Record<string, string>>): number {
  return Object.entries(filters).filter(([key, value]) => key !== 'sort' && key !== 'q' && value !== '').length;
}
