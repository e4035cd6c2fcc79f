export type SavedWhat = 'status' | 'note';

const messages: Record<SavedWhat, string> = {
  status: 'Status saved.',
  note: 'Note added.',
};

/** The confirmation after a form post redirected back here; a live region so it is announced. */
export function SavedNotice({ what }: { what: SavedWhat }) {
  return (
    <p role="status" className="mb-6 rounded-card border border-line border-l-8 border-l-success bg-white p-4 font-bold shadow-card">
      {messages[what]}
    </p>
  );
}
