import type { ApiCallContext, ApiClient } from '../../api-client/types.js';
import type { SpecializationGroup } from '../../../shared/api/types.js';
import type { Locale } from '../../../shared/locales.js';

/**
 * The specialization groups (SPEC §3) that four of the catalogue pages need on every request,
 * kept for as long as the API lets any cache keep them (its answer is `public, max-age=60`).
 * Per API client, so test apps on different databases never share them; a failed call is not
 * kept.
 */
export const GROUPS_TTL_MS = 60_000;

interface Entry {
  at: number;
  groups: Promise<SpecializationGroup[]>;
}

const caches = new WeakMap<ApiClient, Map<Locale, Entry>>();

export function specializationGroups(api: ApiClient, ctx: ApiCallContext, now: number = Date.now()): Promise<SpecializationGroup[]> {
  let byLang = caches.get(api);
  if (!byLang) {
    byLang = new Map();
    caches.set(api, byLang);
  }
  const hit = byLang.get(ctx.lang);
  if (hit && now - hit.at < GROUPS_TTL_MS) return hit.groups;
  // Not tied to one visitor's request: a visitor who leaves must not fail the others' call.
  const groups = api.listSpecializationGroups({ lang: ctx.lang }).then((list) => list.items);
  const entry: Entry = { at: now, groups };
  byLang.set(ctx.lang, entry);
  groups.catch(() => {
    if (byLang.get(ctx.lang) === entry) byLang.delete(ctx.lang);
  });
  return groups;
}
