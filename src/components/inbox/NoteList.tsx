import { formatBusinessTime } from '../../lib/dates.ts';
import type { LeadNote } from '../../lib/lead-view.ts';

/** Newest first, each with when and who. */
export function NoteList({ notes }: { notes: readonly LeadNote[] }) {
  if (notes.length === 0) return <p className="mt-4 text-muted">No notes yet.</p>;
  return (
    <ol className="mt-4 divide-y divide-line border-y border-line">
      {notes.map((note) => (
        <li key={note.id} className="py-3">
          <p className="text-small break-words text-muted">
            <time dateTime={note.at}>{formatBusinessTime(note.at)}</time> · {note.author}
          </p>
          <p className="mt-1 max-w-prose break-words whitespace-pre-wrap">{note.body}</p>
        </li>
      ))}
    </ol>
  );
}
