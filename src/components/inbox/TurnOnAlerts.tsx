import { buttonClass } from '../ui/Button.tsx';

/** The button needs the page script (permission and subscription are browser APIs); the explanation shows where it cannot work. */
export function TurnOnAlerts() {
  return (
    <>
      <p className="text-muted">
        Get a notification on this phone within seconds of a new quote request. It names the service, the town and the customer's first name, never
        their message, phone or e-mail. Tap it to open the request.
      </p>
      <div data-alerts-area hidden className="mt-4">
        <button type="button" data-alerts-on className={buttonClass('action', 'cursor-pointer')}>
          Alert me on this phone
        </button>
        <p data-alerts-status role="status" className="mt-3 text-small text-muted"></p>
      </div>
      <div data-alerts-unsupported hidden className="mt-4 rounded-card border border-line bg-surface-alt p-4">
        <p className="font-bold">This browser cannot show alerts from the inbox.</p>
        <p className="mt-1">
          On an iPhone or iPad (iOS 16.4 or later), tap Share, then "Add to Home Screen", open the inbox from the new icon and turn alerts on there.
          On Android, open the inbox in Chrome.
        </p>
      </div>
    </>
  );
}
