import { business } from '../../config/business.ts';
import { CallButton } from '../ui/CallButton.tsx';

/**
 * What visitors see while the server builds the owner's site and has no build with the owner's
 * facts to show meanwhile (a restore onto an empty machine): the phone number, published last,
 * and when to come back. Never the repository's placeholder facts.
 */
export function Unavailable() {
  return (
    <section className="section pt-8 lg:pt-10">
      <div className="container-page max-w-3xl text-center">
        <p className="text-8xl font-extrabold tracking-tight text-brand lg:text-9xl" aria-hidden="true">
          503
        </p>
        <h1 className="mt-4">Back in a few minutes</h1>
        <p className="mt-4 text-lg text-muted">We are updating this website; it is back in about a minute.</p>
        <p className="mt-4 text-lg">{`Need us now? Call ${business.name} at ${business.phone.display}; we answer as usual.`}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <CallButton />
        </div>
      </div>
    </section>
  );
}
