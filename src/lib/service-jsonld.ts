import type { ServicePageContent } from '../content/service-pages.ts';
import type { Service } from '../content/services.ts';
import { howToJsonLd, serviceJsonLd, type JsonLdBlock } from './jsonld.ts';

/**
 * Page-level blocks of a service page: the Service (with its price as an offer when one
 * is published) and, where the page shows a timed step list, the matching HowTo.
 * BreadcrumbList and FAQPage are emitted by the components that show them.
 */
export function servicePageJsonLd(service: Service, content: ServicePageContent): JsonLdBlock[] {
  const blocks: JsonLdBlock[] = [
    serviceJsonLd({
      name: service.title,
      description: service.description,
      serviceType: content.serviceType,
      path: service.href,
      price: content.price,
    }),
  ];
  for (const section of content.sections) {
    if (section.kind === 'steps' && section.howTo) {
      blocks.push(
        howToJsonLd({
          name: section.howTo.name,
          description: section.lead ?? section.title,
          totalTime: section.howTo.totalTime,
          steps: section.steps.map((step) => ({ name: step.title, text: step.text })),
          path: service.href,
        }),
      );
    }
  }
  return blocks;
}
