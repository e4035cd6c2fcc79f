import { services } from '../../content/services.ts';
import { Breadcrumbs } from '../layout/Breadcrumbs.tsx';
import { Button } from '../ui/Button.tsx';
import { CallButton } from '../ui/CallButton.tsx';
import { LinkCard } from '../ui/LinkList.tsx';
import { textLinkClass } from '../ui/TextLink.tsx';

const quickLinks = [
  { name: 'Home', href: '/' },
  { name: 'Our Services', href: '/services' },
  { name: 'Service Areas', href: '/service-areas' },
  { name: 'Contact Us', href: '/contact' },
];

const popularSlugs = ['driveway-repair', 'crack-repair', 'resurfacing', 'leveling'];

export function NotFound() {
  const popular = services.filter((s) => popularSlugs.includes(s.slug)).map((s) => ({ name: s.title, href: s.href }));
  return (
    <section className="section pt-8 lg:pt-10">
      <div className="container-page">
        <Breadcrumbs items={[{ label: 'Page Not Found' }]} currentPath="/404" />
      </div>
      <div className="container-page mt-8 max-w-3xl text-center">
        <p className="text-8xl font-extrabold tracking-tight text-brand lg:text-9xl" aria-hidden="true">
          404
        </p>
        <h1 className="mt-4">
          <span className="sr-only">404: </span>Page Not Found
        </h1>
        <p className="mt-4 text-lg text-muted">Sorry, the page you are looking for does not exist or has been moved.</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Button href="/">Return to Homepage</Button>
          <CallButton variant="secondary" />
        </div>
        <div className="mt-14 grid gap-8 text-left sm:grid-cols-2">
          <LinkCard id="quick-links-title" title="Quick Links" titleClassName="text-xl" links={quickLinks} linkClassName={textLinkClass} />
          <LinkCard id="popular-title" title="Popular Services" titleClassName="text-xl" links={popular} linkClassName={textLinkClass} />
        </div>
      </div>
    </section>
  );
}
