import { describe, expect, it } from 'vitest';
import { readFields } from '../../server/site/forms.ts';

/** The Site editor's forms read every field through readFields (server/site/forms.ts). */
describe('readFields', () => {
  it('keeps text as typed but for line endings, trims what asks for it, and reads numbers', () => {
    const body = { note: ' Closed\r\nat noon ', email: ' a@b.example ', rating: ' 4.9 ', count: '', year: 'about 2014' };
    expect(readFields(body, { note: 'text', email: 'trim', rating: 'number', count: 'number', year: 'number' })).toEqual({
      note: ' Closed\nat noon ',
      email: 'a@b.example',
      rating: 4.9,
      count: undefined,
      year: 'about 2014',
    });
  });

  it('reads a missing or non-text field as empty, under the form field name nameOf gives', () => {
    const body = { 'opens-Monday': '07:00 ', photo: new Blob() };
    expect(readFields(body, { opens: 'trim', photo: 'text' }, (key) => (key === 'opens' ? 'opens-Monday' : key))).toEqual({ opens: '07:00', photo: '' });
    expect(Object.keys(readFields({}, { b: 'text', a: 'trim' }))).toEqual(['b', 'a']);
  });

  it("reads a checkbox as 'on' when checked and '' otherwise, whatever else a post sends", () => {
    expect(readFields({ hero: 'on', shown: 'yes', other: new Blob() }, { hero: 'checkbox', shown: 'checkbox', other: 'checkbox', missing: 'checkbox' })).toEqual({
      hero: 'on',
      shown: '',
      other: '',
      missing: '',
    });
  });
});
