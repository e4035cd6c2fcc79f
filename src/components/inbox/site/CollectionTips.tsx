import type { Collection } from '../../../content/site-collections.ts';
import { Panel } from '../Panel.tsx';

/** The collection's advice under its list, which also keeps that column from ending far above the form. */
export function CollectionTips({ tips }: { tips: NonNullable<Collection['tips']> }) {
  return (
    <Panel title={tips.title}>
      <ul className="list-disc space-y-2 pl-5 text-muted">
        {tips.items.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
    </Panel>
  );
}
