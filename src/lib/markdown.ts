/**
 * Every article's Markdown, the repository's (src/content/blog) and what the owner writes in the
 * inbox, rendered for its page by this one renderer. markdown-it with raw HTML off: a tag typed
 * in the body is shown as the text it is, never parsed, so no script, event attribute or iframe
 * can reach a page. Links may only go to http(s), mailto: and tel: addresses or to this site;
 * images only to this site's own files (no request ever leaves for another server).
 * GitHub-flavored tables and autolinks, curly quotes, and headings with the ids github-slugger
 * gives them, as Astro's own Markdown would.
 */
import GithubSlugger from 'github-slugger';
import MarkdownIt, { type Token } from 'markdown-it';

/** A path of this site: one leading slash, never two (`//host` is another server). */
const sitePath = /^\/(?!\/)/;
const allowedSchemes = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/** Where a link may point: a path or fragment of this site, or an http(s), mailto: or tel: address. */
export function isSafeLink(url: string): boolean {
  const trimmed = url.trim();
  if (sitePath.test(trimmed) || trimmed.startsWith('#')) return true;
  if (!URL.canParse(trimmed)) return false;
  return allowedSchemes.has(new URL(trimmed).protocol);
}

/** Where an image may come from: a file of this site, so a page never asks another server for anything. */
export function isSiteImage(src: string): boolean {
  return sitePath.test(src.trim());
}

const md = new MarkdownIt({ html: false, linkify: true, typographer: true });
// markdown-it calls this for link and image targets after decoding entities; false leaves the source as text.
md.validateLink = isSafeLink;

// The article's title is its only h1; a "# Heading" in the body becomes a section heading.
md.core.ruler.push('section-headings', (state) => {
  const slugger = new GithubSlugger();
  state.tokens.forEach((token, index) => {
    if (token.type !== 'heading_open' && token.type !== 'heading_close') return;
    if (token.tag === 'h1') token.tag = 'h2';
    if (token.type === 'heading_open') token.attrSet('id', slugger.slug(state.tokens[index + 1]?.content ?? ''));
  });
});

const renderImage = md.renderer.rules.image!;
md.renderer.rules.image = (tokens, index, options, env, self) => {
  const token = tokens[index]!;
  // An image from elsewhere is shown as its alt text.
  if (!isSiteImage(String(token.attrGet('src') ?? ''))) return md.utils.escapeHtml(token.content);
  token.attrSet('loading', 'lazy');
  token.attrSet('decoding', 'async');
  return renderImage(tokens, index, options, env, self);
};

/** The text of the heading nearest above token `index`, which names what a table shows. */
function headingAbove(tokens: Token[], index: number): string | undefined {
  for (let i = index - 1; i >= 0; i -= 1) {
    if (tokens[i]!.type !== 'heading_open') continue;
    const inline = tokens[i + 1]?.children ?? [];
    return inline.map((child) => (child.type === 'text' || child.type === 'code_inline' ? child.content : '')).join('');
  }
  return undefined;
}

/*
 * A table wider than a phone scrolls sideways inside its own box, never the page. The box is a
 * named region that takes keyboard focus, so it can be scrolled with the arrow keys (WCAG 2.1.1).
 */
md.renderer.rules.table_open = (tokens, index, options, _env, self) => {
  const label = md.utils.escapeHtml(headingAbove(tokens, index) ?? 'Table');
  return `<div class="table-scroll" role="region" aria-label="${label}" tabindex="0">${self.renderToken(tokens, index, options)}`;
};
md.renderer.rules.table_close = (tokens, index, options, _env, self) => `${self.renderToken(tokens, index, options)}</div>\n`;

/** HTML for an article body; every character the owner typed is text unless Markdown makes it structure. */
export function renderMarkdown(source: string): string {
  return md.render(source);
}
