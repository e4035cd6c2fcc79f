/**
 * Markdown the owner writes in the inbox, rendered for an article page. markdown-it with raw
 * HTML off: a tag typed in the body is shown as the text it is, never parsed, so no script,
 * event attribute or iframe can reach a page. Links may only go to http(s), mailto: and tel:
 * addresses or to this site; images only to this site's own files (no request ever leaves for
 * another server). Otherwise it matches the articles in src/content/blog: GitHub-flavoured
 * tables and autolinks, curly quotes, and headings with the ids github-slugger gives them.
 */
import GithubSlugger from 'github-slugger';
import MarkdownIt from 'markdown-it';

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

/** HTML for an article body; every character the owner typed is text unless Markdown makes it structure. */
export function renderMarkdown(source: string): string {
  return md.render(source);
}
