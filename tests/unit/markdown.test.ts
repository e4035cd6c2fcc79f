import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { isSafeLink, renderMarkdown } from '../../src/lib/markdown.ts';
import { xssPayloads } from '../support/xss-payloads.ts';

/** Every element and attribute of rendered HTML, to prove what the markup can and cannot do. */
function markup(html: string) {
  const $ = load(html, null, false);
  const elements = $('*')
    .toArray()
    .map((el) => ({ tag: String($(el).prop('tagName')).toLowerCase(), attribs: $(el).attr() ?? {} }));
  return {
    $,
    tags: new Set(elements.map((el) => el.tag)),
    attributes: elements.flatMap((el) => Object.entries(el.attribs).map(([name, value]) => ({ tag: el.tag, name, value }))),
  };
}

describe('article Markdown', () => {
  it('renders the structure articles use: headings with ids, lists, tables, links, emphasis and curly quotes', () => {
    const html = renderMarkdown(
      [
        '# Heading written as h1',
        '## Why "cracks" happen',
        'It\'s **clay**, mostly. See [our guide](/blog/concrete-repair-guide-charlotte) or https://www.ncdot.gov.',
        '- one\n- two',
        '| Size | Cost |\n| --- | --- |\n| Small | $300 |',
      ].join('\n\n'),
    );
    expect(html).toContain('<h2 id="heading-written-as-h1">Heading written as h1</h2>');
    expect(html).toContain('<h2 id="why-cracks-happen">Why “cracks” happen</h2>');
    expect(html).toContain('<p>It’s <strong>clay</strong>, mostly. See <a href="/blog/concrete-repair-guide-charlotte">our guide</a> or <a href="https://www.ncdot.gov">https://www.ncdot.gov</a>.</p>');
    expect(html).toContain('<ul>\n<li>one</li>\n<li>two</li>\n</ul>');
    expect(html).toMatch(/<table>\n<thead>\n<tr>\n<th>Size<\/th>/);
    expect(html).not.toContain('<h1');
  });

  it('puts each table in a box of its own that scrolls sideways, named by the heading above it and reachable by keyboard', () => {
    const html = renderMarkdown(
      [
        '## Costs & "sizes" of `foam` jobs',
        'Some words.',
        '| Size | Cost |\n| --- | --- |\n| Small | $300 |',
        '### Second',
        '| A | B |\n| --- | --- |\n| 1 | 2 |',
      ].join('\n\n'),
    );
    const { $ } = markup(html);
    const boxes = $('div.table-scroll').toArray();
    expect(boxes).toHaveLength(2);
    expect(boxes.map((box) => $(box).attr())).toEqual([
      { class: 'table-scroll', role: 'region', 'aria-label': 'Costs & “sizes” of foam jobs', tabindex: '0' },
      { class: 'table-scroll', role: 'region', 'aria-label': 'Second', tabindex: '0' },
    ]);
    for (const box of boxes) expect($(box).children('table')).toHaveLength(1);
    expect(html).toContain('aria-label="Costs &amp; “sizes” of foam jobs"');
    expect(markup(renderMarkdown('| A |\n| --- |\n| 1 |')).$('div.table-scroll').attr('aria-label')).toBe('Table');
  });

  for (const [name, payload] of Object.entries(xssPayloads)) {
    it(`keeps ${name} from doing anything`, () => {
      const { tags, attributes } = markup(renderMarkdown(payload));
      for (const tag of ['script', 'iframe', 'svg', 'style', 'object', 'embed']) expect(tags.has(tag), tag).toBe(false);
      for (const { tag, name: attribute, value } of attributes) {
        expect(attribute, `${tag} ${attribute}`).not.toMatch(/^on/i);
        if (attribute === 'href') expect(isSafeLink(value), value).toBe(true);
        if (attribute === 'src') expect(value, value).toMatch(/^\/(?!\/)/);
      }
    });
  }

  it('shows typed HTML as the text it is', () => {
    const { $ } = markup(renderMarkdown(xssPayloads['script tag']!));
    expect($.root().text()).toBe('<script>window.__xss = “script”; alert(1)</script>\n');
    expect(markup(renderMarkdown(xssPayloads['img onerror']!)).$.root().text()).toContain('<img src=“x” onerror=');
    // Entities stay text: they spell a tag, they never become one.
    expect(markup(renderMarkdown(xssPayloads['HTML entities spelling a tag']!)).$.root().text()).toContain('<script>window.__xss');
  });

  it('leaves unsafe link targets as plain text and drops images from other servers to their alt text', () => {
    expect(renderMarkdown(xssPayloads['javascript: link']!)).toBe('<p>[Click for a discount](javascript:window.__xss=“link”)</p>\n');
    expect(renderMarkdown(xssPayloads['remote image (a third-party request)']!)).toBe('<p>tracking pixel</p>\n');
    expect(renderMarkdown('![A lifted slab](/work/AAAAAAAAAAAAAAAAAAAAAA-960.webp)')).toBe(
      '<p><img src="/work/AAAAAAAAAAAAAAAAAAAAAA-960.webp" alt="A lifted slab" loading="lazy" decoding="async"></p>\n',
    );
    for (const safe of ['/blog/x', '#faq', 'https://example.com', 'http://example.com', 'mailto:a@b.co', 'tel:+17045550123']) expect(isSafeLink(safe), safe).toBe(true);
    for (const unsafe of ['javascript:x', 'data:text/html,x', 'vbscript:x', 'file:///etc/passwd', '//evil.example', 'blog/x']) expect(isSafeLink(unsafe), unsafe).toBe(false);
  });
});
