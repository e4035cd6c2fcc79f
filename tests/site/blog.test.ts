import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { business } from '../../src/config/business.ts';
import { blogCategories } from '../../src/content/blog-categories.ts';
import { blogFrontmatter } from '../../src/content/blog-schema.ts';
import { priceList } from '../../src/content/price-list.ts';
import { formatLongDate } from '../../src/lib/dates.ts';
import { expandPricesIn } from '../../src/lib/prices.ts';
import { readingTime } from '../../src/lib/reading-time.ts';
import { distDir } from '../../scripts/lib/dist.ts';
import { jsonLdBlocks, loadBuiltPages, normalize } from '../support/html.ts';

const blogDir = join(import.meta.dirname, '..', '..', 'src', 'content', 'blog');

/** Every article as its author wrote it, with its prices written out from the build's list: frontmatter through the real schema, read time from the real body. */
const articles = readdirSync(blogDir)
  .filter((name) => name.endsWith('.md'))
  .map((name) => {
    const source = readFileSync(join(blogDir, name), 'utf8');
    const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(source);
    if (!match) throw new Error(`${name}: no frontmatter`);
    const data = blogFrontmatter.parse(expandPricesIn(parseYaml(match[1] ?? ''), priceList));
    return { name, data, route: `/blog/${data.slug}`, readTime: readingTime(expandPricesIn(match[2] ?? '', priceList)) };
  });

const pages = new Map(loadBuiltPages().map((page) => [page.route, page]));
function page(route: string) {
  const found = pages.get(route);
  if (!found) throw new Error(`${route} is not in the build at ${distDir}; run the build first`);
  return found;
}

describe('articles', () => {
  it('there are the five articles of the specification', () => {
    expect(articles.map((a) => a.data.slug).sort()).toEqual([
      'charlotte-concrete-contractor-guide',
      'concrete-leveling-cost-charlotte',
      'concrete-repair-guide-charlotte',
      'driveway-repair-vs-replacement',
      'prevent-concrete-cracks',
    ]);
  });

  for (const article of articles) {
    describe(article.data.slug, () => {
      it('file name equals the slug', () => {
        expect(article.name).toBe(`${article.data.slug}.md`);
      });

      it('reads in 5 to 12 minutes', () => {
        expect(article.readTime.minutes).toBeGreaterThanOrEqual(5);
        expect(article.readTime.minutes).toBeLessThanOrEqual(12);
      });

      it('states the computed read time, date and category in its header', () => {
        const { $ } = page(article.route);
        const meta = $('h1').closest('section').find('[data-read-time]');
        expect(meta.attr('data-read-time')).toBe(String(article.readTime.minutes));
        expect(normalize(meta.text())).toBe(`${article.readTime.minutes} min read`);
        const header = normalize($('h1').closest('section').text());
        expect(header).toContain(formatLongDate(article.data.date));
        expect(header).toContain(article.data.category);
      });

      it('reads its meta as date · read time, the date in a <time datetime>', () => {
        const { $ } = page(article.route);
        const meta = $('h1').closest('section').find('[data-read-time]').parent();
        const day = article.data.date.toISOString().slice(0, 10);
        expect(meta.find(`time[datetime="${day}"]`).text()).toBe(formatLongDate(article.data.date));
        expect(normalize(meta.text())).toContain(`${formatLongDate(article.data.date)} · ${article.readTime.minutes} min read`);
      });

      it('shows Home > Blog > its breadcrumb, the last item plain text', () => {
        const { $ } = page(article.route);
        const items = $('nav[aria-label="Breadcrumb"] li').toArray().map((li) => normalize($(li).text()).replace(/^\/\s*/, ''));
        expect(items).toEqual(['Home', 'Blog', article.data.breadcrumb]);
        expect($('nav[aria-label="Breadcrumb"] li').last().find('a')).toHaveLength(0);
      });

      it('emits BlogPosting JSON-LD with the word count and article dates in the head', () => {
        const p = page(article.route);
        const posting = jsonLdBlocks(p).find((block) => block['@type'] === 'BlogPosting');
        expect(posting?.wordCount).toBe(article.readTime.words);
        expect(posting?.datePublished).toBe(article.data.date.toISOString().slice(0, 10));
        expect(p.$('meta[property="article:published_time"]').attr('content')).toBe(posting?.datePublished);
        expect(p.$('meta[property="article:modified_time"]').attr('content')).toBe(posting?.dateModified);
      });

      it('links its related articles and the five services', () => {
        const { $ } = page(article.route);
        const related = $('#related a').toArray().map((a) => $(a).attr('href'));
        expect(related).toEqual(article.data.related.map((slug) => `/blog/${slug}`));
        expect($('#service-links-title').parent().find('a[href^="/services/"]')).toHaveLength(5);
      });

      it('shows its HowTo steps and FAQ exactly as their JSON-LD describes them', () => {
        const p = page(article.route);
        const blocks = jsonLdBlocks(p);
        const howTo = blocks.find((block) => block['@type'] === 'HowTo') as { step: { name: string }[] } | undefined;
        if (article.data.howTo) {
          const shown = p.$('li[id^="step-"] h3').toArray().map((h) => normalize(p.$(h).text()).replace(/^Step \d+: /, ''));
          expect(shown).toEqual(article.data.howTo.steps.map((s) => s.name));
          expect(howTo?.step.map((s) => s.name)).toEqual(shown);
        } else {
          expect(howTo).toBeUndefined();
        }
        const faq = blocks.find((block) => block['@type'] === 'FAQPage') as { mainEntity: { name: string }[] } | undefined;
        const questions = p.$('details summary').toArray().map((s) => normalize(p.$(s).text()).replace(/\+$/, '').trim());
        expect(questions).toEqual(article.data.faq?.map((f) => f.question) ?? []);
        expect(faq?.mainEntity.map((q) => q.name) ?? []).toEqual(questions);
      });
    });
  }

  it('the contractor guide is dated January 28, 2025 and reads in 9 minutes', () => {
    const guide = articles.find((a) => a.data.slug === 'charlotte-concrete-contractor-guide');
    expect(guide?.readTime.minutes).toBe(9);
    expect(formatLongDate(guide!.data.date)).toBe('January 28, 2025');
  });

  it('one article carries HowTo data', () => {
    expect(articles.filter((a) => a.data.howTo)).toHaveLength(1);
  });
});

