/**
 * The API's answers cut down to what the directory pages render (./types.ts). The server's
 * loaders and the browser (opening a firm) map through the same functions, so a card looks the
 * same however it arrived.
 */
import type { LawFirmCard, LawFirmDetail, ReferenceArticleCard, ReferenceArticleDetail, SpecialistCard, SupportQuestionCard } from '../../api/types.js';
import { truncateText } from '../../richtext/text.js';
import type { ArticleCardView, ArticleView, FirmCardView, FirmPanelView, FirmPersonView, Option, QuestionCardView } from './types.js';

/** Practice areas a firm card shows. */
export const CARD_PRACTICE = 3;
/** Longest description on a firm card, in characters. */
export const FIRM_EXCERPT = 150;

export function option(ref: { slug: string; name: string }): Option {
  return { slug: ref.slug, name: ref.name };
}

export function firmCardView(firm: LawFirmCard): FirmCardView {
  return {
    id: firm.id,
    name: firm.name,
    excerpt: truncateText(firm.description.replace(/\s+/g, ' ').trim(), FIRM_EXCERPT),
    region: firm.region.name,
    city: firm.city,
    verified: firm.verified,
    rating: firm.rating,
    foundedYear: firm.foundedYear,
    specialistCount: firm.specialistCount,
    practice: firm.specializations.slice(0, CARD_PRACTICE).map((s) => s.name),
    hue: firm.logoHue,
    logoUrl: firm.logoUrl,
  };
}

export function firmPersonView(person: SpecialistCard): FirmPersonView {
  return {
    nickname: person.nickname,
    name: `${person.firstName} ${person.lastName}`,
    profession: person.profession,
    hue: person.avatarHue,
    photoUrl: person.photoUrl,
    verified: person.verified,
    rating: person.rating,
  };
}

export function firmPanelView(firm: LawFirmDetail): FirmPanelView {
  const { excerpt: _excerpt, ...card } = firmCardView(firm);
  return {
    ...card,
    practice: firm.specializations.map((s) => s.name),
    description: firm.description,
    address: firm.address,
    phone: firm.phone,
    email: firm.email,
    website: firm.website,
    specialists: firm.specialists.map(firmPersonView),
  };
}

export function articleCardView(article: ReferenceArticleCard): ArticleCardView {
  return {
    id: article.id,
    title: article.title,
    summary: article.summary,
    category: option(article.category),
    publishedAt: article.publishedAt,
    hasVideo: article.hasVideo,
  };
}

export function articleView(article: ReferenceArticleDetail): ArticleView {
  return { ...articleCardView(article), body: article.body, video: article.video, reviewedBy: article.reviewedBy };
}

export function questionCardView(question: SupportQuestionCard): QuestionCardView {
  return { id: question.id, question: question.question, category: option(question.category), featured: question.featured };
}
