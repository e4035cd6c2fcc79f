import { workPhotoFallbackSrc } from './work-photos.ts';
import type {
  BlogPosting,
  HowTo,
  Service,
  BreadcrumbList,
  FAQPage,
  GeneralContractor,
  Review,
  Thing,
  WithContext,
} from 'schema-dts';
import { business, serviceAreaCities } from '../config/business.ts';
import { absoluteUrl } from './url.ts';

export const businessId = `${business.url}/#business`;

/** JSON for a <script type="application/ld+json">: '<' escaped so no text can close the tag. */
export function serializeJsonLd(data: object): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

export interface BreadcrumbItem {
  label: string;
  /** Omitted on the last item, which is the current page. */
  href?: string;
}

export interface FaqItem {
  question: string;
  answer: string;
}

export interface ReviewData {
  name: string;
  location: string;
  rating: number;
  text: string;
  /** ISO date, e.g. '2024-11-02'. */
  date: string;
  /** Where the customer posted it (Google, Facebook...), and the review's own address; '' when none. */
  source?: string;
  url?: string;
}

/** Reference used wherever another block names the business as provider or subject. */
export function businessRef() {
  return { '@type': 'GeneralContractor', '@id': businessId, name: business.name } as const;
}

export function areaServedJsonLd() {
  return serviceAreaCities.map((city) => ({
    '@type': 'City' as const,
    name: `${city}, ${business.address.region}`,
  }));
}

function openingHours() {
  return business.hours
    .filter((row) => row.opens && row.closes)
    .map((row) => ({
      '@type': 'OpeningHoursSpecification' as const,
      dayOfWeek: [...row.dayOfWeek],
      opens: row.opens ?? undefined,
      closes: row.closes ?? undefined,
    }));
}

interface LocalBusinessOptions {
  /** Reviews shown on the same page; the aggregate rating is only emitted beside them. */
  reviews?: readonly ReviewData[];
}

export function localBusinessJsonLd({ reviews }: LocalBusinessOptions = {}): WithContext<GeneralContractor> {
  const data: WithContext<GeneralContractor> = {
    '@context': 'https://schema.org',
    '@type': 'GeneralContractor',
    '@id': businessId,
    name: business.name,
    url: absoluteUrl('/'),
    logo: absoluteUrl('/logo.svg'),
    image: absoluteUrl('/og/home.png'),
    telephone: business.phone.e164,
    email: business.email,
    priceRange: business.priceRange,
    address: {
      '@type': 'PostalAddress',
      ...(business.address.street ? { streetAddress: business.address.street } : {}),
      addressLocality: business.address.locality,
      addressRegion: business.address.region,
      postalCode: business.address.postalCode,
      addressCountry: business.address.country,
    },
    geo: {
      '@type': 'GeoCoordinates',
      latitude: business.geo.latitude,
      longitude: business.geo.longitude,
    },
    openingHoursSpecification: openingHours(),
    areaServed: areaServedJsonLd(),
  };
  if (reviews && reviews.length > 0 && business.rating.profileUrl) data.sameAs = business.rating.profileUrl;
  if (reviews && reviews.length > 0) {
    data.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: business.rating.value,
      reviewCount: business.rating.count,
      bestRating: business.rating.best,
      worstRating: 1,
    };
    data.review = reviews.map(
      (review): Review => ({
        '@type': 'Review',
        author: { '@type': 'Person', name: review.name },
        datePublished: review.date,
        reviewBody: review.text,
        reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
        ...(review.source ? { publisher: { '@type': 'Organization', name: review.source } } : {}),
        ...(review.url ? { url: review.url } : {}),
      }),
    );
  }
  return data;
}

export function breadcrumbJsonLd(items: readonly BreadcrumbItem[], currentPath: string): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.label,
      item: absoluteUrl(item.href ?? currentPath),
    })),
  };
}

export function faqJsonLd(items: readonly FaqItem[]): WithContext<FAQPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

/** Narrows builder output for pages that collect several blocks. */
export type JsonLdBlock = WithContext<Thing>;

export interface PriceRange {
  min: number;
  max: number;
  /** e.g. 'per job' or 'per square foot'; shown in the offer description. */
  unit?: string;
}

export interface ServiceJsonLdInput {
  name: string;
  description: string;
  serviceType: string;
  path: string;
  price?: PriceRange;
}

/** Service block: price as an Offer (schema.org Service has no priceRange), provider by @id. */
export function serviceJsonLd(input: ServiceJsonLdInput): WithContext<Service> {
  const data: WithContext<Service> = {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: input.name,
    description: input.description,
    serviceType: input.serviceType,
    url: absoluteUrl(input.path),
    areaServed: areaServedJsonLd(),
    provider: {
      '@type': 'GeneralContractor',
      '@id': businessId,
      name: business.name,
      telephone: business.phone.e164,
      url: absoluteUrl('/'),
    },
  };
  if (input.price) {
    data.offers = {
      '@type': 'Offer',
      priceCurrency: 'USD',
      description: input.price.unit ? `Typical price ${input.price.unit}` : 'Typical price range',
      priceSpecification: {
        '@type': 'PriceSpecification',
        minPrice: input.price.min,
        maxPrice: input.price.max,
        priceCurrency: 'USD',
      },
    };
  }
  return data;
}

export interface HowToStepInput {
  name: string;
  text: string;
}

export interface HowToInput {
  name: string;
  description: string;
  /** ISO 8601 duration, e.g. 'PT8H'. */
  totalTime: string;
  steps: readonly HowToStepInput[];
  path: string;
}

/** HowTo whose steps must be the steps shown on the page, in order. */
export function howToJsonLd(input: HowToInput): WithContext<HowTo> {
  return {
    '@context': 'https://schema.org',
    '@type': 'HowTo',
    name: input.name,
    description: input.description,
    totalTime: input.totalTime,
    step: input.steps.map((step, index) => ({
      '@type': 'HowToStep',
      position: index + 1,
      name: step.name,
      text: step.text,
      url: `${absoluteUrl(input.path)}#step-${index + 1}`,
    })),
  };
}

export interface ArticleJsonLdInput {
  title: string;
  description: string;
  path: string;
  /** ISO dates. */
  datePublished: string;
  dateModified?: string;
  image: string;
  wordCount?: number;
  section?: string;
}

export function articleJsonLd(input: ArticleJsonLdInput): WithContext<BlogPosting> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: input.title,
    description: input.description,
    url: absoluteUrl(input.path),
    mainEntityOfPage: absoluteUrl(input.path),
    datePublished: input.datePublished,
    dateModified: input.dateModified ?? input.datePublished,
    image: absoluteUrl(input.image),
    wordCount: input.wordCount,
    articleSection: input.section,
    inLanguage: 'en-US',
    author: { '@type': 'Organization', '@id': businessId, name: business.name, url: absoluteUrl('/') },
    publisher: {
      '@type': 'Organization',
      '@id': businessId,
      name: business.name,
      logo: { '@type': 'ImageObject', url: absoluteUrl('/logo.svg') },
    },
  };
}

/**
 * The business with its founder, for /about once the owner has told their story or set their
 * photo there; null until then. Only what the owner entered: no name is made up.
 */
export function founderJsonLd() {
  const { name, about, photo } = business.owner;
  if (!about && !photo) return null;
  return {
    '@context': 'https://schema.org',
    ...businessRef(),
    founder: {
      '@type': 'Person',
      ...(name ? { name } : {}),
      jobTitle: 'Owner',
      ...(about ? { description: about } : {}),
      ...(photo ? { image: absoluteUrl(workPhotoFallbackSrc(photo)) } : {}),
    },
  } as const;
}
