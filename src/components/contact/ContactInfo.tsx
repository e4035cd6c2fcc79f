import { business, hoursLines, mailtoHref, telHref } from '../../config/business.ts';
import { areas } from '../../content/areas.ts';
import { IconTile } from '../ui/IconTile.tsx';
import type { IconName } from '../../content/icons.ts';
import type { ReactNode } from 'react';
import { ContactLink } from '../ui/ContactLink.tsx';

function InfoCard({ icon, title, children }: { icon: IconName; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-4 rounded-card border border-line bg-white p-5 shadow-card">
      <IconTile icon={icon} />
      <div className="min-w-0">
        <h3 className="text-lg">{title}</h3>
        <div className="mt-1">{children}</div>
      </div>
    </li>
  );
}

/** Phone, e-mail, hours and area served, all from the business config. */
export function ContactInfo() {
  return (
    <aside aria-labelledby="contact-info-title">
      <h2 id="contact-info-title" className="text-2xl">
        Other Ways to Reach Us
      </h2>
      <ul className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
        <InfoCard icon="phone" title="Phone">
          <ContactLink href={telHref} className="inline-flex min-h-11 items-center text-lg font-bold underline underline-offset-2">
            {business.phone.display}
          </ContactLink>
          <p className="text-small text-muted">Call to set a time for your free on-site estimate, no obligation.</p>
        </InfoCard>
        <InfoCard icon="mail" title="Email">
          <ContactLink href={mailtoHref} className="inline-flex min-h-11 items-center font-bold break-all underline underline-offset-2">
            {business.email}
          </ContactLink>
          <p className="text-small text-muted">Photos of the damage help us quote faster.</p>
        </InfoCard>
        <InfoCard icon="clock" title="Business Hours">
          <dl className="space-y-2">
            {hoursLines().map((row) => (
              <div key={row.days}>
                <dt className="text-small text-muted">{row.days}</dt>
                <dd className="font-semibold">{row.time}</dd>
              </div>
            ))}
          </dl>
        </InfoCard>
        <InfoCard icon="pin" title="Area Served">
          <p>
            {business.serviceRegion}: {areas.map((area) => area.city).join(', ')}.
          </p>
          <a href="/service-areas" className="inline-flex min-h-11 items-center font-semibold underline underline-offset-2">
            See all service areas
          </a>
        </InfoCard>
      </ul>
    </aside>
  );
}