describe('article meta on every page that shows it', () => {
  const shown = [...pages.values()].filter((p) => p.$('[data-read-time]').length > 0);

  it('appears on the article pages, the blog index and the category pages', () => {
    const routes = shown.map((p) => p.route);
    expect(routes).toEqual(expect.arrayContaining(['/blog', ...articles.map((a) => a.route), ...blogCategories.map((c) => `/blog/category/${c.slug}`)]));
  });

  for (const p of shown) {
    it(`${p.route} reads each as '<date> · <N> min read', the date in a <time datetime>`, () => {
      for (const el of p.$('[data-read-time]').toArray()) {
        const meta = p.$(el).parent();
        const time = meta.find('time');
        const datetime = time.attr('datetime') ?? '';
        expect(datetime).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        const text = `${formatLongDate(new Date(datetime))} · ${p.$(el).attr('data-read-time')} min read`;
        expect(time.text()).toBe(formatLongDate(new Date(datetime)));
        expect(normalize(meta.text())).toContain(text);
      }
    });
  }
});

describe('/blog', () => {
  it('lists every article with its computed read time, the first one featured', () => {
    const { $ } = page('/blog');
    const cards = $('#posts-title').parent().find('article');
    expect(cards).toHaveLength(articles.length);
    expect(normalize(cards.first().text())).toMatch(/^Featured/);
    expect(cards.slice(1).text()).not.toContain('Featured');
    for (const article of articles) {
      const card = cards.filter((_, el) => $(el).find(`a[href="${article.route}"]`).length > 0);
      expect(card.find('[data-read-time]').attr('data-read-time')).toBe(String(article.readTime.minutes));
    }
  });

  it('lists the articles newest first after the featured one', () => {
    const { $ } = page('/blog');
    const dates = $('#posts-title').parent().find('article time').toArray().map((t) => $(t).attr('datetime') ?? '');
    const rest = dates.slice(1);
    expect(rest).toEqual([...rest].sort().reverse());
  });

  it('links the RSS feed', () => {
    expect(page('/blog').$('link[rel="alternate"][type="application/rss+xml"]').attr('href')).toBe(`${business.url}/rss.xml`);
  });
});

describe('category pages', () => {
  for (const category of blogCategories) {
    it(`${category.name} lists exactly its articles and marks itself current`, () => {
      const { $ } = page(`/blog/category/${category.slug}`);
      const shown = $('#posts-title').parent().find('article h3 a').toArray().map((a) => $(a).attr('href')).sort();
      const expected = articles.filter((a) => a.data.category === category.name).map((a) => a.route).sort();
      expect(shown).toEqual(expected);
      expect($('a[aria-current="page"][href^="/blog/category/"]').attr('href')).toBe(`/blog/category/${category.slug}`);
      const crumbs = $('nav[aria-label="Breadcrumb"] li').toArray().map((li) => normalize($(li).text()).replace(/^\/\s*/, ''));
      expect(crumbs).toEqual(['Home', 'Blog', category.name]);
    });
  }
});

describe('/rss.xml', () => {
  const $ = load(readFileSync(join(distDir, 'rss.xml'), 'utf8'), { xml: true });

  it('has every article with an absolute link without trailing slash, date, excerpt and category', () => {
    const items = $('item').toArray();
    expect(items).toHaveLength(articles.length);
    for (const article of articles) {
      const item = $(items.find((el) => $(el).find('link').text() === `${business.url}${article.route}`));
      expect(item.length, article.route).toBe(1);
      expect(item.find('description').text()).toBe(article.data.excerpt);
      expect(item.find('category').text()).toBe(article.data.category);
      expect(new Date(item.find('pubDate').text()).getTime()).toBe(article.data.date.getTime());
    }
  });
});

describe('legal pages and site map', () => {
  for (const [route, date] of [
    ['/privacy-policy', 'November 26, 2026'],
    ['/terms-of-service', 'January 24, 2025'],
  ] as const) {
    it(`${route} is noindex and dated ${date}, its own last revision`, () => {
      const p = page(route);
      expect(p.$('meta[name="robots"]').attr('content')).toMatch(/noindex/);
      expect(normalize(p.$('main').text())).toContain(`Last updated ${date}`);
    });
  }

  it('/sitemap states the build date for a person', () => {
    const text = normalize(page('/sitemap').$('main').text());
    expect(text).toMatch(/Last updated: (January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}/);
  });
});
