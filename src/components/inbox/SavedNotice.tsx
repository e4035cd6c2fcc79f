import type { ReactNode } from 'react';
import { savedAnchor } from '../../lib/lead-view.ts';

const messages = {
  status: 'Status saved.',
  note: 'Note added.',
  settings: 'Availability saved.',
  'days-off': 'Days off saved.',
  feed: 'New calendar link made. The old one no longer works: subscribe again with this one.',
};

export type SavedWhat = keyof typeof messages;

export const isSavedWhat = (value: string | null): value is SavedWhat => value !== null && value in messages;

/**
 * The confirmation after a form post redirected back here, placed next to what changed. The
 * redirect's #saved scrolls it into view and `autofocus` puts focus on it, both without script,
 * so a phone does not land at the top of the page two screens away from the change; as a live
 * region it is announced too.
 */
export function SavedNotice(props: { what: SavedWhat } | { message: string }) {
  return (
    <p
      id={savedAnchor}
      role="status"
      tabIndex={-1}
      {...{ autofocus: '' }}
      className="mb-4 scroll-mt-4 rounded-card border border-line border-l-8 border-l-success bg-white p-4 font-bold shadow-card"
    >
      {'message' in props ? props.message : messages[props.what]}
    </p>
  );
}

/**
 * A longer answer to a post than SavedNotice's line (a link shown once, a question before a
 * change), reached and focused the same way, without script, and named by its heading.
 */
export function SavedSection({ titleId, className, children }: { titleId: string; className: string; children: ReactNode }) {
  return (
    <section id={savedAnchor} tabIndex={-1} {...{ autofocus: '' }} aria-labelledby={titleId} className={className}>
      {children}
    </section>
  );
}
