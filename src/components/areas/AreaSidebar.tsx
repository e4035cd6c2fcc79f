import type { AreaPageContent } from '../../content/area-pages/types.ts';
import { Checklist } from '../ui/Checklist.tsx';
import { Icon } from '../ui/Icon.tsx';
import { IconTile } from '../ui/IconTile.tsx';
import { SidebarCta } from '../ui/SidebarCta.tsx';

/** Sticky call box plus the area's guarantee or commitment box. */
export function AreaSidebar({ sidebar }: { sidebar: AreaPageContent['sidebar'] }) {
  return (
    <SidebarCta
      title={sidebar.title}
      text={sidebar.text}
      callLabel={sidebar.callLabel}
      quoteLabel={sidebar.quoteLabel}
      showHours={sidebar.showHours}
    >
      {sidebar.note ? (
        <p className="flex items-start gap-3 rounded-card border border-line bg-white p-4 font-semibold shadow-card">
          <Icon name="calendar" size={22} className="mt-0.5 shrink-0 text-action" />
          {sidebar.note}
        </p>
      ) : null}
      <div className="rounded-card border border-line bg-surface-alt p-6">
        <div className="flex items-center gap-3">
          <IconTile icon={sidebar.box.icon} />
          <h2 className="text-xl">{sidebar.box.title}</h2>
        </div>
        <Checklist items={sidebar.box.items} className="mt-4" />
      </div>
    </SidebarCta>
  );
}
