import { savedMessage, type Collection } from '../../../content/site-collections.ts';

/**
 * Above a Site list: what the last change did (the redirect's `saved`), or that a hide, move or
 * delete was refused because the item changed meanwhile.
 */
export function CollectionNotice({ collection, saved, conflict }: { collection: Collection; saved: string | null; conflict: boolean }) {
  if (conflict) {
    return <p role="alert" className="mb-6 rounded-card border border-line border-l-8 border-l-danger bg-white p-4 font-bold shadow-card">{collection.saved.conflict}</p>;
  }
  const message = savedMessage(collection, saved);
  return message ? (
    <p role="status" className="mb-6 rounded-card border border-line border-l-8 border-l-success bg-white p-4 font-bold shadow-card">
      {message} {collection.publishHint}
    </p>
  ) : null;
}
