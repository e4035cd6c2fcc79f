/**
 * Form posts of the Site editor turned into the shape the schemas check. Values stay as the
 * owner typed them (numbers too, when they are not numbers), so the schema's own message says
 * what is wrong and the form comes back filled in with exactly what was sent.
 */
import { cleanLine, cleanText } from '../../src/lib/clean-text.ts';
import type { PriceEntry } from '../../src/content/price-schema.ts';
import { priceFormFields } from '../../src/content/site-collections.ts';
import { fieldReads, formValues, type FieldRead } from '../../src/config/editable-fields.ts';
import { reviewFields } from '../../src/content/site-fields.ts';
import { businessFields, dayFields, ratingFields, weekDays, type BusinessFacts } from '../../src/config/business-schema.ts';

export type FormBody = Record<string, unknown>;

/** A field as typed, line breaks as `\n`, without control characters (clean-text.ts). */
export const field = (body: FormBody, name: string): string => {
  const value = body[name];
  return typeof value === 'string' ? cleanText(value) : '';
};

/** '4.9' to 4.9; '' to undefined (the schema asks for it); anything else stays text and fails as "not a number". */
function numberField(body: FormBody, name: string): number | string | undefined {
  const value = field(body, name).trim();
  if (value === '') return undefined;
  return /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value;
}

type FieldValues<S extends Record<string, FieldRead>> = { [K in keyof S]: S[K] extends 'number' ? number | string | undefined : string };

function readField(body: FormBody, name: string, kind: FieldRead): string | number | undefined {
  if (kind === 'number') return numberField(body, name);
  if (kind === 'checkbox') return field(body, name) === 'on' ? 'on' : '';
  return kind === 'trim' ? cleanLine(field(body, name)) : field(body, name);
}

/** The fields of a spec, in its order; `nameOf` gives the form field of a key where the two differ. */
export function readFields<S extends Record<string, FieldRead>>(body: FormBody, spec: S, nameOf = (key: string) => key): FieldValues<S> {
  const values: Record<string, string | number | undefined> = {};
  for (const [key, kind] of Object.entries(spec)) {
    values[key] = readField(body, nameOf(key), kind);
  }
  return values as FieldValues<S>;
}

/** The form's version field: the draft version the owner started editing from. */
export function versionField(body: FormBody): number | undefined {
  const value = field(body, 'version');
  return /^\d{1,9}$/.test(value) ? Number(value) : undefined;
}

export function businessInput(body: FormBody) {
  return {
    ...readFields(body, fieldReads(businessFields)),
    hours: weekDays.map((day) => ({ day, ...readFields(body, fieldReads(dayFields), (key) => `${key}-${day}`) })),
    rating: readFields(body, fieldReads(ratingFields), (key) => businessFieldOf(`rating.${key}`)),
  };
}

/** What a re-shown business form holds: the stored facts, or what was just sent. */
export type BusinessFormValues = Record<string, string>;

export function businessFormValues(facts: BusinessFacts | ReturnType<typeof businessInput>): BusinessFormValues {
  const phone = typeof facts.phone === 'string' ? facts.phone : facts.phone.display;
  const values: BusinessFormValues = { ...formValues(businessFields, { ...facts, phone }) };
  for (const [key, value] of Object.entries(formValues(ratingFields, facts.rating))) values[businessFieldOf(`rating.${key}`)] = value;
  for (const row of facts.hours) {
    for (const [key, value] of Object.entries(formValues(dayFields, row))) values[`${key}-${row.day}`] = value;
  }
  return values;
}

/** Form field names of a schema path: 'rating.value' is the field ratingValue, 'hours.2.closes' closes-Wednesday. */
export function businessFieldOf(path: string): string {
  const [first, second, third] = path.split('.');
  if (first === 'rating' && second) return Object.hasOwn(ratingFields, second) ? ratingFields[second as keyof typeof ratingFields].control.name : first;
  if (first === 'hours' && second !== undefined && third) return `${third}-${weekDays[Number(second)] ?? 'Monday'}`;
  if (first === 'hours') return 'opens-Monday';
  return first ?? '';
}

export function reviewInput(body: FormBody, { hidden }: { hidden: boolean }) {
  return { ...readFields(body, fieldReads(reviewFields)), hidden };
}

export type ReviewFormValues = Record<keyof typeof reviewFields, string>;

export function reviewFormValues(review: Parameters<typeof formValues<typeof reviewFields>>[1]): ReviewFormValues {
  return formValues(reviewFields, review);
}

export function priceInput(body: FormBody) {
  return readFields(body, fieldReads(priceFormFields));
}

export type PriceFormValues = Record<keyof typeof priceFormFields, string>;

export function priceFormValues(entry: PriceEntry | ReturnType<typeof priceInput>): PriceFormValues {
  return formValues(priceFormFields, entry);
}
