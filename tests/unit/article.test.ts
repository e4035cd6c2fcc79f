import { describe, expect, it } from 'vitest';
import { breadcrumbFromTitle, validateArticle, type ArticleInput } from '../../src/lib/article.ts';
import { articleRedirects, redirectLines } from '../../src/lib/redirects.ts';
import { parseRedirects } from '../../server/redirects-file.ts';

const others = ['concrete-repair-guide-charlotte', 'prevent-concrete-cracks'];
const valid: ArticleInput = {
  slug: 'mudjacking-vs-foam-leveling',
  title: 'Mudjacking vs Foam Leveling for Charlotte Driveways',
  excerpt: 'Both lift a sunken slab. How they differ in cost, weight on Piedmont clay, and how long the repair lasts.',
  date: '2026-05-14',
  category: 'Repair Tips',
  related: ['prevent-concrete-cracks'],
  body: 'Foam leveling injects a light polyurethane foam under the slab through holes the size of a penny. '.repeat(3),
};
const problems = (input: unknown, otherSlugs = others) => {
  const result = validateArticle(input, otherSlugs);
  return result.ok ? [] : result.problems;
};

describe('validating an article the owner writes', () => {
  it('accepts a complete article and derives the breadcrumb from the title', () => {
    const result = validateArticle(valid, others);
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.article.breadcrumb).toBe('Mudjacking vs Foam Leveling for');
    expect(breadcrumbFromTitle('Short title here')).toBe('Short title here');
  });

  it('says what each field needs and what it has', () => {
    expect(problems({ ...valid, excerpt: 'Too short to tell anyone anything.' })).toEqual([
      { field: 'excerpt', message: 'The excerpt needs 50 to 200 characters; it has 34.' },
    ]);
    expect(problems({ ...valid, title: 'Short' })).toEqual([{ field: 'title', message: 'The title needs 10 to 120 characters; it has 5.' }]);
    expect(problems({ ...valid, body: 'Tiny.' })).toEqual([{ field: 'body', message: 'The body needs 100 to 50000 characters; it has 5.' }]);
    expect(problems({ ...valid, category: 'News' })).toEqual([{ field: 'category', message: 'Choose the category: Repair Tips, Cost Guides, DIY vs Pro, Maintenance.' }]);
    expect(problems({ ...valid, date: 'next Tuesday' })).toEqual([{ field: 'date', message: 'The date is not a date; give it as 2026-05-14.' }]);
    expect(problems({ ...valid, title: undefined })).toEqual([{ field: 'title', message: 'The title is missing.' }]);
    expect(problems({ ...valid, updated: '2026-01-01' })).toEqual([{ field: 'updated', message: 'The updated date cannot be before the date the article was published.' }]);
  });

  it('counts the excerpt after trimming the spaces around it', () => {
    expect(problems({ ...valid, excerpt: `   ${'x'.repeat(31)}   ` })[0]?.message).toBe('The excerpt needs 50 to 200 characters; it has 31.');
  });

  it('refuses addresses that are not lowercase words joined by hyphens, including every path trick', () => {
    for (const slug of ['Mudjacking', 'mud jacking', '../etc/passwd', '..', 'a/b', '%2e%2e', 'a--b', '-a', 'a-', 'a.html', '', 'é-accent', 'a\u0000b', 'x'.repeat(81)]) {
      const found = problems({ ...valid, slug });
      expect(found.map((p) => p.field), JSON.stringify(slug)).toEqual(['slug']);
    }
    expect(problems({ ...valid, slug: 'x'.repeat(81) })[0]?.message).toBe('The address can have at most 80 characters.');
    expect(problems({ ...valid, slug: '../etc' })[0]?.message).toMatch(/^The address may use only lowercase letters, digits and single hyphens/);
  });

  it('refuses an address that is taken or reserved, and related articles that are missing, repeated or itself', () => {
    expect(problems({ ...valid, slug: 'prevent-concrete-cracks', related: ['concrete-repair-guide-charlotte'] })).toEqual([
      { field: 'slug', message: 'Another article already has the address "prevent-concrete-cracks". Choose another.' },
    ]);
    expect(problems({ ...valid, slug: 'category' })[0]?.message).toBe('The address "category" is used by the blog itself. Choose another.');
    expect(problems({ ...valid, related: ['no-such-article', 'prevent-concrete-cracks', 'prevent-concrete-cracks'] })).toEqual([
      { field: 'related.0', message: 'There is no article "no-such-article" to relate to.' },
      { field: 'related.2', message: '"prevent-concrete-cracks" is listed twice.' },
    ]);
    expect(problems({ ...valid, related: ['mudjacking-vs-foam-leveling'] })).toEqual([{ field: 'related.0', message: 'An article cannot be related to itself.' }]);
  });

  it('refuses fields it does not know, and a cover photo that is not a stored upload', () => {
    expect(problems({ ...valid, layout: '<script>' }).length).toBeGreaterThan(0);
    expect(problems({ ...valid, cover: { id: '../../x', width: 1440, height: 1080, alt: 'A lifted slab by a garage' } })).toEqual([
      { field: 'cover.id', message: 'This is not a stored photo: upload the photo again.' },
    ]);
  });
});

describe('redirects for renamed articles', () => {
  it('sends every old address straight to the current one, through chains', () => {
    const redirects = articleRedirects(
      [
        { from: 'a', to: 'b' },
        { from: 'b', to: 'c' },
      ],
      ['c', 'other'],
    );
    expect(redirectLines(redirects)).toEqual(['/blog/a /blog/c 301', '/blog/b /blog/c 301']);
  });

  it('leaves out an old address a live article uses again, a rename back, and one whose article is gone', () => {
    expect([...articleRedirects([{ from: 'a', to: 'b' }], ['a', 'b'])]).toEqual([]);
    expect([
      ...articleRedirects(
        [
          { from: 'a', to: 'b' },
          { from: 'b', to: 'a' },
        ],
        ['a'],
      ),
    ]).toEqual([['/blog/b', '/blog/a']]);
    expect([...articleRedirects([{ from: 'a', to: 'deleted' }], ['other'])]).toEqual([]);
  });

  it('reads only redirects within the site from a _redirects file', () => {
    const parsed = parseRedirects(
      ['# comment', '/blog/old /blog/new 301', '/services/ /services 301', '/x https://evil.example/ 301', '/y //evil.example 301', '/z /a 200', 'nonsense', '/blog/q /blog/r 301 extra'].join('\n'),
    );
    expect([...parsed]).toEqual([
      ['/blog/old', { to: '/blog/new', status: 301 }],
      ['/services/', { to: '/services', status: 301 }],
    ]);
  });
});
