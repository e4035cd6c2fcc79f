import './server/load-env.ts';
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import node from '@astrojs/node';
import tailwindcss from '@tailwindcss/vite';
import { postbuildIntegration } from './scripts/postbuild.ts';
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
  // The inbox pages are small: render each whole before sending, so a failure mid-page is a
  // clean 500 and the Server-Timing header covers the render.
  adapter: node({ mode: 'middleware', experimentalDisableStreaming: true }),
  session: false,
  vite: {
    plugins: [tailwindcss()],
    environments: {
      client: { build: { rolldownOptions: { output: { postBanner: compileHintFor } } } },
    },
  },
  devToolbar: { enabled: false },
});
