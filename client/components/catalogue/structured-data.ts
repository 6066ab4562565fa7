/**
 * schema.org descriptions of the catalogue pages for search engines, built from the data the
 * page already has (nothing is sent twice): Organization and WebSite for the landing page,
 * Service with its Offer and provider (Person or LegalService), Person for a profile (lists and
 * paths: ../lists/structured-data.ts).
 */
import { TIYIN_PER_SOM } from '../../../shared/format/money.js';
import type { ProviderView } from '../../../shared/pages/catalogue/types.js';

type Thing = Record<string, unknown>;

const CONTEXT = 'https://schema.org';

/** A price in tiyin as schema.org wants it: so'm with two decimals, a plain number text. */
export function schemaPrice(tiyin: number): string {
  return (tiyin / TIYIN_PER_SOM).toFixed(2);
}

export function organizationLd(origin: string, description: string): Thing {
  return { '@context': CONTEXT, '@type': 'Organization', name: 'Huquq', url: `${origin}/`, logo: `${origin}/favicon.svg`, description, areaServed: 'UZ' };
}

/** The site with its search (a search engine may offer a search box that lands on our results). */
export function websiteLd(home: string, searchUrlTemplate: string, language: string): Thing {
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    name: 'Huquq',
    url: home,
    inLanguage: language,
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: searchUrlTemplate },
      'query-input': 'required name=search_term_string',
    },
  };
}

/** A provider: a Person (specialist) or a LegalService (law firm). */
export function providerLd(provider: ProviderView, url: string): Thing {
  return provider.kind === 'specialist'
    ? { '@type': 'Person', name: provider.name, url }
    : { '@type': 'LegalService', name: provider.name, url, areaServed: 'UZ' };
}

export interface ServiceLdInput {
  name: string;
  description: string;
  url: string;
  category: string;
  price: number;
  priceKind: 'fixed' | 'from';
  provider: Thing;
}

export function serviceLd(input: ServiceLdInput): Thing {
  const price = schemaPrice(input.price);
  return {
    '@context': CONTEXT,
    '@type': 'Service',
    name: input.name,
    description: input.description,
    url: input.url,
    serviceType: input.category,
    category: input.category,
    areaServed: { '@type': 'Country', name: 'Uzbekistan' },
    provider: input.provider,
    offers:
      input.priceKind === 'from'
        ? {
            '@type': 'Offer',
            priceCurrency: 'UZS',
            priceSpecification: { '@type': 'PriceSpecification', minPrice: price, priceCurrency: 'UZS' },
            url: input.url,
          }
        : { '@type': 'Offer', priceCurrency: 'UZS', price, url: input.url },
  };
}

export interface PersonLdInput {
  name: string;
  url: string;
  jobTitle: string;
  description: string;
  knowsAbout: string[];
  knowsLanguage: string[];
  sameAs: string[];
  worksFor: string | null;
  telephone: string | null;
  address: string | null;
}

export function personLd(input: PersonLdInput): Thing {
  return {
    '@context': CONTEXT,
    '@type': 'Person',
    name: input.name,
    url: input.url,
    jobTitle: input.jobTitle,
    description: input.description,
    knowsAbout: input.knowsAbout,
    knowsLanguage: input.knowsLanguage,
    ...(input.sameAs.length ? { sameAs: input.sameAs } : {}),
    ...(input.worksFor ? { worksFor: { '@type': 'LegalService', name: input.worksFor } } : {}),
    ...(input.telephone ? { telephone: input.telephone } : {}),
    ...(input.address ? { address: { '@type': 'PostalAddress', addressRegion: input.address, addressCountry: 'UZ' } } : {}),
  };
}
