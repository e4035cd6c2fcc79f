import { breadcrumbJsonLd, type BreadcrumbItem } from '../../lib/jsonld.ts';
import { JsonLd } from '../ui/JsonLd.tsx';

interface BreadcrumbsProps {
  /** Items after Home; the last one is the current page and has no href. */
  items: readonly BreadcrumbItem[];
  currentPath: string;
  /** Over a brand hero the trail is light. */
  tone?: 'light' | 'dark';
}

/** Visible trail and its BreadcrumbList JSON-LD, built from the same items. */
export function Breadcrumbs({ items, currentPath, tone = 'light' }: BreadcrumbsProps) {
  const trail: BreadcrumbItem[] = [{ label: 'Home', href: '/' }, ...items];
  const last = trail.length - 1;
  const linkClass = tone === 'dark' ? 'text-white underline underline-offset-2' : 'text-brand underline underline-offset-2';
  const textClass = tone === 'dark' ? 'text-on-brand-muted' : 'text-muted';
  return (
    <>
      <nav aria-label="Breadcrumb" className={`text-small ${tone === 'dark' ? 'on-brand' : ''}`}>
        <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
          {trail.map((item, index) => (
            <li key={`${item.label}-${index}`} className="flex items-center gap-2">
              {index > 0 ? (
                <span aria-hidden="true" className={textClass}>
                  /
                </span>
              ) : null}
              {index === last || !item.href ? (
                <span aria-current={index === last ? 'page' : undefined} className={`${textClass} font-semibold`}>
                  {item.label}
                </span>
              ) : (
                <a href={item.href} className={`${linkClass} inline-flex min-h-6 items-center`}>
                  {item.label}
                </a>
              )}
            </li>
          ))}
        </ol>
      </nav>
      <JsonLd data={breadcrumbJsonLd(trail, currentPath)} />
    </>
  );
}
