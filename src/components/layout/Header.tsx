import { business, telHref } from '../../config/business.ts';
import { mainNav, navSectionFor } from '../../content/navigation.ts';
import { CallButton } from '../ui/CallButton.tsx';
import { Icon } from '../ui/Icon.tsx';
import { Logo } from './Logo.tsx';
import { ContactLink } from '../ui/ContactLink.tsx';

interface HeaderProps {
  currentPath: string;
}

/**
 * Sticky header. Below lg the nav list is a native popover toggled by the menu button,
 * so the menu works with no script at all; a menu link loads a new page, which closes it.
 * From lg everything stands in one row: the nav and the call button never wrap, and the
 * business name, which the owner may lengthen, is what gives way (it wraps onto a second line).
 * Between lg and xl the nav takes the small size and the call button shows only the number.
 */
export function Header({ currentPath }: HeaderProps) {
  const section = navSectionFor(currentPath);
  return (
    <header className="on-brand sticky top-0 z-40 bg-brand text-white shadow-md">
      <div className="container-page flex h-17 items-center justify-between gap-4">
        <Logo />
        <div className="flex shrink-0 items-center gap-2 lg:gap-4 xl:gap-6">
          <nav aria-label="Main">
            <ul id="site-menu" popover="auto" className="site-menu">
              {mainNav.map((item) => {
                const isCurrent = item.href === currentPath;
                const inSection = item.href === section;
                return (
                  <li key={item.href}>
                    <a
                      href={item.href}
                      aria-current={isCurrent ? 'page' : inSection ? 'true' : undefined}
                      className={`flex min-h-11 items-center rounded-md font-semibold no-underline ${
                        inSection
                          ? 'bg-white/10 text-focus-dark underline decoration-2 underline-offset-8'
                          : 'text-white hover:bg-white/10'
                      }`}
                    >
                      {item.name}
                    </a>
                  </li>
                );
              })}
            </ul>
          </nav>
          <span className="hidden lg:block">
            <CallButton labelClassName="sr-only xl:not-sr-only" />
          </span>
          <ContactLink
            href={telHref}
            className="inline-flex size-11 items-center justify-center rounded-lg bg-action text-white lg:hidden"
            aria-label={`Call ${business.phone.display}`}
          >
            <Icon name="phone" size={22} />
          </ContactLink>
          <button
            type="button"
            popoverTarget="site-menu"
            className="inline-flex size-11 cursor-pointer items-center justify-center rounded-lg border-2 border-white/70 text-white lg:hidden"
            aria-label="Menu"
            aria-controls="site-menu"
          >
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false" className="menu-icon">
              <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
      </div>
    </header>
  );
}
