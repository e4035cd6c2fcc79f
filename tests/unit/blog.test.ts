import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { business } from '../../src/config/business.ts';
import { BlogListing } from '../../src/components/blog/BlogListing.tsx';
import { CategoryNav } from '../../src/components/blog/CategoryNav.tsx';
import { blogCategories } from '../../src/content/blog-categories.ts';
import { blogFrontmatter } from '../../src/content/blog-schema.ts';
import { indexOrder, newestFirst, relatedPosts, summarize, type BlogEntryLike } from '../../src/lib/blog.ts';
import { countWords, entryReadingTime, readingMinutes, readingTime } from '../../src/lib/reading-time.ts';
import { siteMapGroups } from '../../src/lib/site-map.ts';
import { sampleHowTo } from '../support/how-to.ts';

const valid = {
  slug: 'prevent-concrete-cracks',
  title: 'How to Prevent Concrete Cracks in Charlotte',
  excerpt: 'Drainage, sealing, joints and loads: a yearly routine that keeps Charlotte concrete from cracking.',
  breadcrumb: 'Prevent Cracks',
  date: '2025-01-16',
  category: 'Maintenance',
  related: ['charlotte-concrete-contractor-guide'],
};

describe('blog frontmatter schema', () => {
  it('accepts a valid article and fills defaults', () => {
    const parsed = blogFrontmatter.parse(valid);
    expect(parsed.featured).toBe(false);
    expect(parsed.date.toISOString().slice(0, 10)).toBe('2025-01-16');
  });

  it('accepts the optional FAQ and HowTo blocks', () => {
    const result = blogFrontmatter.safeParse({
      ...valid,
      faq: [{ question: 'Can I seal cracks myself?', answer: 'Hairline cracks, yes; wider ones need a look.' }],
      howTo: sampleHowTo,
    });
    expect(result.success).toBe(true);
  });

  it('rejects a category that is not one of the four', () => {
    expect(blogFrontmatter.safeParse({ ...valid, category: 'News' }).success).toBe(false);
  });

  it('rejects a slug that is not lowercase words joined by hyphens', () => {
    expect(blogFrontmatter.safeParse({ ...valid, slug: 'Prevent Concrete Cracks' }).success).toBe(false);
    expect(blogFrontmatter.safeParse({ ...valid, slug: 'prevent-concrete-cracks/' }).success).toBe(false);
    expect(blogFrontmatter.safeParse({ ...valid, related: ['Bad Slug'] }).success).toBe(false);
  });

  it('rejects an article without a title', () => {
    const { title: _title, ...withoutTitle } = valid;
    expect(blogFrontmatter.safeParse(withoutTitle).success).toBe(false);
  });

  it('limits seoTitle so the document title with the site name stays within 75 characters', () => {
    const room = 75 - ` | ${business.name}`.length;
    expect(blogFrontmatter.safeParse({ ...valid, seoTitle: 'x'.repeat(room) }).success).toBe(true);
    expect(blogFrontmatter.safeParse({ ...valid, seoTitle: 'x'.repeat(room + 1) }).success).toBe(false);
  });

  it('rejects a typed-in read time, which must be computed', () => {
    expect(blogFrontmatter.safeParse({ ...valid, readTime: '9 min read' }).success).toBe(false);
  });
});

describe('word count', () => {
  it('counts plain words', () => {
    expect(countWords('Charlotte red clay moves every season.')).toBe(6);
  });

  it('ignores the frontmatter', () => {
    expect(countWords('---\ntitle: Many words in a title here\nslug: x\n---\nOnly three words')).toBe(3);
  });

  it('counts link text but not link targets, and no Markdown punctuation', () => {
    const md = '## Heading here\n\n- one item\n- [free quote](/contact)\n\n| a | b |\n|---|---|\n| c | d |\n\n---\n';
    // Heading here, one item, free quote, a b, c d
    expect(countWords(md)).toBe(10);
  });

  it('ignores HTML tags and comments but keeps their text', () => {
    expect(countWords('<p>Two <strong>words</strong></p><!-- not counted at all -->')).toBe(2);
  });
});

describe('read time', () => {
  it('rounds up at 230 words a minute with a one-minute floor', () => {
    expect(readingMinutes(0)).toBe(1);
    expect(readingMinutes(1)).toBe(1);
    expect(readingMinutes(230)).toBe(1);
    expect(readingMinutes(231)).toBe(2);
    expect(readingMinutes(2070)).toBe(9);
    expect(readingMinutes(2071)).toBe(10);
  });

  it('turns a body into words, minutes and a label', () => {
    const body = Array.from({ length: 1150 }, () => 'word').join(' ');
    expect(readingTime(body)).toEqual({ words: 1150, minutes: 5, label: '5 min read' });
    expect(entryReadingTime({ body }).minutes).toBe(5);
    expect(entryReadingTime({}).minutes).toBe(1);
  });
});

