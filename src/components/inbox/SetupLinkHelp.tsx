/**
 * Where the one-time setup link is: the server writes it to its log at every start while no
 * owner account exists (server/auth/setup-link.ts). Shown on /inbox/setup without a working
 * link, and on the sign-in page before the first account exists.
 */
export function SetupLinkHelp({ title, lead }: { title: string; lead: string }) {
  return (
    <div className="mx-auto max-w-xl">
      <h1>{title}</h1>
      <p className="mt-3 text-lg text-muted">{lead}</p>
      <section aria-labelledby="find-link" className="mt-6 rounded-card border border-line bg-white p-4 shadow-card sm:p-6">
        <h2 id="find-link" className="text-xl">
          Where to find the setup link
        </h2>
        <p className="mt-2">
          While no owner account exists, the server writes a one-time link to its log each time it starts. Look for the line with{' '}
          <code>/inbox/setup?token=</code> and open that link in your browser.
        </p>
        <ul className="mt-3 list-disc space-y-2 pl-6">
          <li>
            Installed with Docker: on the server, in the site's folder, run <code>docker compose logs app</code>.
          </li>
          <li>
            Installed with systemd: run <code>journalctl -u concrete-site</code>.
          </li>
          <li>
            Started with <code>npm run serve</code> or <code>npm start</code>: it is in that terminal.
          </li>
        </ul>
        <p className="mt-3 text-small text-muted">
          A link works once, for 24 hours. Restarting the server (<code>docker compose restart app</code>) prints a new one and ends the old one.
        </p>
      </section>
    </div>
  );
}
