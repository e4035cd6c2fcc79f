import { services } from '../../content/services.ts';
import { Icon } from '../ui/Icon.tsx';
import { IconTile } from '../ui/IconTile.tsx';

/** The strip of service links under every article. */
export function ServiceLinks() {
  return (
    <section aria-labelledby="service-links-title" className="section">
      <div className="container-page">
        <h2 id="service-links-title">Our Concrete Services</h2>
        <p className="mt-4 max-w-3xl text-lg text-muted">
          When the job is bigger than a weekend fix, these are the repairs we do every week across the Charlotte metro.
        </p>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {services.map((service) => (
            <li key={service.slug}>
              <a
                href={service.href}
                className="group flex h-full min-h-11 items-center gap-3 rounded-card border border-line bg-white p-4 font-bold text-brand no-underline shadow-card transition-colors hover:border-brand"
              >
                <IconTile icon={service.icon} />
                <span className="grow group-hover:underline">{service.title}</span>
                <Icon name="chevron" size={18} className="shrink-0 text-action" />
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
