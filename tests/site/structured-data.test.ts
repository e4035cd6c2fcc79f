import Validator from '@adobe/structured-data-validator';
import WebAutoExtractor from '@marbec/web-auto-extractor';
import { describe, expect, it } from 'vitest';
import { business } from '../../src/config/business.ts';
import { absoluteUrl } from '../../src/lib/url.ts';
import { jsonLdBlocks, loadBuiltPages, normalise, type LoadedPage } from '../support/html.ts';
import { schemaOrgVocabulary } from '../support/schema-vocabulary.ts';

type Json = Record<string, any>;

const pages = loadBuiltPages();
const validator = new Validator(schemaOrgVocabulary());

function blocksOfType(page: LoadedPage, type: string): Json[] {
  return jsonLdBlocks(page).filter((block) => {
    const types = Array.isArray(block['@type']) ? block['@type'] : [block['@type']];
    return types.includes(type);
  });
}

/** Google's required (and our own) properties, by type. Returns what is missing. */
export function missingRequired(block: Json): string[] {
  const missing: string[] = [];
  const need = (condition: unknown, what: string) => {
    if (!condition) missing.push(what);
  };
  switch (block['@type']) {
    case 'GeneralContractor':
      need(block.name, 'name');
      need(block.address?.addressLocality && block.address?.postalCode, 'address');
      need(block.telephone, 'telephone');
      need(block.url, 'url');
      need(block['@id'], '@id');
      break;
    case 'BreadcrumbList':
      need(Array.isArray(block.itemListElement) && block.itemListElement.length > 0, 'itemListElement');
      for (const [i, item] of (block.itemListElement ?? []).entries()) {
        need(item.position === i + 1, `itemListElement[${i}].position`);
        need(item.name, `itemListElement[${i}].name`);
        need(item.item, `itemListElement[${i}].item`);
      }
      break;
    case 'FAQPage':
      need(Array.isArray(block.mainEntity) && block.mainEntity.length > 0, 'mainEntity');
      for (const [i, q] of (block.mainEntity ?? []).entries()) {
        need(q['@type'] === 'Question' && q.name, `mainEntity[${i}].name`);
        need(q.acceptedAnswer?.text, `mainEntity[${i}].acceptedAnswer.text`);
      }
      break;
    case 'Service':
      need(block.name, 'name');
      need(block.description, 'description');
      need(block.serviceType, 'serviceType');
      need(Array.isArray(block.areaServed) && block.areaServed.length === 8, 'areaServed (eight cities)');
      need(block.provider?.['@id'] === `${business.url}/#business`, 'provider @id');
      need(block.provider?.name && block.provider?.telephone && block.provider?.url, 'provider name/telephone/url');
      need(!('priceRange' in block), 'no priceRange on Service');
      if (block.offers) {
        const spec = block.offers.priceSpecification;
        need(spec?.minPrice !== undefined && spec?.maxPrice !== undefined && spec?.priceCurrency === 'USD', 'offers.priceSpecification');
      }
      break;
    case 'BlogPosting':
    case 'Article':
      need(block.headline, 'headline');
      need(block.datePublished, 'datePublished');
      need(block.author?.name, 'author.name');
      need(block.image, 'image');
      break;
    case 'HowTo':
      need(block.name, 'name');
      need(Array.isArray(block.step) && block.step.length >= 2, 'step');
      for (const [i, step] of (block.step ?? []).entries()) need(step.text && step.name, `step[${i}].name/text`);
      break;
    default:
      break;
  }
  return missing;
}

