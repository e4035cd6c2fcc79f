import type { Draft } from '../../../../server/site/store.ts';

const small = 'min-h-11 cursor-pointer rounded-lg border-2 border-line bg-white px-3 font-semibold text-brand hover:border-brand';

/** The owner's articles, each with edit, take off or put back on the site, and delete. */
export function ArticleList({ items }: { items: readonly Draft<'article'>[] }) {
  if (items.length === 0) return <p className="text-muted">No articles written here yet.</p>;
  return (
    <ul className="space-y-4">
      {items.map((item) => (
        <li key={item.id} id={`article-${item.id}`} className={`rounded-card border border-line bg-white p-4 shadow-card ${item.data.published ? '' : 'opacity-75'}`}>
          <p className="font-bold">
            {item.data.title}
            {item.data.published ? null : <span className="ml-2 rounded-full bg-surface-alt px-2 text-small font-semibold">Not on the site</span>}
          </p>
          {item.data.overrides ? (
            <p className="text-small text-muted">
              Your version of an article that came with the site: it replaces /blog/{item.data.overrides} while on the site. Take it off the site or delete it to bring the original back.
            </p>
          ) : null}
          <p className="text-small text-muted">
            /blog/{item.data.slug} · {item.data.category} · {new Date(item.data.date).toISOString().slice(0, 10)}
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <a href={`/inbox/site/articles/new?edit=${item.id}`} className={`${small} inline-flex items-center no-underline`}>
              Edit<span className="sr-only"> {item.data.title}</span>
            </a>
            <form method="post" action={`/inbox/site/articles/${item.id}/visibility`}>
              <input type="hidden" name="version" value={item.version} />
              <input type="hidden" name="published" value={item.data.published ? 'false' : 'true'} />
              <button type="submit" className={small}>
                {item.data.published ? 'Take off the site' : 'Put back on the site'}
                <span className="sr-only"> {item.data.title}</span>
              </button>
            </form>
            <details>
              <summary className={`${small} inline-flex list-none items-center text-danger`}>
                Delete<span className="sr-only"> {item.data.title}</span>
              </summary>
              <form method="post" action={`/inbox/site/articles/${item.id}/delete`} className="mt-2">
                <input type="hidden" name="version" value={item.version} />
                <button type="submit" className="min-h-11 cursor-pointer rounded-lg bg-danger px-3 font-semibold text-white">
                  Delete for good<span className="sr-only"> {item.data.title}</span>
                </button>
              </form>
            </details>
          </div>
        </li>
      ))}
    </ul>
  );
}
