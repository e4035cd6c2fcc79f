/**
 * Each field the owner edits on the Site tab, declared once, as Keystatic declares a field: its
 * form control (label, hint), its rule, how a form post is read into the value the rule checks,
 * how a stored value is shown in the form again, and a new item's value. The form
 * (site-collections.ts, CollectionForm.tsx), the server's reading of a post (server/site/forms.ts)
 * and the build's content collections (site-schema.ts) all read these declarations. A review's
 * fields are declared here; a job photo's beside its entry (work-schema.ts) and a price's beside
 * its entry (price-schema.ts), which the site's own pages read without this editor.
 */
import { z } from 'zod';
import { businessDay } from '../config/business-calendar.ts';
import { httpsUrl, isoDate, optional, text } from '../config/business-schema.ts';

export interface Choice {
  value: string;
  label: string;
}

/** One field of a collection's form; its name is the form field's and its id. */
export type FieldSpec =
  | {
      type: 'text' | 'date' | 'month' | 'url';
      name: string;
      label: string;
      hint?: string;
      optional?: boolean;
      inputMode?: 'numeric';
      /** A short value gets a short box on a wide screen. */
      narrow?: boolean;
    }
  | { type: 'checkbox'; name: string; label: string; hint: string }
  | { type: 'textarea'; name: string; label: string; hint: string; rows: number }
  | { type: 'select'; name: string; label: string; options: readonly Choice[]; hint?: string }
  /** A photo sent with a new item only: an edit changes its words, and its photos stay. */
  | { type: 'photo'; name: string; label: string; hint: string }
  | { type: 'columns'; columns: 2 | 3; fields: readonly FieldSpec[] }
  /** An optional group of fields, shown while adding, or on an item that has them (a before/after pair). */
  | { type: 'group'; legend: string; legendWhileAdding: string; fields: readonly FieldSpec[] };

/** A form control that is one field. */
type Control = Exclude<FieldSpec, { type: 'columns' | 'group' | 'photo' }>;

/**
 * How a post's text becomes the value the rule checks: as typed, trimmed where a stray space is
 * never meant (addresses, dates, links), or a number ('4.9' to 4.9; '' to undefined, which the
 * rule asks for; anything else stays text and fails as "not a number"), or a checkbox ('on' when
 * checked, '' when not).
 */
export type FieldRead = 'text' | 'trim' | 'number' | 'checkbox';

/** A field as declared; its name is its key in the declaration. */
interface FieldDeclaration<S extends z.ZodType = z.ZodType> {
  control: DistributiveOmit<Control, 'name'>;
  rule: S;
  read: FieldRead;
  /** A new item's form starts with this, or with what it is on Charlotte's calendar at the moment the form is drawn. */
  blank: string | ((now: Date) => string);
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

export type EditableField<S extends z.ZodType = z.ZodType, R extends FieldRead = FieldRead> = Omit<FieldDeclaration<S>, 'control' | 'read'> & { control: Control; read: R };

type Declared<F extends Record<string, FieldDeclaration>> = { [K in keyof F]: EditableField<F[K]['rule'], F[K]['read']> };

/** The fields of one kind of content, in their order; each control is named by its key. */
export function editableFields<F extends Record<string, FieldDeclaration>>(fields: F): Declared<F> {
  return Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, { ...field, control: { ...field.control, name } as Control }])) as Declared<F>;
}

/** The rules of a kind's fields, for its schema. */
export function fieldRules<F extends Record<string, EditableField>>(fields: F): { [K in keyof F]: F[K]['rule'] } {
  return Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, field.rule])) as { [K in keyof F]: F[K]['rule'] };
}

/** How each field of a post is read. */
export function fieldReads<F extends Record<string, EditableField>>(fields: F): { [K in keyof F]: F[K]['read'] } {
  return Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, field.read])) as { [K in keyof F]: F[K]['read'] };
}

/** A stored item (or the values a post was read into) as its form shows it. */
export function formValues<F extends Record<string, EditableField>>(fields: F, data: { [K in keyof F]?: unknown }): Record<keyof F & string, string> {
  return Object.fromEntries(Object.keys(fields).map((name) => [name, String(data[name as keyof F] ?? '')])) as Record<keyof F & string, string>;
}

/** A new item's form. */
export function blankValues<F extends Record<string, EditableField>>(fields: F, now: Date): Record<keyof F & string, string> {
  return Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, typeof field.blank === 'string' ? field.blank : field.blank(now)])) as Record<
    keyof F & string,
    string
  >;
}

const ratingRule = 'The rating is a whole number from 1 to 5.';

export const reviewFields = editableFields({
  name: {
    control: { type: 'text', label: 'Name', hint: 'As the customer agreed to show it, e.g. Sarah M.' },
    rule: text('The name', 60).min(1, 'Enter the name as the customer agreed to show it, e.g. Sarah M.'),
    read: 'text',
    blank: '',
  },
  town: { control: { type: 'text', label: 'Town', hint: 'e.g. Matthews, NC' }, rule: text('The town', 60).min(1, 'Enter the town, e.g. Matthews, NC.'), read: 'text', blank: '' },
  rating: {
    control: { type: 'text', label: 'Rating', inputMode: 'numeric', hint: 'Stars, 1 to 5.' },
    rule: z.number({ error: ratingRule }).int(ratingRule).min(1, ratingRule).max(5, ratingRule),
    read: 'number',
    blank: '5',
  },
  date: {
    control: { type: 'date', label: 'Date' },
    rule: isoDate.refine((value) => value <= businessDay(new Date()), 'The review date cannot be in the future.'),
    read: 'trim',
    blank: '',
  },
  text: {
    control: { type: 'textarea', label: 'Review', hint: '20 to 1,200 characters.', rows: 5 },
    rule: z.string().trim().min(20, 'The review needs at least 20 characters.').max(1200, 'The review can be at most 1,200 characters.'),
    read: 'text',
    blank: '',
  },
  /** Google, Facebook, Nextdoor...; '' for a review given in person. */
  source: {
    control: { type: 'text', label: 'Source', optional: true, hint: 'Where it was posted: Google, Facebook, Nextdoor...' },
    rule: text('The source', 40),
    read: 'text',
    blank: 'Google',
  },
  url: { control: { type: 'url', label: 'Link to the review', optional: true }, rule: optional(httpsUrl), read: 'trim', blank: '' },
});
