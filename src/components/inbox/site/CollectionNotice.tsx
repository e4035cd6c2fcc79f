import { savedMessage, type Collection } from '../../../content/site-collections.ts';
import { SavedNotice } from '../SavedNotice.tsx';

/**
 * Above a Site list: what the last change did (the redirect's `saved`), or that a hide, move or
 * delete was refused because the item changed meanwhile.
 */
export function CollectionNotice({ collection, saved, conflict }: { collection: Collection; saved: string | null; conflict: boolean }) {
  if (conflict) {
    return <p role="alert" className="mb-6 rounded-card border border-line border-l-8 border-l-danger bg-white p-4 font-bold shadow-card">{collection.saved.conflict}</p>;
  }
  const message = savedMessage(collection, saved);
  return message ? <SavedNotice message={`${message} ${collection.publishHint}`} /> : null;
}
