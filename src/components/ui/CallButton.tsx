import { business, telHref } from '../../config/business.ts';
import { buttonClass, type ButtonVariant } from './Button.tsx';
import { Icon } from './Icon.tsx';
import { ContactLink } from './ContactLink.tsx';

interface CallButtonProps {
  variant?: ButtonVariant;
  /** Words before the number, e.g. 'Call' or 'Free Estimate:'. */
  label?: string;
  className?: string;
}

/** A tel: link that always shows the number, so visitors know what they are dialling. */
export function CallButton({ variant = 'action', label = 'Call', className = '' }: CallButtonProps) {
  return (
    <ContactLink href={telHref} className={buttonClass(variant, className)}>
      <Icon name="phone" size={20} />
      <span>
        {label} {business.phone.display}
      </span>
    </ContactLink>
  );
}
