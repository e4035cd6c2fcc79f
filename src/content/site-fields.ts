/**
 * A review's fields, declared once (src/config/editable-fields.ts): the form (site-collections.ts,
 * CollectionForm.tsx), the server's reading of a post (server/site/forms.ts) and the build's
 * content collections (site-schema.ts) all read them. A job photo's fields are declared beside its
 * entry (work-schema.ts), a price's beside its entry (price-schema.ts) and the business facts'
 * beside their schema (src/config/business-schema.ts): the site's own pages read those schemas.
 */
import { z } from 'zod';
import { businessDay } from '../config/business-calendar.ts';
import { httpsUrl, isoDate, optional, text } from '../config/business-schema.ts';
import { editableFields } from '../config/editable-fields.ts';

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
