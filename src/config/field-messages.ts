/**
 * Validation the owner reads: every refused field says what it needs and what it has, e.g.
 * "The excerpt needs 50 to 200 characters; it has 31." Shared by the site content schemas, so
 * the editor, the loaders and the build all say the same thing.
 */
import { z } from 'astro/zod';

/** Text of `min` to `max` characters (UTF-16 units, as a form's maxlength counts them), trimmed. */
export function textOfLength(label: string, min: number, max: number) {
  return z
    .string({ error: `The ${label} is missing.` })
    .trim()
    .superRefine((value, context) => {
      if (value.length < min || value.length > max) {
        context.addIssue({ code: 'custom', message: `The ${label} needs ${min} to ${max} characters; it has ${value.length}.` });
      }
    });
}

/** One sentence per problem, each naming the field's place when the message alone does not. */
export function describeIssues(error: z.ZodError): string[] {
  return error.issues.map((issue) => issue.message);
}
