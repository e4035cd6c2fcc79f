import { describe, expect, it } from 'vitest';
import { pruneInlineStyles } from '../../server/prune-css.ts';

const css = [
  '@layer theme{:root{--color-brand:#0f3d5e;--color-unused:#fff}}',
  '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
  '@property --tw-blur{syntax:"*";inherits:false}',
  ':focus-visible{outline:3px solid var(--color-brand)}',
  '.site-menu:popover-open{display:block}',
  '.group-open\\:rotate-45:is(:where(.group):is([open],:popover-open,:open) *){rotate:45deg}',
  '.sm\\:col-span-2{grid-column:span 2/span 2}',
  '.shadow-card{box-shadow:var(--tw-shadow)}',
  '.border-danger{border-color:red}',
  '.animate-spin{animation:spin 1s linear infinite}',
  '@keyframes spin{to{transform:rotate(360deg)}}',
  '.unused{color:var(--color-unused)}',
].join('');

const page = (body: string) => `<!doctype html><html><head><style>${css}</style></head><body>${body}</body></html>`;
const styleOf = (html: string) => html.match(/<style>([\s\S]*)<\/style>/)?.[1] ?? '';

describe('pruneInlineStyles', () => {
  it('keeps the rules the markup uses and states that need no class, drops the rest', async () => {
    const html = page(
      '<div popover class="site-menu"></div><details class="group"><summary><svg class="group-open:rotate-45"></svg></summary></details><p class="sm:col-span-2 shadow-card">x</p>',
    );
    const style = styleOf(await pruneInlineStyles(html, []));
    expect(style).toContain(':focus-visible{');
    expect(style).toContain('--color-brand:#0f3d5e');
    expect(style).toContain('.site-menu:popover-open');
    expect(style).toContain('.group-open\\:rotate-45:is(:where(.group):is([open],:popover-open,:open) *)');
    expect(style).toContain('.sm\\:col-span-2');
    // The registration of a variable a kept rule reads becomes its initial value on every element.
    expect(style).toContain('@layer properties{*,:before,:after,::backdrop{--tw-shadow:0 0 #0000}}');
    expect(style).not.toContain('@property');
    expect(style).not.toContain('--tw-blur');
    expect(style).not.toContain('.unused');
    expect(style).not.toContain('--color-unused');
    expect(style).not.toContain('.border-danger');
    expect(style).not.toContain('@keyframes spin');
  });

  it("replaces Tailwind's @property registrations and their @supports fallback with the fallback alone, which the Nu checker reads", async () => {
    const tailwind = [
      '@layer properties{@supports (((-webkit-hyphens:none)) and (not (margin-trim:inline))) or ((-moz-orient:inline) and (not (color:rgb(from red r g b)))){*,:before,:after,::backdrop{--tw-border-style:solid;--tw-leading:initial}}}',
      '.border{border-style:var(--tw-border-style);border-width:1px}',
      '.leading-6{--tw-leading:1.5rem;line-height:var(--tw-leading)}',
      '.transition-colors{transition-property:color,background-color,--tw-gradient-from,--tw-gradient-to}',
      '@property --tw-border-style{syntax:"*";inherits:false;initial-value:solid}',
      '@property --tw-leading{syntax:"*";inherits:false}',
    ].join('');
    const html = `<!doctype html><html><head><style>${tailwind}</style></head><body><p class="border leading-6 transition-colors">x</p></body></html>`;
    const style = styleOf(await pruneInlineStyles(html, []));
    expect(style).toContain('@layer properties{*,:before,:after,::backdrop{--tw-border-style:solid;--tw-leading:initial}}');
    expect(style).not.toMatch(/@property|@supports|margin-trim/);
    expect(style).toContain('.transition-colors{transition-property:color,background-color}');
  });

  it('keeps what an island adds at run time, named in its JavaScript', async () => {
    const island = 'const c=e?"border-danger":"border-muted";jsx("svg",{className:"animate-spin"})';
    const style = styleOf(await pruneInlineStyles(page('<form></form>'), [island]));
    expect(style).toContain('.border-danger');
    expect(style).toContain('.animate-spin');
    expect(style).toContain('@keyframes spin');
  });
});
