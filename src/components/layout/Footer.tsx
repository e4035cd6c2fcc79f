import { business, mailtoHref, telHref } from '../../config/business.ts';
import { footerGroups } from '../../content/navigation.ts';
import { Icon } from '../ui/Icon.tsx';
import { businessYear } from '../../lib/dates.ts';
import { LogoMark } from './Logo.tsx';
import { ContactLink } from '../ui/ContactLink.tsx';
import { LinkList } from '../ui/LinkList.tsx';

export function Footer() {
  const year = businessYear(new Date());
  return (
    <footer className="on-brand bg-brand-dark text-on-brand-muted">
      <div className="container-page grid grid-cols-2 gap-x-6 gap-y-10 py-14 lg:grid-cols-6">
        <div className="col-span-2">
          <p className="flex items-center gap-2.5 text-lg font-extrabold text-white">
            <LogoMark className="size-9" />
            {business.name}
          </p>
          <p className="mt-4 max-w-xs">
            Concrete repair, leveling and resurfacing for homes and businesses. Serving Charlotte Metro Area.
          </p>
          <ul className="mt-6 space-y-3">
            <li>
              <ContactLink href={telHref} className="inline-flex min-h-11 items-center gap-2 font-bold text-white">
                <Icon name="phone" size={20} />
                Free Quote: {business.phone.display}
              </ContactLink>
            </li>
            <li>
              <ContactLink href={mailtoHref} className="inline-flex min-h-11 items-center gap-2 text-white">
                <Icon name="mail" size={20} />
                {business.email}
              </ContactLink>
            </li>
            <li className="flex items-center gap-2">
              <Icon name="shield" size={20} />
              Licensed &amp; Insured
            </li>
          </ul>
        </div>
        {footerGroups.map((group) => (
          <nav key={group.title} aria-label={`Footer: ${group.title}`}>
            <h2 className="text-base font-bold tracking-normal text-white">{group.title}</h2>
            <LinkList links={group.links} linkClassName="inline-flex min-h-11 items-center text-on-brand-muted hover:text-white lg:min-h-9" />
          </nav>
        ))}
      </div>
      <div className="border-t border-white/15">
        <div className="container-page flex flex-col gap-2 py-6 text-small sm:flex-row sm:justify-between">
          <p>
            &copy; {year} {business.name}. All rights reserved.
          </p>
          <p>
            Serving Charlotte Metro Area &middot; Licensed &amp; Insured
            {business.licenceNumber ? ` · NC license ${business.licenceNumber}` : null}
          </p>
        </div>
      </div>
    </footer>
  );
}
