import type { IconName } from '../icons.ts';
import { business } from '../../config/business.ts';
import type { FaqItem } from '../../lib/jsonld.ts';
import type { AreaSlug } from '../areas.ts';
import type { ServiceSlug } from '../services.ts';

export interface AreaFeature {
  icon: IconName;
  title: string;
  text: string;
}

export interface AreaLink {
  label: string;
  href: string;
}

/** The copy of one area page. Every area writes its own words: no two pages share a long sentence. */
export interface AreaPageContent {
  slug: AreaSlug;
  /** Page title without the site name. */
  metaTitle: string;
  metaDescription: string;
  heroLead: string;
  /** A local note shown under the hero lead, e.g. Gastonia's Sunday appointments. */
  heroNote?: string;
  intro: { title: string; paragraphs: readonly string[] };
  reasons: { title: string; lead?: string; items: readonly AreaFeature[] };
  /** One local sentence or two per service, shown on the card that links to the service page. */
  services: { title: string; lead?: string; items: Readonly<Record<ServiceSlug, string>> };
  neighborhoods: { title: string; lead: string };
  ground: { title: string; paragraphs: readonly string[]; points?: readonly string[] };
  commonIssues?: { title: string; lead?: string; items: readonly string[] };
  faqTitle: string;
  faqs: readonly FaqItem[];
  nearby: { title: string; lead: string; extraLinks?: readonly AreaLink[] };
  sidebar: {
    title: string;
    text: string;
    /** Words before the phone number on the call button. */
    callLabel?: string;
    quoteLabel: string;
    showHours?: boolean;
    /** A short local note under the hours, e.g. Gastonia's Sunday appointments. */
    note?: string;
    box: { title: string; icon: IconName; items: readonly string[] };
  };
  closing: { title: string; text: string };
}

/** The guarantee the area pages promise, worded from the business config. */
export const guaranteeItems: readonly string[] = [
  `${business.warranty.workmanshipYears}-year workmanship warranty`,
  `Free re-inspection within ${business.warranty.reinspectionYears} year`,
  'Licensed & insured',
];
