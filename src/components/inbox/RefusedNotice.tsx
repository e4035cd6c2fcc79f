import { Card } from '../ui/Card.tsx';
import { buttonClass } from '../ui/Button.tsx';
import { Breakable } from '../ui/Breakable.tsx';
import type { Refusal } from '../../lib/security-view.ts';

const code = 'rounded bg-surface-alt px-1 font-mono text-small';

/** What happened, in the owner's words: the address the inbox expects against the one the form came from. */
function Explanation({ refusal }: { refusal: Refusal }) {
  const { expected, arrived } = refusal;
  if (refusal.sameServer && arrived) {
    const login = `${expected}/inbox/login`;
    return (
      <>
        <p>
          This inbox is set up for{' '}
          <strong>
            <Breakable text={expected} />
          </strong>{' '}
          ({refusal.siteUrlSet ? 'SITE_URL' : 'SITE_URL is not set, so it takes localhost and PORT'}), but you opened it at{' '}
          <strong>
            <Breakable text={arrived} />
          </strong>
          . To keep other sites from acting in your name, it only accepts forms sent from its own address, so nothing was sent or
          changed.
        </p>
        <p className="mt-4">
          Open the inbox at{' '}
          <a href={login}>
            <Breakable text={login} />
          </a>
          . If <Breakable text={arrived} /> is where the site really lives, set{' '}
          <code className={code}>
            <Breakable text={`SITE_URL=${arrived}`} />
          </code>{' '}
          in <code className={code}>.env</code> and restart with <code className={code}>npm start</code>.
        </p>
      </>
    );
  }
  if (refusal.reason === 'no origin') {
    return (
      <p>
        Your browser did not say which page sent this form, so the inbox at <strong>
            <Breakable text={expected} />
          </strong> cannot tell it came
        from its own pages. Nothing was sent or changed. Go back to the inbox and send it again from there.
      </p>
    );
  }
  return (
    <p>
      This form was sent from {arrived && arrived !== expected ? <strong>
            <Breakable text={arrived} />
          </strong> : 'another site'}, not from the
      inbox at <strong>
            <Breakable text={expected} />
          </strong>, so nothing was sent or changed. If you did not mean to send it, another site may
      have tried to act in your name; you can close it.
    </p>
  );
}

/** The 403 page of a refused cross-site or mis-addressed request. */
export function RefusedNotice({ refusal }: { refusal: Refusal }) {
  return (
    <div className="mx-auto max-w-2xl">
      <h1>Request refused</h1>
      <Card className="mt-6">
        <Explanation refusal={refusal} />
        <a href="/inbox" className={buttonClass('secondary', 'mt-6')}>
          Go to the inbox
        </a>
      </Card>
    </div>
  );
}
