import { describeContacts, formatRate, plural } from '../../lib/insights-format.ts';
import { Breakable } from '../ui/Breakable.tsx';
import type { PageInsight } from '../../lib/insights-view.ts';

interface PageHighlightsProps {
  strongest: readonly PageInsight[];
  weakest: readonly PageInsight[];
  /** The page's name for its path (src/lib/page-names.ts). */
  pageName: (path: string) => string;
}

function Highlight({ page, pageName }: { page: PageInsight; pageName: (path: string) => string }) {
  return (
    <li>
      <strong>
        <Breakable text={pageName(page.path)} />
      </strong>
      : {describeContacts(page)} from {plural(page.views, 'view')}
      {page.rate === null ? '' : ` (${formatRate(page.rate)})`}.
    </li>
  );
}

/** The five pages bringing the most work, and the five read most for the least, in words. */
export function PageHighlights({ strongest, weakest, pageName }: PageHighlightsProps) {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <div>
        <h3 className="text-lg">Bringing the most work</h3>
        {strongest.length ? (
          <ol className="mt-2 list-decimal space-y-2 pl-6">
            {strongest.map((page) => (
              <Highlight key={page.path} page={page} pageName={pageName} />
            ))}
          </ol>
        ) : (
          <p className="mt-2 text-muted">No page has brought a call or a quote request in this period yet.</p>
        )}
      </div>
      <div>
        <h3 className="text-lg">Read most, bringing least</h3>
        {weakest.length ? (
          <ol className="mt-2 list-decimal space-y-2 pl-6">
            {weakest.map((page) => (
              <Highlight key={page.path} page={page} pageName={pageName} />
            ))}
          </ol>
        ) : (
          <p className="mt-2 text-muted">Too few views in this period to say which pages fall short.</p>
        )}
      </div>
    </div>
  );
}
