import { services, type ServiceSlug } from '../../content/services.ts';
import { Icon } from '../ui/Icon.tsx';

/** Sidebar list of the four services other than the current one. */
export function OtherServices({ current }: { current: ServiceSlug }) {
  return (
    <nav aria-labelledby="other-services-title" className="rounded-card border border-line bg-white p-6 shadow-card">
      <h2 id="other-services-title" className="text-xl">
        Other Services
      </h2>
      <ul className="mt-3 divide-y divide-line">
        {services
          .filter((service) => service.slug !== current)
          .map((service) => (
            <li key={service.slug}>
              <a href={service.href} className="flex min-h-12 items-center justify-between gap-3 font-semibold no-underline hover:underline">
                <span className="flex items-center gap-3">
                  <Icon name={service.icon} size={20} className="text-brand" />
                  {service.title}
                </span>
                <Icon name="chevron" size={18} className="text-muted" />
              </a>
            </li>
          ))}
      </ul>
      <a href="/services" className="mt-3 inline-flex min-h-11 items-center font-bold underline underline-offset-4">
        All services
      </a>
    </nav>
  );
}
