import type { ReactNode } from 'react';
import { hoursLines } from '../../config/business.ts';
import { CallActions } from './CallActions.tsx';

interface SidebarCtaProps {
  title?: string;
  text?: string;
  quoteLabel?: string;
  /** Words before the phone number on the call button. */
  callLabel?: string;
  showHours?: boolean;
  /** Extra box below the call to action, e.g. a guarantee. */
  children?: ReactNode;
}

/** Sticky from lg; on mobile it follows the main content. */
export function SidebarCta({
  title = 'Get Your Free Estimate',
  text = 'Call now or send your project details online. Free estimates, no-obligation quotes.',
  quoteLabel = 'Request a Free Quote',
  callLabel = 'Call',
  showHours = false,
  children,
}: SidebarCtaProps) {
  return (
    <aside aria-label="Contact us" className="space-y-6 lg:sticky lg:top-24">
      <div className="on-brand rounded-card bg-brand p-6 text-white shadow-card">
        <h2 className="text-xl text-white">{title}</h2>
        <p className="mt-3 text-on-brand-muted">{text}</p>
        <CallActions className="mt-5 flex flex-col gap-3" label={quoteLabel} variant="onDark" callLabel={callLabel} />
        {showHours ? (
          <dl className="mt-6 space-y-1 border-t border-white/20 pt-4 text-small">
            {hoursLines().map((row) => (
              <div key={row.days} className="flex justify-between gap-3">
                <dt>{row.days}</dt>
                <dd className="font-semibold text-white">{row.time}</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </div>
      {children}
    </aside>
  );
}
