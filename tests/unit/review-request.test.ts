import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ReviewRequest } from '../../src/components/inbox/ReviewRequest.tsx';
import { reviewRequestLinks, usableReviewLink } from '../../src/lib/review-request.ts';

const link = 'https://g.page/r/abc/review';
const lead = { id: 7, phone: '704.555.0188', email: 'pat@example.com', reviewRequestedAt: null };

describe('review request links', () => {
  it('puts the same message in the sms: body and the mailto: subject and body, percent-encoded', () => {
    const links = reviewRequestLinks(lead, 'Charlotte Concrete Repair', link);
    expect(links.text).toMatch(/^sms:\+17045550188\?body=Thank%20you%20for%20choosing%20Charlotte%20Concrete%20Repair/);
    expect(links.email).toMatch(/^mailto:pat@example\.com\?subject=Thank%20you%20from%20Charlotte%20Concrete%20Repair&body=Thank%20you/);
    expect(decodeURIComponent(links.text!.split('body=')[1]!)).toBe(decodeURIComponent(links.email!.split('body=')[1]!));
    expect(decodeURIComponent(links.text!)).toContain(link);
    // Another customer gets exactly the same words.
    const other = reviewRequestLinks({ phone: '(980) 555-0100', email: 'sam@example.org' }, 'Charlotte Concrete Repair', link);
    expect(other.text!.split('?')[1]).toBe(links.text!.split('?')[1]);
  });

  it('gives no link for a phone or e-mail that could smuggle anything into the URL', () => {
    const links = reviewRequestLinks({ phone: '704-555-0188&body=Pay here', email: 'a@b.com?bcc=everyone@example.com' }, 'X', link);
    expect(links).toEqual({ text: null, email: null });
  });

  it('takes only an https review link', () => {
    expect(usableReviewLink(` ${link} `)).toBe(link);
    for (const bad of ['', 'http://g.page/r/abc', 'javascript:alert(1)', 'g.page/r/abc', 'data:text/html,<script>']) expect(usableReviewLink(bad), bad).toBeNull();
  });
});

describe('the Ask for a review panel', () => {
  it('explains what is missing when no review link is set, and offers no link', () => {
    const html = renderToStaticMarkup(createElement(ReviewRequest, { lead, businessName: 'Charlotte Concrete Repair', reviewLink: '' }));
    expect(html).toContain('Set your review link first');
    expect(html).toContain('href="/inbox/site/business"');
    expect(html).not.toContain('sms:');
  });

  it('says when the customer has no usable phone or e-mail', () => {
    const html = renderToStaticMarkup(createElement(ReviewRequest, { lead: { ...lead, phone: '12', email: 'nope' }, businessName: 'X', reviewLink: link }));
    expect(html).toContain('no US phone number and no plain e-mail address');
  });
});
