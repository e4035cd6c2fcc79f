import { business, telHref } from '../../config/business.ts';
import { buttonClass, type ButtonVariant } from './Button.tsx';
import { Icon } from './Icon.tsx';
import { ContactLink } from './ContactLink.tsx';

interface CallButtonProps {
  variant?: ButtonVariant;
  /** Words before the number, e.g. 'Call' or 'Free Estimate:'. */
  label?: string;
  /** Classes of the label alone, e.g. to hide it visually where space is short; the number always shows. */
  labelClassName?: string;
  className?: string;
}

/**
 * A tel: link that always shows the number, so visitors know what they are dialing. The label may
 * wrap onto its own line in a narrow box; the number never breaks.
 */
export function CallButton({ variant = 'action', label = 'Call', labelClassName, className = '' }: CallButtonProps) {
  return (
    <ContactLink href={telHref} className={buttonClass(variant, className)}>
      <Icon name="phone" size={20} />
      <span>
        <span className={labelClassName}>{label}</span> <span className="whitespace-nowrap">{business.phone.display}</span>
      </span>
    </ContactLink>
  );
}
