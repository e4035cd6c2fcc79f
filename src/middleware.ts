import { defineMiddleware } from 'astro:middleware';

/**
 * An inbox page that throws while rendering answers with the server's error page (the site's
 * look, the phone number, the request id, the error in the log), as every other failure does,
 * instead of Astro's copy of the built page without the id. Prerendered pages and the build
 * have no `failed` and pass through.
 */
export const onRequest = defineMiddleware(async (context, next) => {
  const { failed } = context.locals;
  if (!failed) return next();
  try {
    return await next();
  } catch (error) {
    return failed(error);
  }
});
