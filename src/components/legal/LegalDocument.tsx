import type { ReactNode } from 'react';
import { business, mailtoHref, telHref } from '../../config/business.ts';
import { legal } from '../../content/legal.ts';
import { formatLongDate } from '../../lib/dates.ts';
import { ContactLink } from '../ui/ContactLink.tsx';
import { CallActions } from '../ui/CallActions.tsx';

interface LegalDocumentProps {
  document: keyof typeof legal.lastUpdated;
  children: ReactNode;
}

/** Readable column for a legal text, its revision date, and the way to reach us about it. */
export function LegalDocument({ document, children }: LegalDocumentProps) {
  const updated = legal.lastUpdated[document];
  return (
    <div className="section">
      <div className="container-page grid gap-12 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div>
          <p className="mb-8 text-small font-semibold text-muted">
            Last updated <time dateTime={updated}>{formatLongDate(new Date(updated))}</time>
          </p>
          <div className="prose-body">{children}</div>
        </div>
        <aside
          aria-labelledby="legal-contact-title"
          className="self-start rounded-card border border-line bg-surface-alt p-6 lg:sticky lg:top-24"
        >
          <h2 id="legal-contact-title" className="text-xl lg:text-2xl">
            Questions? Talk to Us
          </h2>
          <p className="mt-3">
            <strong>{business.name}</strong>
            <br />
            {business.address.street ? (
              <>
                {business.address.street}
                <br />
              </>
            ) : null}
            {business.address.locality}, {business.address.region} {business.address.postalCode}
            <br />
            Phone: <ContactLink href={telHref}>{business.phone.display}</ContactLink>
            <br />
            E-mail: <ContactLink href={mailtoHref}>{business.email}</ContactLink>
          </p>
          <CallActions className="mt-5 flex flex-col gap-3" />
        </aside>
      </div>
    </div>
  );
}
