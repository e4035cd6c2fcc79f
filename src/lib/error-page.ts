/**
 * The built error page (src/pages/500.astro) carries this where the request id goes; the
 * server writes the id of the failed request in its place (server/error-page.ts), the same id
 * its log line has, so a call about the error can be matched to what happened.
 */
export const requestIdPlaceholder = 'REQUEST-ID';
