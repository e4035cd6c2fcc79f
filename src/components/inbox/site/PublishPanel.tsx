import { formatBusinessTime } from '../../../lib/dates.ts';
import { buttonClass } from '../../ui/Button.tsx';
import type { LiveStatus, SiteView } from '../../../lib/site-view.ts';

interface PublishPanelProps {
  view: Pick<SiteView, 'building' | 'live' | 'failed' | 'unpublished' | 'liveSite'>;
  /** Why the last press did nothing: a build was already running, or nothing could be published. */
  refused?: string | null;
}

/** What visitors see while the live site is not the latest revision built by this code for this address. */
function whatVisitorsSee(served: LiveStatus['served']): string {
  if (served === undefined) return 'visitors see a short "back in a few minutes" page with your phone number';
  return served === null ? 'visitors see the content the site was installed with' : `visitors see your revision ${served}`;
}

/** Why the site is rebuilt, in the owner's words: "for the new version of the software", "with your revision 14". */
function rebuildPurpose({ reasons, revision }: Pick<NonNullable<LiveStatus['rebuild']>, 'reasons' | 'revision'>, served: LiveStatus['served']): string {
  const parts: string[] = [];
  if (reasons.includes('revision') || served === undefined) parts.push(revision === null ? "with the site's original content" : `with your revision ${revision}`);
  if (reasons.includes('code')) parts.push('for the new version of the software');
  if (reasons.includes('address')) parts.push("for the site's address (SITE_URL)");
  return parts.join(' and ');
}

/** The truth when the live site is not what it should be: what visitors see, why, and what happens now. */
export function liveSiteSentence({ served, rebuild }: LiveStatus): string {
  const meanwhile = whatVisitorsSee(served);
  if (!rebuild) return `The site is not up to date: ${meanwhile}. Press Try again to rebuild it.`;
  const purpose = rebuildPurpose(rebuild, served);
  if (rebuild.state === 'building') return `The site is being rebuilt ${purpose}; ${meanwhile} meanwhile. This takes about a minute.`;
  return `The site could not be rebuilt ${purpose}: ${rebuild.error ?? 'the build stopped'}. Until it is, ${meanwhile}.`;
}

/**
 * Where the site stands and the one button that makes drafts live. While a build runs it says
 * "Publishing" (the page reloads itself, see the site pages' head); afterwards "Published" with
 * the time, or why the last attempt failed.
 */
export function PublishPanel({ view, refused }: PublishPanelProps) {
  const { building, live, failed, unpublished, liveSite } = view;
  const rebuilding = liveSite.rebuild?.state === 'building';
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
        {!building && !liveSite.current ? <p className={rebuilding ? 'font-bold' : 'font-bold text-danger'}>{liveSiteSentence(liveSite)}</p> : null}
        {!building && (unpublished || liveSite.current) ? (
          <p className="text-muted">{unpublished ? 'You have saved changes that are not on the site yet.' : 'Everything you have saved is on the site.'}</p>
        ) : null}
      </div>
      {!building && !liveSite.current && !rebuilding ? (
        <form method="post" action="/inbox/site/rebuild" className="mt-4">
          <button type="submit" className={buttonClass('secondary', 'w-full cursor-pointer sm:w-auto')}>
            Try again
          </button>
        </form>
      ) : null}
      <form method="post" action="/inbox/site/publish" className="mt-4">
        <button type="submit" disabled={Boolean(building)} className={buttonClass('action', 'w-full cursor-pointer disabled:cursor-wait disabled:opacity-60 sm:w-auto')}>
          Publish
        </button>
      </form>
    </section>
  );
}