function entry(slug: string, date: string, extra: Partial<typeof valid> & { featured?: boolean } = {}): BlogEntryLike {
  const data = blogFrontmatter.parse({ ...valid, slug, date, title: `Article about ${slug}`, ...extra });
  return { id: slug, body: 'Some words in the body.', data };
}

describe('blog ordering and related posts', () => {
  const posts = [entry('older-post', '2024-12-10'), entry('newest-post', '2025-01-28'), entry('middle-post', '2025-01-08')].map(summarize);

  it('lists newest first', () => {
    expect(newestFirst(posts).map((p) => p.slug)).toEqual(['newest-post', 'middle-post', 'older-post']);
  });

  it('leads the index with the newest post when none is featured', () => {
    expect(indexOrder(posts)[0]?.slug).toBe('newest-post');
  });

  it('leads the index with the featured post, then the rest newest first', () => {
    const withFeatured = [...posts.filter((p) => p.slug !== 'older-post'), summarize(entry('older-post', '2024-12-10', { featured: true }))];
    expect(indexOrder(withFeatured).map((p) => p.slug)).toEqual(['older-post', 'newest-post', 'middle-post']);
  });

  it('links the category page and the article', () => {
    expect(posts[0]?.href).toBe('/blog/older-post');
    expect(posts[0]?.categoryHref).toBe('/blog/category/maintenance');
  });

  it('resolves related slugs in order and refuses unknown ones', () => {
    const source = entry('source-post', '2025-01-01', { related: ['middle-post', 'older-post'] });
    expect(relatedPosts(source, posts).map((p) => p.slug)).toEqual(['middle-post', 'older-post']);
    const broken = entry('broken-post', '2025-01-01', { related: ['missing-post'] });
    expect(() => relatedPosts(broken, posts)).toThrow(/missing-post/);
  });
});

describe('category filter', () => {
  it('links every category page and marks only the current one', () => {
    const html = renderToStaticMarkup(CategoryNav({ current: 'cost-guides', counts: { 'Cost Guides': 2 }, total: 5 }));
    for (const category of blogCategories) expect(html).toContain(`href="/blog/category/${category.slug}"`);
    expect(html.match(/aria-current="page"/g)).toHaveLength(1);
    expect(html).toMatch(/href="\/blog\/category\/cost-guides" aria-current="page"/);
  });

  it('says so when a category has no posts and links back to the blog', () => {
    const html = renderToStaticMarkup(BlogListing({ title: 'Maintenance Articles', posts: [], currentCategory: 'maintenance', counts: {}, total: 0 }));
    expect(html).toContain('No articles in this category yet');
    expect(html).toMatch(/<a href="\/blog"[^>]*>Browse all articles<\/a>/);
  });
});

describe('site map groups', () => {
  const posts = [entry('older-post', '2024-12-10'), entry('newest-post', '2025-01-28')].map(summarize);

  it('lists the routes of the specification, then every article newest first and every category', () => {
    const hrefs = Object.fromEntries(siteMapGroups(posts).map((g) => [g.title, g.links.map((l) => l.href)]));
    expect(hrefs).toEqual({
      Company: ['/', '/about', '/our-work', '/contact'],
      Services: ['/services', '/services/driveway-repair', '/services/crack-repair', '/services/resurfacing', '/services/leveling', '/services/commercial'],
      'Service Areas': [
        '/service-areas',
        '/areas/charlotte',
        '/areas/matthews',
        '/areas/concord',
        '/areas/huntersville',
        '/areas/gastonia',
        '/areas/pineville',
        '/areas/cornelius',
        '/areas/kannapolis',
      ],
      Resources: ['/blog', '/tools/cost-estimator', '/privacy-policy', '/terms-of-service'],
      'Blog Articles': ['/blog/newest-post', '/blog/older-post'],
      'Blog Categories': blogCategories.map((c) => `/blog/category/${c.slug}`),
    });
  });

  it('names each article by its title', () => {
    const articles = siteMapGroups(posts).find((g) => g.title === 'Blog Articles');
    expect(articles?.links[0]).toEqual({ name: 'Article about newest-post', href: '/blog/newest-post' });
  });
});
