import './server/load-env.ts';
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { postbuildIntegration } from './scripts/postbuild.ts';
import { honoAdapter } from './scripts/lib/astro-adapter.ts';
import { siteUrlFrom } from './src/config/site-url.ts';

/**
 * Bundled for the browser, react-dom's whole body sits inside one CommonJS wrapper function,
 * which V8 compiles lazily, on the main thread, when the island loads: one long task on a slow
 * phone. Chrome's explicit compile hint has it compiled eagerly on the background thread that
 * already streams the file, so hydration starts without that task.
 * @param {{ moduleIds: string[] }} chunk
 */
function compileHintFor(chunk) {
  return chunk.moduleIds.some((id) => id.includes('/node_modules/react-dom/')) ? '//# allFunctionsCalledOnLoad' : '';
}

/** Registers `client:afterpaint` (src/lib/after-paint-directive.ts), the island pages' hydration. */
const afterPaintDirective = {
  name: 'after-paint-directive',
  hooks: {
    'astro:config:setup': ({ addClientDirective }) =>
      addClientDirective({ name: 'afterpaint', entrypoint: './src/lib/after-paint-directive.ts' }),
  },
};

/**
 * Pages, components and the footer read business facts from src/config/business.ts. In the
 * build's server-side environments its source of published facts is swapped for the one that
 * reads the `business` collection (src/config/published-business.build.ts), so every page
 * takes the owner's published values while the module keeps one shape for everyone (the Node
 * server and scripts get the repository defaults, and read the live facts from the store).
 * The browser bundle keeps the plain module: no island states a fact the owner edits. The price
 * list (src/content/published-prices.ts) is swapped the same way; the estimator island gets its
 * rates from the page as props.
 */
const publishedContent = {
  name: 'published-content',
  enforce: 'pre',
  async resolveId(source, importer, options) {
    if (!/\/published-(business|prices)\.ts$/.test(source) || this.environment?.name === 'client') return null;
    const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
    return resolved ? resolved.id.replace(/\.ts$/, '.build.ts') : null;
  },
};

const site = siteUrlFrom(process.env).url;

export default defineConfig({
  site,
  output: 'static',
  // Routes have no trailing slash; 'file' builds /services as services.html so any static host serves it.
  trailingSlash: 'never',
  build: { format: 'file', inlineStylesheets: 'always', client: './', server: '../dist-server' },
  // HTML-aware, as before Astro 7: its new default, 'jsx', drops the whitespace between elements
  // written on separate lines, so .astro markup would no longer render the spaces it shows.
  compressHTML: true,
  integrations: [react(), afterPaintDirective, postbuildIntegration()],
  adapter: honoAdapter(),
  session: false,
  vite: {
    plugins: [tailwindcss(), publishedContent],
    environments: {
      client: { build: { rolldownOptions: { output: { postBanner: compileHintFor } } } },
    },
  },
  devToolbar: { enabled: false },
  // A publish (server/site/publish.ts) builds with a cache of its own, so it never shares the
  // content layer's data store with an `npm run build` running at the same time.
  ...(process.env.ASTRO_CACHE_DIR ? { cacheDir: process.env.ASTRO_CACHE_DIR } : {}),
});
