/**
 * schema.org descriptions of the directory pages for search engines, built from what the page
 * already renders (nothing is sent twice): LegalService for a law firm with its people (Person),
 * Article for a reference article (its reviewer on the WebPage, its video as a VideoObject),
 * FAQPage for a support answer, Organization with its support contact point (lists and paths:
 * ../lists/structured-data.ts).
 */
import type { ArticleCardView, ArticleView, FirmCardView, FirmPanelView, FirmPersonView } from '../../../shared/pages/directory/types.js';

type Thing = Record<string, unknown>;

const CONTEXT = 'https://schema.org';

/** Huquq itself, as author, publisher and support organisation. */
export function huquqLd(origin: string): Thing {
  return { '@type': 'Organization', name: 'Huquq', url: `${origin}/`, logo: `${origin}/favicon.svg` };
}

export function personLd(person: FirmPersonView, url: string, jobTitle: string): Thing {
  return { '@type': 'Person', name: person.name, url, jobTitle };
}

/** A law firm: where it is, how clients rate it, what it practises and, with its details, who works there. */
export function legalServiceLd(
  firm: FirmCardView | FirmPanelView,
  url: string,
  { people = [], nested = false }: { people?: readonly Thing[]; nested?: boolean } = {},
): Thing {
  const detail = 'address' in firm ? firm : null;
  return {
    ...(nested ? {} : { '@context': CONTEXT }),
    '@type': 'LegalService',
    name: firm.name,
    url,
    description: detail ? detail.description : (firm as FirmCardView).excerpt,
    address: {
      '@type': 'PostalAddress',
      addressCountry: 'UZ',
      addressRegion: firm.region,
      addressLocality: firm.city,
      ...(detail ? { streetAddress: detail.address } : {}),
    },
    areaServed: { '@type': 'AdministrativeArea', name: firm.region },
    knowsAbout: firm.practice,
    ...(firm.foundedYear ? { foundingDate: String(firm.foundedYear) } : {}),
    ...(firm.rating
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: firm.rating.average, reviewCount: firm.rating.count, bestRating: 5, worstRating: 1 } }
      : {}),
    ...(detail ? { telephone: detail.phone } : {}),
    ...(detail?.email ? { email: detail.email } : {}),
    ...(detail?.website ? { sameAs: [detail.website] } : {}),
    ...(people.length > 0 ? { employee: people } : {}),
  };
}

/** An article as an entry of a list (no body). */
export function articleSummaryLd(article: ArticleCardView, url: string, origin: string): Thing {
  return {
    '@type': 'Article',
    headline: article.title,
    description: article.summary,
    datePublished: article.publishedAt,
    articleSection: article.category.name,
    url,
    publisher: huquqLd(origin),
  };
}

export interface ArticleLdInput {
  article: ArticleView;
  url: string;
  origin: string;
  language: string;
  /** The reviewer's profile, absolute. */
  reviewerUrl: string | null;
  /** The video's file and poster, absolute. */
  video: { contentUrl: string; thumbnailUrl: string | null } | null;
}

export function articleLd({ article, url, origin, language, reviewerUrl, video }: ArticleLdInput): Thing {
  const huquq = huquqLd(origin);
  return {
    '@context': CONTEXT,
    '@type': 'Article',
    headline: article.title,
    description: article.summary,
    datePublished: article.publishedAt,
    inLanguage: language,
    articleSection: article.category.name,
    author: huquq,
    publisher: huquq,
    mainEntityOfPage: {
      '@type': 'WebPage',
      '@id': url,
      ...(article.reviewedBy && reviewerUrl ? { reviewedBy: { '@type': 'Person', name: article.reviewedBy.name, url: reviewerUrl } } : {}),
    },
    ...(video
      ? {
          video: {
            '@type': 'VideoObject',
            name: article.title,
            description: article.summary,
            contentUrl: video.contentUrl,
            uploadDate: article.publishedAt,
            ...(video.thumbnailUrl ? { thumbnailUrl: video.thumbnailUrl } : {}),
          },
        }
      : {}),
  };
}

/** One question of the help centre with its answer (plain text). */
export function faqPageLd(question: string, answer: string, url: string, language: string): Thing {
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    url,
    inLanguage: language,
    mainEntity: [{ '@type': 'Question', name: question, acceptedAnswer: { '@type': 'Answer', text: answer } }],
  };
}

/** Huquq with the support desk's contact point (the footer's phone and hours). */
export function supportOrganizationLd(origin: string, supportUrl: string): Thing {
  return {
    '@context': CONTEXT,
    ...huquqLd(origin),
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer support',
      telephone: '+998712000000',
      url: supportUrl,
      areaServed: 'UZ',
      availableLanguage: ['uz', 'ru', 'en'],
      hoursAvailable: {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '09:00',
        closes: '18:00',
      },
    },
  };
}
