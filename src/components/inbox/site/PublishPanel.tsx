import { formatBusinessTime } from '../../../lib/dates.ts';
import { buttonClass } from '../../ui/Button.tsx';
import type { SiteView } from '../../../../server/site/view.ts';

interface PublishPanelProps {
  view: Pick<SiteView, 'building' | 'live' | 'failed' | 'unpublished'>;
  /** Why the last press did nothing: a build was already running, or nothing could be published. */
  refused?: string | null;
}

/**
 * Where the site stands and the one button that makes drafts live. While a build runs it says
 * "Publishing" (the page reloads itself, see the site pages' head); afterwards "Published" with
 * the time, or why the last attempt failed.
 */
export function PublishPanel({ view, refused }: PublishPanelProps) {
  const { building, live, failed, unpublished } = view;
  return (
    <section id="publish" aria-labelledby="publish-title" className="mb-6 rounded-card border border-line bg-white p-4 shadow-card sm:p-6">
      <h2 id="publish-title" className="sr-only">
        Publishing
      </h2>
      <div role="status" className="space-y-1">
        {building ? (
          <p className="text-lg font-bold">Publishing: the site is being rebuilt with your changes. This takes about half a minute; the current site stays up meanwhile.</p>
        ) : live ? (
          <p className="text-lg font-bold">{`Published ${formatBusinessTime(live.finishedAt ?? live.createdAt)} (Charlotte time) by ${live.createdBy}.`}</p>
        ) : (
          <p className="text-lg font-bold">The site shows the content it was installed with. Nothing has been published from here yet.</p>
        )}
        {failed && !building ? (
          <p className="font-bold text-danger">{`The last publish, ${formatBusinessTime(failed.createdAt)}, did not go live. ${failed.error ?? ''}`}</p>
        ) : null}
        {refused ? <p className="font-bold text-danger">{refused}</p> : null}
        {!building ? <p className="text-muted">{unpublished ? 'You have saved changes that are not on the site yet.' : 'Everything you have saved is on the site.'}</p> : null}
      </div>
      <form method="post" action="/inbox/site/publish" className="mt-4">
        <button type="submit" disabled={Boolean(building)} className={buttonClass('action', 'w-full cursor-pointer disabled:cursor-wait disabled:opacity-60 sm:w-auto')}>
          Publish
        </button>
      </form>
    </section>
  );
}
