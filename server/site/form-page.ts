import type { SiteForm } from '../../src/lib/site-view.ts';

/**
 * What a Site editor page makes of a form sent back to it (site-context.ts sendBack): the form
 * when it is of the page's kind, its problems by field, and the status the page answers with,
 * 422 for a check and 409 for a conflict (a preview refuses nothing).
 */
export function sentBackForm(siteForm: SiteForm | undefined, kind: SiteForm['kind']) {
  const form = siteForm?.kind === kind ? siteForm : undefined;
  const errors: Record<string, string> = Object.fromEntries((form?.issues ?? []).map((issue) => [issue.path, issue.message]));
  const status = form && !form.preview ? (form.conflict ? 409 : 422) : undefined;
  return { form, errors, status };
}
