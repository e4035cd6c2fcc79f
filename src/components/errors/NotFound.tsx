import { services } from '../../content/services.ts';
import { Breadcrumbs } from '../layout/Breadcrumbs.tsx';
import { Button } from '../ui/Button.tsx';
import { CallButton } from '../ui/CallButton.tsx';

const quickLinks = [
  { name: 'Home', href: '/' },
  { name: 'Our Services', href: '/services' },
  { name: 'Service Areas', href: '/service-areas' },
  { name: 'Contact Us', href: '/contact' },
];

const popularSlugs = ['driveway-repair', 'crack-repair', 'resurfacing', 'leveling'];

export function NotFound() {
  const popular = services.filter((s) => popularSlugs.includes(s.slug));
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
          <nav aria-labelledby="quick-links-title" className="rounded-card border border-line bg-white p-6 shadow-card">
            <h2 id="quick-links-title" className="text-xl">
              Quick Links
            </h2>
            <ul className="mt-3">
              {quickLinks.map((link) => (
                <li key={link.href}>
                  <a href={link.href} className="inline-flex min-h-11 items-center font-semibold underline underline-offset-2">
                    {link.name}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-labelledby="popular-title" className="rounded-card border border-line bg-white p-6 shadow-card">
            <h2 id="popular-title" className="text-xl">
              Popular Services
            </h2>
            <ul className="mt-3">
              {popular.map((service) => (
                <li key={service.slug}>
                  <a href={service.href} className="inline-flex min-h-11 items-center font-semibold underline underline-offset-2">
                    {service.title}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </section>
  );
}
