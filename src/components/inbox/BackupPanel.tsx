import type { BackupStatus } from '../../lib/backup-status.ts';
import { formatBusinessTime } from '../../lib/dates.ts';

/** Where the copy stands, in one line the owner reads at a glance, with the detail under it. */
export function BackupPanel({ backup }: { backup: BackupStatus }) {
  if (backup.problem) {
    return (
      <>
        <p className="font-bold">
          <span className="mr-2 inline-block size-3 rounded-full bg-danger" aria-hidden="true" />
          Not running
        </p>
        <p className="mt-4 max-w-prose rounded-card border border-line border-l-8 border-l-danger bg-white p-4 wrap-anywhere">{backup.problem}</p>
        {backup.target ? (
          <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
            <dt className="text-muted">Goes to</dt>
            <dd className="break-words">{backup.target}</dd>
          </dl>
        ) : null}
        <p className="mt-4 max-w-prose text-muted">
          Your site and quote form keep working, and every request is kept on this server. Send this sentence to whoever runs your server; after the fix, they apply
          it with docker compose up -d (or by restarting the service).
        </p>
      </>
    );
  }
  if (!backup.on) {
    return (
      <>
        <p className="font-bold">
          <span className="mr-2 inline-block size-3 rounded-full bg-muted" aria-hidden="true" />
          Off
        </p>
        <p className="mt-2 max-w-prose text-muted">
          Your requests, photos, accounts and published site live only on this server's disk. If the server dies, they go with it. An off-site copy keeps every change
          on another machine within seconds, and a new server comes back with all of it.
        </p>
        <p className="mt-2 max-w-prose text-muted">
          Whoever runs your server turns it on with the BACKUP_URL setting (the README's "The off-site copy" explains it for Backblaze B2 and Cloudflare R2).
        </p>
      </>
    );
  }
  const state = backup.lagging ? 'behind' : backup.waitingSince ? 'copying' : 'current';
  return (
    <>
      <p className="font-bold">
        <span className={`mr-2 inline-block size-3 rounded-full ${state === 'behind' ? 'bg-danger' : 'bg-success'}`} aria-hidden="true" />
        {state === 'behind' ? 'On, but behind' : 'On'}
      </p>
      <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
        <dt className="text-muted">Goes to</dt>
        <dd className="break-words">{backup.target}</dd>
        <dt className="text-muted">Last change copied</dt>
        <dd>{backup.lastCopiedAt ? formatBusinessTime(backup.lastCopiedAt) : 'none yet since the server started'}</dd>
      </dl>
      {state === 'behind' ? (
        <p className="mt-4 rounded-card border border-line border-l-8 border-l-danger bg-white p-4">
          Changes since {formatBusinessTime(backup.waitingSince!)} have not reached the copy. They are safe on this server, which keeps trying. Check that the storage
          is up and that its key is still valid.
        </p>
      ) : (
        <p className="mt-4 text-muted">
          {state === 'copying'
            ? `Changes since ${formatBusinessTime(backup.waitingSince!)} are on their way.`
            : 'Every change is in the copy.'}{' '}
          A new request normally reaches it within a few seconds.
        </p>
      )}
    </>
  );
}

/** Under the header of every inbox page while the copy is not running, or more than 10 minutes behind. */
export function BackupWarning({ backup }: { backup: BackupStatus }) {
  if (backup.problem) {
    return (
      <div role="status" className="border-b border-line bg-white">
        <p className="container-page border-l-8 border-l-danger py-3 wrap-anywhere">
          <strong>{backup.problem}</strong> <a href="/inbox/security#backup">See what to do</a>
        </p>
      </div>
    );
  }
  if (!backup.lagging) return null;
  return (
    <div role="status" className="border-b border-line bg-white">
      <p className="container-page border-l-8 border-l-danger py-3 font-bold">
        Off-site copy behind since {formatBusinessTime(backup.waitingSince!)}.{' '}
        <a href="/inbox/security#backup">See why</a>
      </p>
    </div>
  );
}
