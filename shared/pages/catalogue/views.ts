/**
 * The API's cards cut down to what the catalogue's cards show (client/components/catalogue/types):
 * no ids but those a link or a heart needs, no full descriptions, at most three badges.
 */
import type { ServiceCard, ServiceProvider, SpecialistCard } from '../../api/types.js';
import type { Named } from '../../specializations.js';
import type { ProviderView, ServiceCardView, SpecialistCardView } from './types.js';

/** Badges a specialist card shows. */
export const CARD_SPECIALIZATIONS = 3;
/** Longest excerpt of a description on a card, in characters. */
export const EXCERPT_LENGTH = 140;

/** The first sentence, or the text cut at a word before `max` characters with an ellipsis. */
export function excerpt(text: string, max: number = EXCERPT_LENGTH): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const sentence = /^(.{40,}?[.!?])\s/.exec(clean.slice(0, max + 1));
  if (sentence?.[1]) return sentence[1];
  const cut = clean.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:–—-]+$/, '')}…`;
}

export function named(ref: { slug: string; name: string }): Named {
  return { slug: ref.slug, name: ref.name };
}

export function providerView(provider: ServiceProvider): ProviderView {
  return provider.kind === 'specialist'
    ? { kind: 'specialist', nickname: provider.nickname, name: provider.name, hue: provider.avatarHue, verified: provider.verified }
    : { kind: 'lawfirm', id: provider.id, name: provider.name, hue: provider.logoHue, verified: provider.verified };
}

export function serviceCardView(card: ServiceCard): ServiceCardView {
  return {
    id: card.id,
    title: card.title,
    excerpt: excerpt(card.description),
    price: card.price,
    priceKind: card.priceKind,
    countable: card.countable,
    format: card.format,
    duration: card.duration,
    group: named(card.group),
    provider: providerView(card.provider),
  };
}

export function specialistCardView(card: SpecialistCard): SpecialistCardView {
  return {
    id: card.id,
    nickname: card.nickname,
    name: `${card.firstName} ${card.lastName}`,
    profession: card.profession,
    hue: card.avatarHue,
    photo: card.photoUrl,
    verified: card.verified,
    languages: card.languages,
    rating: card.rating,
    experienceMonths: card.experienceMonths,
    region: card.region?.name ?? null,
    lawFirm: card.lawFirm?.name ?? null,
    specializations: card.specializations.slice(0, CARD_SPECIALIZATIONS).map(named),
    moreSpecializations: Math.max(0, card.specializations.length - CARD_SPECIALIZATIONS),
  };
}
