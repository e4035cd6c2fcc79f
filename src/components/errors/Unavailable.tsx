import { business } from '../../config/business.ts';
import { CallActions } from '../ui/CallActions.tsx';

/**
 * The page every address answers with 503 while the server has nothing correct to show yet, such
 * as a new machine bringing its data back from the off-site copy (server/error-page.ts). The phone
 * number is the way through meanwhile.
 */
export function Unavailable() {
  return (
    <section className="section pt-8 lg:pt-10">
      <div className="container-page max-w-3xl text-center">
        <h1>We will be back in a few minutes</h1>
        <p className="mt-4 text-lg text-muted">This website is being set up on its server and will be back shortly; nothing you did caused this.</p>
        <p className="mt-4 text-lg">Need us now? Call {business.phone.display} and we will help you right away.</p>
        <CallActions className="mt-8 flex flex-wrap justify-center gap-3" href="/" label="Try Again" />
      </div>
    </section>
  );
}
