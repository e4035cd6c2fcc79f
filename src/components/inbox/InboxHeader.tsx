import { LogoMark } from '../layout/Logo.tsx';
import { AccountMenu } from './AccountMenu.tsx';

interface InboxHeaderProps {
  /** The signed-in owner's e-mail; null on the sign-in and setup pages. */
  ownerEmail: string | null;
  currentPath: string;
  businessName: string;
}

const links = [
  { href: '/inbox', name: 'Requests' },
  { href: '/inbox/schedule', name: 'Schedule' },
  { href: '/inbox/insights', name: 'Insights' },
  { href: '/inbox/site', name: 'Site' },
  { href: '/inbox/alerts', name: 'Alerts' },
  { href: '/inbox/security', name: 'Security' },
];

/** The site's brand bar, naming the inbox; the page links and the account menu only once someone is signed in. */
export function InboxHeader({ ownerEmail, currentPath, businessName }: InboxHeaderProps) {
  const signedIn = ownerEmail !== null;
  return (
    <header className="on-brand bg-brand text-white shadow-md">
      <div className="container-page flex min-h-17 flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2">
        <a href={signedIn ? '/inbox' : '/'} className="flex min-h-11 items-center gap-2.5 text-white no-underline">
          <LogoMark className="size-8 shrink-0" />
          <span className="leading-tight font-extrabold tracking-tight">
            {businessName}
            <span className="block text-small font-semibold text-on-brand-muted">Owner's inbox</span>
          </span>
        </a>
        {signedIn ? (
          <nav aria-label="Inbox">
            <ul className="-mx-2.5 flex flex-wrap sm:mx-0 sm:gap-1">
              {links.map((link) => {
                // The Site tab stays marked on its own pages (/inbox/site/business...).
                const current = link.href === currentPath || (link.href === '/inbox/site' && currentPath.startsWith('/inbox/site/'));
                return (
                  <li key={link.href}>
                    <a
                      href={link.href}
                      aria-current={current ? 'page' : undefined}
                      className={`flex min-h-11 items-center rounded-md px-2.5 font-semibold sm:px-3 no-underline hover:bg-white/10 ${
                        current ? 'text-focus-dark underline decoration-2 underline-offset-8' : 'text-white'
                      }`}
                    >
                      {link.name}
                    </a>
                  </li>
                );
              })}
              <li>
                <AccountMenu email={ownerEmail} />
              </li>
            </ul>
          </nav>
        ) : null}
      </div>
    </header>
  );
}
