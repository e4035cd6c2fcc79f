import { zValidator } from '@hono/zod-validator';
import type { Context, MiddlewareHandler } from 'hono';
import type { z } from 'zod';

const formTypes = ['multipart/form-data', 'application/x-www-form-urlencoded'];

/** Said when a form's body cannot be parsed at all. */
export const unreadableForm = 'The form could not be read. Go back and send it again.';

/** A form whose body cannot be read is refused in plain words; Hono's validator reuses what this parsed. Put before `formFields`. */
export const readableForm: MiddlewareHandler = async (c, next) => {
  const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (formTypes.includes(type) && !(await c.req.formData().then(() => true, () => false))) return c.text(unreadableForm, 400);
  await next();
};

/**
 * A posted form's fields through their zod schema: the handler reads `c.req.valid('form')`, and
 * the first problem answers `status` in the schema's own words, which tell the owner what to fix.
 */
export function formFields<S extends z.ZodType>(schema: S, status: 400 | 422 = 400) {
  return zValidator('form', schema, (result, c: Context) => {
    if (!result.success) return c.text(result.error.issues[0]?.message ?? unreadableForm, status);
  });
}

/** A route parameter through its zod schema; anything else is a 404 with this sentence. */
export function routeParam<S extends z.ZodType>(schema: S, notFound: string) {
  return zValidator('param', schema, (result, c: Context) => {
    if (!result.success) return c.text(notFound, 404);
  });
}
