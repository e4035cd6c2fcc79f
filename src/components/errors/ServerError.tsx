import { business } from '../../config/business.ts';
import { requestIdPlaceholder } from '../../lib/error-page.ts';
import { CallActions } from '../ui/CallActions.tsx';
import { ErrorPanel } from './ErrorPanel.tsx';

/**
 * The page a visitor sees when the server fails on a request (server/error-page.ts). It says
 * what happened in plain words and never the error itself, which could expose the system.
 */
export function ServerError() {
  return (
    <ErrorPanel status={500} title="Unexpected Application Error!">
      <p className="mt-4 text-lg text-muted">
        Something went wrong on our side while loading this page; nothing you did caused it, and it has been logged.
      </p>
      <p className="mt-4 text-lg">Try again in a minute, or call us at {business.phone.display} and we will help you right away.</p>
      <CallActions className="mt-8 flex flex-wrap justify-center gap-3" href="/" label="Return to Homepage" />
      {/* Shown once the server writes the request id in (server/error-page.ts); Astro's own answer to a failed inbox page leaves it hidden. */}
      <p data-request-id="" hidden className="mt-8 text-small text-muted">
        Reference for this error: <code>{requestIdPlaceholder}</code>
      </p>
    </ErrorPanel>
  );
}
