import type { ContactLinks } from '../../lib/lead-contact.ts';
import { buttonClass } from '../ui/Button.tsx';
import type { IconName } from '../../content/icons.ts';
import { Icon } from '../ui/Icon.tsx';

interface ContactActionsProps {
  links: ContactLinks;
  phone: string;
  /** Where the browser reports a tap on Call, Text or E-mail: the first one marks the request answered. */
  ping?: string;
}

/** One tap to call, text, e-mail or find the property; a value that makes no safe link gets none. */
export function ContactActions({ links, phone, ping }: ContactActionsProps) {
  const actions: { href: string | null; icon: IconName; label: string; primary?: boolean }[] = [
    { href: links.call, icon: 'phone', label: `Call ${phone}`, primary: true },
    { href: links.text, icon: 'message', label: 'Text' },
    { href: links.email, icon: 'mail', label: 'E-mail' },
    { href: links.map, icon: 'pin', label: 'Map' },
  ];
  const usable = actions.filter((action): action is typeof action & { href: string } => action.href !== null);
  return (
    <>
      <ul className="grid grid-cols-3 gap-2" aria-label="Contact">
        {usable.map((action) => (
          <li key={action.icon} className={action.primary ? 'col-span-3' : ''}>
            <a
              href={action.href}
              className={buttonClass(action.primary ? 'action' : 'secondary', action.primary ? 'w-full' : 'w-full flex-col gap-0.5 px-2')}
              {...(action.icon === 'pin' ? { target: '_blank', rel: 'noopener noreferrer' } : { ping })}
            >
              <Icon name={action.icon} size={20} />
              <span className="whitespace-nowrap">{action.label}</span>
            </a>
          </li>
        ))}
      </ul>
      {links.call ? null : <p className="mt-3 text-small text-muted">The phone number is not a US number, so it has no call or text button: dial it by hand.</p>}
    </>
  );
}
