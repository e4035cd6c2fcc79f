import { Button, type ButtonVariant } from './Button.tsx';
import { CallButton } from './CallButton.tsx';

interface CallActionsProps {
  className: string;
  /** The second way forward; a free quote unless the page offers another. */
  href?: string;
  label?: string;
  variant?: ButtonVariant;
  /** Words before the number on the call button. */
  callLabel?: string;
}

/** The two next steps side by side: call now, or the page's other way forward. */
export function CallActions({ className, href = '/contact', label = 'Get Free Quote', variant = 'secondary', callLabel }: CallActionsProps) {
  return (
    <div className={className}>
      <CallButton label={callLabel} />
      <Button href={href} variant={variant}>
        {label}
      </Button>
    </div>
  );
}