describe('structured data', () => {
  it('finds pages to check', () => {
    expect(pages.length).toBeGreaterThan(1);
  });

  for (const page of pages) {
    describe(page.route, () => {
      it('every JSON-LD block parses and passes the schema.org / Google validator', async () => {
        const blocks = jsonLdBlocks(page);
        // The error pages describe no business entity.
        if (!['/404', '/500', '/503'].includes(page.route)) expect(blocks.length).toBeGreaterThan(0);
        const extracted = new WebAutoExtractor({ addLocation: true, embedSource: ['rdfa', 'microdata'] }).parse(page.html);
        const issues = (await validator.validate(extracted)) as { issueMessage: string; severity: string }[];
        // Optional extras (step images and videos) are suggestions for media we do not have;
        // every error and every other warning, such as a property schema.org lacks, fails.
        const relevant = issues.filter((issue) => !/^Missing field "[\w.]+" \(optional\)$/.test(issue.issueMessage));
        expect(relevant.map((issue) => `${issue.severity}: ${issue.issueMessage}`)).toEqual([]);
      });

      it('every block carries the properties Google requires for its type', () => {
        const problems = jsonLdBlocks(page).flatMap((block) =>
          missingRequired(block).map((what) => `${String(block['@type'])}: ${what}`),
        );
        expect(problems).toEqual([]);
      });

      it('the breadcrumb JSON-LD equals the visible breadcrumbs', () => {
        const visible = page.$('nav[aria-label="Breadcrumb"] li')
          .toArray()
          .map((li) => {
            const link = page.$(li).find('a');
            // A link into /contact names the page it is on (?from=); the breadcrumb's item is the page itself.
            return { name: normalise(page.$(li).text().replace(/^\s*\/\s*/, '')), href: link.attr('href')?.replace(/\?from=[^#&]*$/, '') };
          });
        const lists = blocksOfType(page, 'BreadcrumbList');
        expect(lists.length).toBe(visible.length > 0 ? 1 : 0);
        if (!visible.length) return;
        expect(visible[0]?.name).toBe('Home');
        expect(visible.at(-1)?.href).toBeUndefined();
        const items = lists[0]?.itemListElement as Json[];
        expect(items.map((item) => item.name)).toEqual(visible.map((item) => item.name));
        visible.forEach((item, i) => {
          expect(items[i]?.item).toBe(absoluteUrl(item.href ?? page.route));
        });
      });

      it('the FAQ JSON-LD equals the visible FAQ', () => {
        const visible = page.$('details')
          .toArray()
          .map((el) => ({
            question: normalise(page.$(el).find('summary').text().replace(/\+$/, '')),
            answer: normalise(page.$(el).children().not('summary').text()),
          }));
        const faqs = blocksOfType(page, 'FAQPage');
        expect(faqs.length).toBeLessThanOrEqual(1);
        if (!faqs.length) return;
        const data = (faqs[0]?.mainEntity as Json[]).map((q) => ({
          question: normalise(q.name),
          answer: normalise(q.acceptedAnswer.text),
        }));
        expect(data).toEqual(visible);
      });

      it('how-to steps equal the steps shown', () => {
        for (const howTo of blocksOfType(page, 'HowTo')) {
          for (const [i, step] of (howTo.step as Json[]).entries()) {
            const shown = normalise(page.$(`#step-${i + 1}`).text());
            expect(shown, `step ${i + 1} is shown with id step-${i + 1}`).toContain(normalise(step.name));
            expect(shown).toContain(normalise(step.text));
          }
        }
      });

      it('ratings appear only beside the reviews they summarise', () => {
        const text = normalise(page.$('main').text());
        for (const block of jsonLdBlocks(page)) {
          if (!block.aggregateRating) continue;
          const rating = block.aggregateRating as Json;
          expect(rating.ratingValue).toBe(business.rating.value);
          expect(rating.reviewCount).toBe(business.rating.count);
          expect(text).toContain(`${business.rating.value.toFixed(1)} out of ${business.rating.best}`);
          expect(text).toContain(`${business.rating.count} reviews`);
          const reviews = (block.review ?? []) as Json[];
          expect(reviews.length).toBeGreaterThan(0);
          for (const review of reviews) expect(text).toContain(normalise(review.reviewBody));
        }
      });
    });
  }
});
