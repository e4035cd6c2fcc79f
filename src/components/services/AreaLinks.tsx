import { areas, type AreaSlug } from '../../content/areas.ts';
import { Button } from '../ui/Button.tsx';
import { Icon } from '../ui/Icon.tsx';

export function AreaLinks({ slugs }: { slugs: readonly AreaSlug[] }) {
  const listed = areas.filter((area) => slugs.includes(area.slug));
  return (
    <div className="flex flex-col gap-6">
      <ul className="grid gap-3 sm:grid-cols-2">
        {listed.map((area) => (
          <li key={area.slug}>
            <a
              href={area.href}
              className="flex min-h-12 items-center gap-3 rounded-lg border border-line bg-white px-4 py-2 font-bold no-underline shadow-card hover:border-brand"
            >
              <Icon name="pin" size={20} className="text-action" />
              <span>{area.city}, NC</span>
            </a>
          </li>
        ))}
      </ul>
      <div>
        <Button href="/service-areas" variant="secondary">
          View All Areas
        </Button>
      </div>
    </div>
  );
}
