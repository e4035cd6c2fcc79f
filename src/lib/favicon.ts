import svgToTinyDataUri from 'mini-svg-data-uri';
import faviconSvg from '../../public/favicon.svg?raw';

/**
 * The site icon as a data: URL, written into every page's <head>. Chrome requests a linked icon
 * file as soon as a page has loaded, which on a fast connection is before its first paint, so a
 * file would be the one request besides the document that the first paint can be charged with.
 * public/favicon.svg stays the one drawing and a stable URL; /apple-touch-icon.png is the
 * crawlable PNG for home screens and search results. toSrcset is the variant that also encodes
 * spaces, which a valid URL may not contain.
 */
export const faviconHref = svgToTinyDataUri.toSrcset(faviconSvg);
