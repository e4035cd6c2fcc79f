import { Checklist } from '../ui/Checklist.tsx';
import { IconTile } from '../ui/IconTile.tsx';
import { CallActions } from '../ui/CallActions.tsx';

interface InspectionCardProps {
  id: string;
  title: string;
  text: string;
  items: readonly string[];
}

/** Highlighted offer box inside the main column, with its own next step. */
export function InspectionCard({ id, title, text, items }: InspectionCardProps) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="rounded-card border-2 border-action bg-white p-6 shadow-card md:p-8"
    >
      <div className="flex items-center gap-4">
        <IconTile icon="clipboard" />
        <h2 id={`${id}-title`} className="text-2xl lg:text-3xl">
          {title}
        </h2>
      </div>
      <p className="mt-4 max-w-prose text-lg text-muted">{text}</p>
      <Checklist items={items} className="mt-5 grid gap-x-8 gap-y-2.5 space-y-0 sm:grid-cols-2" />
      <CallActions className="mt-7 flex flex-wrap gap-3" label="Book a Free Inspection" />
    </section>
  );
}
