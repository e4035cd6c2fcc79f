import { useEffect, useRef, useState } from 'react';

export interface NoticeMessage {
  /** Changes with every new notice so an identical message is announced again. */
  id: number;
  tone: 'success' | 'error';
  title: string;
  text: string;
  /** A further line under the text, e.g. the reference of a sent request. */
  detail?: string;
  /** A next step, e.g. booking the estimate visit; a notice with one stays until dismissed. */
  link?: { href: string; label: string };
}

interface NoticeViewportProps {
  notice: NoticeMessage | null;
  onDismiss: () => void;
  /** Success notices hide after this long unless hovered or focused; errors stay until dismissed. */
  autoHideMs?: number;
}

const paths = {
  success: 'M20 6 9 17l-5-5',
  error: 'M12 8v5m0 3.5v.5M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z',
  close: 'M18 6 6 18M6 6l12 12',
};

function Glyph({ d, className = '' }: { d: string; className?: string }) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" className={className}>
      <path d={d} />
    </svg>
  );
}

function NoticeCard({ notice, onDismiss, onHold }: { notice: NoticeMessage; onDismiss: () => void; onHold: (held: boolean) => void }) {
  const error = notice.tone === 'error';
  return (
    <div
      className={`pointer-events-auto flex w-full items-start gap-3 rounded-card p-4 shadow-[0_10px_30px_rgb(28_25_23/0.25)] ${
        error ? 'bg-danger text-white' : 'border border-line border-l-8 border-l-success bg-white text-ink'
      }`}
      onMouseEnter={() => onHold(true)}
      onMouseLeave={() => onHold(false)}
      onFocus={() => onHold(true)}
      onBlur={() => onHold(false)}
    >
      <Glyph d={paths[notice.tone]} className={`mt-0.5 shrink-0 ${error ? '' : 'text-success'}`} />
      <div className="min-w-0 grow">
        <p className="font-bold">{notice.title}</p>
        <p className={`mt-1 ${error ? '' : 'text-muted'}`}>{notice.text}</p>
        {notice.detail ? <p className="mt-1 font-semibold">{notice.detail}</p> : null}
        {notice.link ? (
          <p className="mt-2">
            <a href={notice.link.href} className="inline-flex min-h-11 items-center font-bold underline underline-offset-2">
              {notice.link.label}
            </a>
          </p>
        ) : null}
      </div>
      <button
        type="button"
        onClick={onDismiss}
        className={`-m-2 inline-flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-lg ${
          error ? 'hover:bg-white/15 focus-visible:outline-white' : 'text-muted hover:bg-surface-alt'
        }`}
      >
        <Glyph d={paths.close} />
        <span className="sr-only">Dismiss notice: {notice.title}</span>
      </button>
    </div>
  );
}

/**
 * Toast-style notices. Both live regions are in the page from the first paint, so screen
 * readers already watch them when a message is inserted: polite for success, assertive for errors.
 */
export function NoticeViewport({ notice, onDismiss, autoHideMs = 6000 }: NoticeViewportProps) {
  const [held, setHeld] = useState(false);
  const dismiss = useRef(onDismiss);
  dismiss.current = onDismiss;

  useEffect(() => {
    if (!notice || notice.tone !== 'success' || notice.link || held) return;
    const timer = setTimeout(() => dismiss.current(), autoHideMs);
    return () => clearTimeout(timer);
  }, [notice, held, autoHideMs]);

  useEffect(() => setHeld(false), [notice?.id]);

  const card = (tone: NoticeMessage['tone']) =>
    notice?.tone === tone ? <NoticeCard key={notice.id} notice={notice} onDismiss={onDismiss} onHold={setHeld} /> : null;

  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-0 z-40 flex flex-col items-center p-4 sm:items-end sm:p-6">
      <div role="status" aria-live="polite" aria-atomic="true" className="w-full max-w-md">
        {card('success')}
      </div>
      <div role="alert" aria-atomic="true" className="w-full max-w-md">
        {card('error')}
      </div>
    </div>
  );
}
