import { formatBusinessTime } from '../../../lib/dates.ts';
import type { Revision } from '../../../lib/site-view.ts';

const statusText: Record<Revision['status'], string> = {
  building: 'Publishing now',
  live: 'Went live',
  failed: 'Did not go live',
};

/** Every publish, newest first: who, when, what changed, and "Restore" for earlier ones. */
export function RevisionList({ revisions, liveId, building }: { revisions: readonly Revision[]; liveId: number | undefined; building: boolean }) {
  if (revisions.length === 0) return <p className="text-muted">Nothing has been published yet. Each Publish adds a revision here.</p>;
  return (
    <ol className="space-y-4">
      {revisions.map((revision) => (
        <li key={revision.id} className="rounded-card border border-line bg-white p-4 shadow-card">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 className="text-lg">Revision {revision.id}</h2>
            <p className={`font-semibold ${revision.status === 'failed' ? 'text-danger' : ''}`}>
              {revision.id === liveId ? 'On the site now' : statusText[revision.status]}
            </p>
          </div>
          <p className="text-small text-muted">
            {formatBusinessTime(revision.createdAt)} (Charlotte time) by {revision.createdBy}
          </p>
          <p className="mt-2">{revision.summary}</p>
          {revision.error ? <p className="mt-1 text-danger">{revision.error}</p> : null}
          {revision.status === 'live' && revision.id !== liveId && !building ? (
            <form method="post" action={`/inbox/site/revisions/${revision.id}/restore`} className="mt-3">
              <button type="submit" className="min-h-11 cursor-pointer rounded-lg border-2 border-brand bg-white px-4 font-semibold text-brand">
                Restore<span className="sr-only"> revision {revision.id}</span>
              </button>
            </form>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
