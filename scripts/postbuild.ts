/**
 * Runs after `astro build`: writes sitemap.xml and robots.txt from the built pages, hashes
 * inline scripts into the Content-Security-Policy, writes dist/_headers and dist/_redirects
 * for static hosts (the Node server reads the same _headers), and precompresses text files.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { business } from '../src/config/business';
import { builtPages, distDir, walkFiles } from './lib/dist';
import { robotsTxt, sitemapEntry, sitemapXml } from './lib/sitemap';
import { contentSecurityPolicy, externalOrigin, headersFileText, inlineScripts, sha256Source } from './lib/security-headers';
import { generateOgImages } from './og-images';

const ogStarted = performance.now();
const ogCount = await generateOgImages(distDir);
console.log(`postbuild: ${ogCount} social images in ${Math.round(performance.now() - ogStarted)} ms`);

const pages = builtPages();

const sitemap = pages.flatMap((page) => sitemapEntry(readFileSync(page.file, 'utf8')) ?? []);
writeFileSync(join(distDir, 'sitemap.xml'), sitemapXml(sitemap));
writeFileSync(join(distDir, 'robots.txt'), robotsTxt(business.url));

const hashes = pages.flatMap((page) => inlineScripts(readFileSync(page.file, 'utf8')).map(sha256Source));
const csp = contentSecurityPolicy(hashes, externalOrigin(process.env.PUBLIC_QUOTE_ENDPOINT));
writeFileSync(join(distDir, '_headers'), headersFileText(csp));

// Routes have no trailing slash; hosts that read _redirects send the slashed form home.
const redirects = pages
  .filter((page) => page.route !== '/' && page.route !== '/404')
  .map((page) => `${page.route}/ ${page.route} 301`);
writeFileSync(join(distDir, '_redirects'), `${redirects.join('\n')}\n`);

const compressible = /\.(html|css|js|mjs|svg|xml|txt|json|webmanifest)$/;
let count = 0;
for (const file of walkFiles(distDir)) {
  if (!compressible.test(file)) continue;
  const body = readFileSync(file);
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
  );
  count += 1;
}

console.log(`postbuild: ${pages.length} pages, ${sitemap.length} in sitemap.xml, ${new Set(hashes).size} inline script hash(es), ${count} files precompressed`);
