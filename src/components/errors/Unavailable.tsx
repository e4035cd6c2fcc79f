import { business } from '../../config/business.ts';
import { CallActions } from '../ui/CallActions.tsx';

/**
 * What every address shows while the server has nothing correct to serve yet: a new machine
 * bringing its data back from the off-site copy, then building the owner's site. The phone
 * number is the way through meanwhile; "Try again" reloads the home page.
 */
export function Unavailable() {
  return (
    <section className="section pt-8 lg:pt-10">
      <div className="container-page max-w-3xl text-center">
        <p className="text-8xl font-extrabold tracking-tight text-brand lg:text-9xl" aria-hidden="true">
          503
        </p>
        <h1 className="mt-4">We will be back in a few minutes</h1>
        <p className="mt-4 text-lg text-muted">This website is being set up on its server and is back in a few minutes; nothing you did caused this.</p>
        <p className="mt-4 text-lg">{`Need us now? Call ${business.name} at ${business.phone.display}; we answer as usual.`}</p>
        <CallActions className="mt-8 flex flex-wrap justify-center gap-3" href="/" label="Try Again" />
      </div>
    </section>
  );
}
