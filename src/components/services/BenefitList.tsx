import { Checklist } from '../ui/Checklist.tsx';

interface BenefitListProps {
  items: readonly string[];
  note?: string;
}

export function BenefitList({ items, note }: BenefitListProps) {
  return (
    <>
      <div className="rounded-card border border-line bg-surface-alt p-6">
        <Checklist items={items} className="grid gap-x-8 gap-y-3 space-y-0 md:grid-cols-2" />
      </div>
      {note ? <p className="mt-5 max-w-prose text-muted">{note}</p> : null}
    </>
  );
}
