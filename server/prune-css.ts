import postcss from 'postcss';
import { PurgeCSS } from 'purgecss';

/**
 * Every page inlines the whole site stylesheet (build.inlineStylesheets), most of which styles
 * other pages. Keeping only the rules a page can use lets each document fit TCP's first flight:
 * the build prunes every built page (scripts/postbuild.ts), the server the public pages it
 * renders on demand (server/pruned-page.ts).
 */

/**
 * Tailwind class names carry ':', '/', '.', '[' and '(' (`sm:col-span-2`, `bg-brand/40`,
 * `shadow-[0_10px_30px_rgb(28_25_23/0.25)]`), so candidates are split only where markup or a
 * string literal ends: whitespace, quotes, backticks, '<', '>' and '='.
 */
const candidates = (content: string) => content.match(/[^\s"'`<>=]+/g) ?? [];

/**
 * PurgeCSS keeps pseudo-elements but drops a selector made only of pseudo-classes, because it
 * names nothing it can find in the markup; these apply to whatever the page holds
 * (`:focus-visible` focus rings, the header menu's `:popover-open`, `<details>`' `:open`).
 */
const pseudoClassOnly = /^:[\w-]+$/;

/**
 * PurgeCSS leaves every `@property` registration in place; one for a variable that no kept rule
 * reads with var() changes nothing on the page and only costs bytes.
 */
function dropUnreadProperties(css: string): string {
  const root = postcss.parse(css);
  const read = new Set<string>();
  root.walkDecls((decl) => {
    for (const match of decl.value.matchAll(/var\(\s*(--[\w-]+)/g)) read.add(match[1] as string);
  });
  root.walkAtRules('property', (rule) => {
    if (!read.has(rule.params.trim())) rule.remove();
  });
  return root.toString();
}

/**
 * Tailwind registers its `--tw-*` variables with `@property` (typed, not inherited, with initial
 * values) and repeats them for browsers without `@property` in a fallback block that sets them on
 * every element, behind an `@supports` test naming `margin-trim`. The W3C Nu checker's CSS parser
 * predates `@property` and `margin-trim` and reports both as errors on every page. Setting the
 * initial values on every element is what the registration does for a variable that is not
 * inherited, so the fallback, unconditional, replaces both; the one thing lost is the animation of
 * gradient stops, which `transition-property` then no longer lists (no page transitions a gradient).
 */
function withoutPropertyRegistrations(css: string): string {
  const root = postcss.parse(css);
  const everyElement = postcss.rule({ selector: '*,:before,:after,::backdrop' });
  root.walkAtRules('property', (rule) => {
    let value = 'initial';
    rule.walkDecls('initial-value', (decl) => {
      value = decl.value;
    });
    everyElement.append({ prop: rule.params.trim(), value });
    rule.remove();
  });
  let placed = false;
  root.walkAtRules('supports', (rule) => {
    if (!rule.params.includes('margin-trim')) return;
    if (everyElement.nodes.length && !placed) rule.replaceWith(everyElement);
    else rule.remove();
    placed = true;
  });
  if (everyElement.nodes.length && !placed) root.prepend(postcss.atRule({ name: 'layer', params: 'properties' }).append(everyElement));
  root.walkDecls('transition-property', (decl) => {
    decl.value = decl.value
      .split(',')
      .map((item) => item.trim())
      .filter((item) => !item.startsWith('--'))
      .join(',');
  });
  return root.toString();
}

/**
 * The page's inline `<style>` elements (Astro's, which carry no attribute) reduced to the rules
 * its markup can match; a block with attributes is a page's own and stays whole (the written
 * quote's live totals name checkboxes a quote may not have, on purpose). `scripts` is
 * the JavaScript of the page's islands: every class, tag and attribute they set at run time is a
 * string literal in it, so rules for states that exist only after hydration are kept too.
 * Theme variables, `@property` registrations and keyframes stay while a kept rule uses them.
 */
export async function pruneInlineStyles(html: string, scripts: string[]): Promise<string> {
  const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1] as string);
  if (styles.length === 0) return html;
  const results = await new PurgeCSS().purge({
    content: [{ raw: html, extension: 'html' }, ...scripts.map((raw) => ({ raw, extension: 'js' }))],
    css: styles.map((raw) => ({ raw })),
    defaultExtractor: candidates,
    safelist: { standard: [pseudoClassOnly] },
    variables: true,
    keyframes: true,
  });
  let index = 0;
  return html.replace(
    /<style>[\s\S]*?<\/style>/g,
    () => `<style>${withoutPropertyRegistrations(dropUnreadProperties((results[index++] as { css: string }).css))}</style>`,
  );
}
