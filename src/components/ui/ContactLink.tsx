import type { AnchorHTMLAttributes } from 'react';
import { contactPing } from '../../lib/contact-ping.ts';

/**
 * Every tel:, sms: and mailto: link of ours: the one place that adds the `ping` reporting a
 * tap to the insights (src/lib/contact-ping.ts), so no contact link goes uncounted.
 */
export function ContactLink(props: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  return <a {...props} ping={contactPing} />;
}
