import { defineMiddleware } from 'astro:middleware';
import { useLiveBusiness } from './config/business.ts';

/**
 * An inbox page that throws while rendering answers with the server's error page (the site's
 * look, the phone number, the request id, the error in the log), as every other failure does,
 * instead of Astro's copy of the built page without the id. Prerendered pages and the build
 * have no `failed` and pass through. Every page the server renders states the business facts it
 * hands over (`business`): the latest published ones.
 */
export const onRequest = defineMiddleware(async (context, next) => {
  const { failed, business } = context.locals;
  // Before anything renders: the server's live facts, not those this build was made with.
  if (business) useLiveBusiness(business);
  if (!failed) return next();
  try {
    return await next();
  } catch (error) {
    return failed(error);
  }
});
