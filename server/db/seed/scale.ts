/**
 * `--scale N` for load tests: N copies of the catalogue (law firms, specialists, services,
 * reference articles), each copy wired to its own firms and specialists. Copy 1 is the content
 * itself; copy n ≥ 2 suffixes slugs with `-xn` and nicknames with `_xn`.
 */
import type { SeedContent } from './content/types';

export const MAX_SCALE = 1000;

export function scaledSlug(slug: string, copy: number): string {
  return copy === 1 ? slug : `${slug}-x${copy}`;
}

/** Keeps the 32-character limit by shortening the base, never the suffix. */
export function scaledNickname(nickname: string, copy: number): string {
  if (copy === 1) return nickname;
  const suffix = `_x${copy}`;
  return nickname.slice(0, 32 - suffix.length) + suffix;
}

export function assertScale(scale: number): void {
  if (!Number.isInteger(scale) || scale < 1 || scale > MAX_SCALE) {
    throw new RangeError(`scale must be a whole number from 1 to ${MAX_SCALE} (got ${scale})`);
  }
}

export function scaleContent(content: SeedContent, scale: number): SeedContent {
  assertScale(scale);
  if (scale === 1) return content;
  const copies = Array.from({ length: scale }, (_, i) => i + 1);
  return {
    ...content,
    lawFirms: copies.flatMap((n) => content.lawFirms.map((firm) => ({ ...firm, id: scaledSlug(firm.id, n) }))),
    specialists: copies.flatMap((n) =>
      content.specialists.map((person) => ({
        ...person,
        nickname: scaledNickname(person.nickname, n),
        lawFirmId: person.lawFirmId === null ? null : scaledSlug(person.lawFirmId, n),
      })),
    ),
    services: copies.flatMap((n) =>
      content.services.map((service) => ({
        ...service,
        id: scaledSlug(service.id, n),
        provider:
          service.provider.kind === 'specialist'
            ? { kind: 'specialist' as const, nickname: scaledNickname(service.provider.nickname, n) }
            : { kind: 'lawfirm' as const, lawFirmId: scaledSlug(service.provider.lawFirmId, n) },
      })),
    ),
    referenceArticles: copies.flatMap((n) =>
      content.referenceArticles.map((article) => ({
        ...article,
        id: scaledSlug(article.id, n),
        ...(article.reviewedBy ? { reviewedBy: scaledNickname(article.reviewedBy, n) } : {}),
      })),
    ),
  };
}
