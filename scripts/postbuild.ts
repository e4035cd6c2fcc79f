/**
 * Runs when `astro build` is done (the `postbuild` integration in astro.config.mjs): draws the
 * social images, prunes each page's inline CSS to the rules it uses, adds `?from=<page>` to
 * links into /contact, writes sitemap.xml and robots.txt from the built pages, hashes inline scripts and styles
 * into the Content-Security-Policy, writes the job photos the content shows into dist/work/, writes dist/_headers and dist/_redirects for static hosts
 * (the Node server reads the same _headers), precompresses text files, and writes _build.json: the
 * code, address and revision the build was made from (server/site/build-stamp.ts).
 * It runs inside Astro's build so that the social card's TSX is compiled by the same Vite.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { AstroIntegration } from 'astro';
import { fileURLToPath } from 'node:url';
import { leadsDbPath } from '../server/config.ts';
import { codeFingerprint, writeStamp } from '../server/site/build-stamp.ts';
import { effectiveContent, readPublishedRevision } from '../src/content/published-snapshot.ts';
import { writeSiteWorkPhotos } from '../server/site/work-photos.ts';
import { business } from '../src/config/business.ts';
import { siteUrlFrom, siteUrlWarning } from '../src/config/site-url.ts';
import { publishedArticleRenames } from '../src/content/article-renames.ts';
import { siteWork } from '../src/content/work.ts';
import { articleRedirects, redirectLines } from '../src/lib/redirects.ts';
import { tagContactLinks } from './lib/contact-links.ts';
import { faviconIco } from './lib/favicon-ico.ts';
import { builtPages, moduleGraph, walkFiles } from './lib/dist.ts';
import { pruneInlineStyles } from '../server/prune-css.ts';
import { robotsTxt, sitemapEntry, sitemapXml } from './lib/sitemap.ts';
import { contentSecurityPolicy, externalOrigin, headersFileText, inlineScripts, inlineStyles, sha256Source } from '../server/security-headers.ts';
import { generateOgImages } from './og-images.ts';

async function postbuild(distDir: string, log: (message: string) => void): Promise<void> {
  const ogStarted = performance.now();
  const ogCount = await generateOgImages(distDir);
  log(`${ogCount} social images in ${Math.round(performance.now() - ogStarted)} ms`);

  writeFileSync(join(distDir, 'favicon.ico'), await faviconIco(fileURLToPath(new URL('../public/favicon.svg', import.meta.url))));
  const content = effectiveContent();
  // Article covers and the owner's photo on /about are job photos too.
  const otherPhotoIds = content.article.flatMap(({ data }) => (data.published && data.cover ? [data.cover.id] : []));
  if (content.business.ownerPhoto) otherPhotoIds.push(content.business.ownerPhoto.id);
  const photoFiles = writeSiteWorkPhotos(siteWork(), leadsDbPath(), distDir, otherPhotoIds);
  if (photoFiles) log(`${photoFiles} job photo files written to work/`);

  const pages = builtPages(distDir);

  // Before the script hashes and the compressed copies, which must describe the final HTML.
  const pruneStarted = performance.now();
  for (const page of pages) {
    const html = readFileSync(page.file, 'utf8');
    const islands = [...html.matchAll(/<astro-island[^>]* component-url="([^"]+)"/g)].map((match) => join(distDir, match[1] as string));
    const scripts = moduleGraph(islands).map((file) => readFileSync(file, 'utf8'));
    writeFileSync(page.file, tagContactLinks(await pruneInlineStyles(html, scripts), page.route));
  }
  log(`inline CSS pruned and links into /contact tagged with their page on ${pages.length} pages in ${Math.round(performance.now() - pruneStarted)} ms`);

  const sitemap = pages.flatMap((page) => sitemapEntry(readFileSync(page.file, 'utf8')) ?? []);
  writeFileSync(join(distDir, 'sitemap.xml'), sitemapXml(sitemap));
  writeFileSync(join(distDir, 'robots.txt'), robotsTxt(business.url));

  const built = pages.map((page) => readFileSync(page.file, 'utf8'));
  const hashes = built.flatMap((html) => inlineScripts(html).map(sha256Source));
  const styleHashes = built.flatMap((html) => inlineStyles(html).map(sha256Source));
  const csp = contentSecurityPolicy(hashes, styleHashes, externalOrigin(process.env.PUBLIC_QUOTE_ENDPOINT), externalOrigin(process.env.PUBLIC_EVENTS_ENDPOINT));
  writeFileSync(join(distDir, '_headers'), headersFileText(csp));

  // Routes have no trailing slash; hosts that read _redirects send the slashed form home.
  const redirects = pages
    .filter((page) => page.route !== '/' && page.route !== '/404' && page.route !== '/500')
    .map((page) => `${page.route}/ ${page.route} 301`);
  // A renamed article's old address answers 301 with its new one.
  const liveArticles = pages.flatMap((page) => (/^\/blog\/[^/]+$/.test(page.route) ? [page.route.slice('/blog/'.length)] : []));
  redirects.push(...redirectLines(articleRedirects(publishedArticleRenames(), liveArticles)));
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

  // What this build is, for the server's choice of what to serve (server/site/publish.ts).
  writeStamp(distDir, { code: codeFingerprint(), siteUrl: business.url, revision: readPublishedRevision()?.id ?? null });

  log(
    `${pages.length} pages, ${sitemap.length} in sitemap.xml, ${new Set(hashes).size} inline script hash(es), ${new Set(styleHashes).size} inline style hash(es), ${count} files precompressed`,
  );
}

export function postbuildIntegration(): AstroIntegration {
  return {
    name: 'postbuild',
    hooks: {
      // Once per build, before the pages that carry the address are written.
      'astro:build:start': ({ logger }) => {
        const warning = siteUrlWarning(siteUrlFrom(process.env), 'build');
        if (warning) logger.warn(warning);
      },
      'astro:build:done': async ({ dir, logger }) => {
        await postbuild(fileURLToPath(dir), (message) => logger.info(message));
      },
    },
  };
}
