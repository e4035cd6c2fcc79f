import { business } from '../../config/business.ts';
import { CallActions } from '../ui/CallActions.tsx';
import { ErrorPanel } from './ErrorPanel.tsx';

/**
 * What every address shows while the server has nothing correct to serve yet: a new machine
 * bringing its data back from the off-site copy, then building the owner's site. The phone
 * number is the way through meanwhile; "Try again" reloads the home page.
 */
export function Unavailable() {
  return (
    <ErrorPanel status={503} title="We will be back in a few minutes">
      <p className="mt-4 text-lg text-muted">This website is being set up on its server and is back in a few minutes; nothing you did caused this.</p>
      <p className="mt-4 text-lg">{`Need us now? Call ${business.name} at ${business.phone.display}; we answer as usual.`}</p>
      <CallActions className="mt-8 flex flex-wrap justify-center gap-3" href="/" label="Try Again" />
    </ErrorPanel>
  );
}
