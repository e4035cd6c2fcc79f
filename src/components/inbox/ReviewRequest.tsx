import { BUSINESS_TIME_ZONE, formatLongDate } from '../../lib/dates.ts';
import { reviewMessage, reviewRequestLinks, reviewRequestPath, usableReviewLink } from '../../lib/review-request.ts';
import { buttonClass } from '../ui/Button.tsx';
import { Icon } from '../ui/Icon.tsx';

interface ReviewRequestProps {
  lead: { id: number; phone: string; email: string; reviewRequestedAt: string | null };
  businessName: string;
  /** The owner's review link as set; empty or unusable means the offer explains what is missing. */
  reviewLink: string;
}

/**
 * "Ask for a review" on a request marked Won. Each button opens the prefilled text or e-mail on
 * the owner's phone in one tap, and its ping records the ask in the request's history. Once
 * asked, the page says when, and asking again takes a deliberate second tap.
 */
export function ReviewRequest({ lead, businessName, reviewLink }: ReviewRequestProps) {
  const link = usableReviewLink(reviewLink);
  if (!link) {
    return (
      <p>
        Set your review link first: the address where customers review you, such as the "Ask for reviews" link of your Google Business Profile. It goes with
        your <a href="/inbox/site/business" className="font-semibold underline">business facts</a>, and every job marked Won then offers it here.
      </p>
    );
  }
  const links = reviewRequestLinks(lead, businessName, link);
  if (!links.text && !links.email) {
    return <p>This request has no US phone number and no plain e-mail address to send the request to. Ask in person or by phone.</p>;
  }
  const buttons = (
    <ul className="grid gap-2">
      {links.text ? (
        <li>
          <a href={links.text} ping={reviewRequestPath(lead.id, 'text')} className={buttonClass('action', 'w-full')}>
            <Icon name="message" size={20} />
            Ask for a review by text
          </a>
        </li>
      ) : null}
      {links.email ? (
        <li>
          <a href={links.email} ping={reviewRequestPath(lead.id, 'email')} className={buttonClass('secondary', 'w-full')}>
            <Icon name="mail" size={20} />
            Ask for a review by e-mail
          </a>
        </li>
      ) : null}
    </ul>
  );
  const message = (
    <blockquote className="my-3 border-l-4 border-line pl-3 text-small wrap-anywhere text-muted">{reviewMessage(businessName, link).body}</blockquote>
  );
  if (lead.reviewRequestedAt) {
    return (
      <>
        <p className="font-bold">{`Review requested on ${formatLongDate(new Date(lead.reviewRequestedAt), BUSINESS_TIME_ZONE)}.`}</p>
        <details className="mt-2">
          <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-brand">Ask again</summary>
          {message}
          {buttons}
        </details>
      </>
    );
  }
  return (
    <>
      <p>The same thank-you and your review link go to every finished job:</p>
      {message}
      {buttons}
    </>
  );
}
