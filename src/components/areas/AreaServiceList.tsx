import type { ServiceSlug } from '../../content/services.ts';
import { services } from '../../content/services.ts';
import { Icon } from '../ui/Icon.tsx';
import { IconTile } from '../ui/IconTile.tsx';

interface AreaServiceListProps {
  city: string;
  /** A local line per service. */
  blurbs: Readonly<Record<ServiceSlug, string>>;
}

// The chevron stays on the line of the title's last word instead of wrapping alone.
const leadingWords = (title: string) => title.slice(0, title.lastIndexOf(' ') + 1);
const lastWord = (title: string) => title.slice(title.lastIndexOf(' ') + 1);

/** The five services as cards, each linking to its service page. */
export function AreaServiceList({ city, blurbs }: AreaServiceListProps) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {services.map((service) => (
        <li key={service.slug}>
          <a
            href={service.href}
            className="group flex h-full gap-4 rounded-card border border-line bg-white p-5 text-ink no-underline shadow-card transition-colors hover:border-brand"
          >
            <IconTile icon={service.icon} />
            <span className="flex flex-col">
              <span className="text-lg font-extrabold text-brand group-hover:underline">
                {leadingWords(service.title)}
                <span className="whitespace-nowrap">
                  {lastWord(service.title)}
                  <span className="sr-only"> in {city}</span>
                  <Icon name="chevron" size={18} className="ml-1 inline align-[-3px]" />
                </span>
              </span>
              <span className="mt-1.5 text-muted">{blurbs[service.slug]}</span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
