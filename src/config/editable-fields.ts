/**
 * A field the owner edits on the Site tab, declared once, as Keystatic declares a field: its form
 * control (label, hint), its rule, how a form post is read into the value the rule checks, and a
 * new item's value. The forms (src/components/inbox/site), the server's reading of a post
 * (server/site/forms.ts) and the schemas the build validates with all read a declaration. The
 * helpers live on the ground floor because the business facts' schema, which is here, declares
 * its fields with them too.
 */
import type { z } from 'zod';

export interface Choice {
  value: string;
  label: string;
}

/** One field of a collection's form; its name is the form field's and its id. */
export type FieldSpec =
  | {
      type: 'text' | 'date' | 'month' | 'url' | 'tel' | 'email' | 'time';
      name: string;
      label: string;
      hint?: string;
      optional?: boolean;
      inputMode?: 'numeric' | 'decimal';
      /** What a browser may fill in, e.g. 'tel'; nothing when unset. */
      autoComplete?: string;
      /** A short value gets a short box on a wide screen. */
      narrow?: boolean;
    }
  | { type: 'checkbox'; name: string; label: string; hint: string }
  | { type: 'textarea'; name: string; label: string; hint: string; rows: number; optional?: boolean }
  | { type: 'select'; name: string; label: string; options: readonly Choice[]; hint?: string }
  /** A photo sent with a new item only: an edit changes its words, and its photos stay. */
  | { type: 'photo'; name: string; label: string; hint: string }
  | { type: 'columns'; columns: 2 | 3; fields: readonly FieldSpec[] }
  /** An optional group of fields, shown while adding, or on an item that has them (a before/after pair). */
  | { type: 'group'; legend: string; legendWhileAdding: string; fields: readonly FieldSpec[] };

/** A form control that is one field. */
export type Control = Exclude<FieldSpec, { type: 'columns' | 'group' | 'photo' }>;

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

export type EditableField<S extends z.ZodType = z.ZodType, R extends FieldRead = FieldRead, C extends Control = Control> = Omit<FieldDeclaration<S>, 'control' | 'read'> & {
  control: C;
  read: R;
};

/** Each field keeps the kind of its control: a form that lays out its own fields (BusinessForm.tsx) knows a text box from a list. */
type Declared<F extends Record<string, FieldDeclaration>> = { [K in keyof F]: EditableField<F[K]['rule'], F[K]['read'], ControlOfType<F[K]['control']['type']>> };

/** The control a type names: 'tel' is a text box. */
export type ControlOfType<T extends Control['type']> = Control extends infer C ? (C extends { type: infer U } ? ([T] extends [U] ? C : never) : never) : never;

/** The fields of one kind of content, in their order; each control is named by its key, or by what `nameOf` makes of it. */
export function editableFields<F extends Record<string, FieldDeclaration>>(fields: F, nameOf = (key: string) => key): Declared<F> {
  return Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, { ...field, control: { ...field.control, name: nameOf(key) } as Control }])) as Declared<F>;
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
