import type { ReactNode } from 'react';
import { isOff, type Collection, type CollectionKind } from '../../../content/site-collections.ts';
import type { SiteData } from '../../../content/site-schema.ts';
import type { Draft } from '../../../lib/site-view.ts';

const small = 'min-h-11 cursor-pointer rounded-lg border-2 border-line bg-white px-3 font-semibold text-brand hover:border-brand';

interface CollectionListProps<K extends CollectionKind> {
  collection: Collection<K>;
  items: readonly Draft<K>[];
  /** What a row shows of its item (the list's columns), by its data, its off-the-site badge and its id. */
  summary: (data: SiteData<K>, badge: ReactNode, id: string) => ReactNode;
  /** Items never published (articles): labeled "Draft", with nothing to take off the site. */
  drafts?: ReadonlySet<string>;
}

/** One hidden-value form with one button: each action of a row. */
function ActionForm({ action, version, fields, children }: { action: string; version: number; fields: Record<string, string>; children: ReactNode }) {
  return (
    <form method="post" action={action}>
      <input type="hidden" name="version" value={version} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className={small}>
        {children}
      </button>
    </form>
  );
}

/** The owner's items of one collection, each with edit, take off or put back (when it can be), move (when ordered) and delete (unless kept). */
export function CollectionList<K extends CollectionKind>({ collection, items, summary, drafts }: CollectionListProps<K>) {
  if (items.length === 0) return <p className="text-muted">{collection.empty}</p>;
  const List = collection.ordered ? 'ol' : 'ul';
  const { visibility } = collection;
  return (
    <List className="space-y-4">
      {items.map((item, index) => {
        const off = isOff(collection, item.data);
        const name = <span className="sr-only"> {collection.itemName(item.data)}</span>;
        const draft = drafts?.has(item.id) ?? false;
        const badge = draft ? (
          <span className="ml-2 rounded-full border border-brand px-2 text-small font-semibold text-brand">Draft</span>
        ) : off && visibility ? (
          <span className="ml-2 rounded-full bg-surface-alt px-2 text-small font-semibold">{visibility.offBadge}</span>
        ) : null;
        const action = `${collection.path}/${item.id}`;
        return (
          <li key={item.id} id={`${collection.kind}-${item.id}`} className={`rounded-card border border-line bg-white p-4 shadow-card ${off ? 'opacity-75' : ''}`}>
            {summary(item.data, badge, item.id)}
            <div className="mt-3 flex flex-wrap gap-2">
              <a href={collection.editHref(item.id)} className={`${small} inline-flex items-center no-underline`}>
                Edit{name}
              </a>
              {!visibility || (draft && !off) ? null : (
                <ActionForm action={`${action}/visibility`} version={item.version} fields={{ [visibility.field]: String(!(item.data as Record<string, unknown>)[visibility.field]) }}>
                  {off ? visibility.putBack : visibility.takeOff}
                  {name}
                </ActionForm>
              )}
              {collection.ordered
                ? (['up', 'down'] as const).map((direction) =>
                    (direction === 'up' ? index > 0 : index < items.length - 1) ? (
                      <ActionForm key={direction} action={`${action}/move`} version={item.version} fields={{ direction }}>
                        Move {direction}
                        {name}
                      </ActionForm>
                    ) : null,
                  )
                : null}
              {/* Two taps, without script: an item deleted by a slip of the thumb cannot be brought back (taking it off the site can). */}
              {collection.kept?.(item.id) ? null : (
                <details>
                  <summary className={`${small} inline-flex list-none items-center text-danger`}>Delete{name}</summary>
                  <form method="post" action={`${action}/delete`} className="mt-2">
                    <input type="hidden" name="version" value={item.version} />
                    <button type="submit" className="min-h-11 cursor-pointer rounded-lg bg-danger px-3 font-semibold text-white">
                      Delete for good{name}
                    </button>
                  </form>
                </details>
              )}
            </div>
          </li>
        );
      })}
    </List>
  );
}
