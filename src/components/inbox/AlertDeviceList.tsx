import { formatBusinessTime } from '../../lib/dates.ts';
import { buttonClass } from '../ui/Button.tsx';
import type { OwnerDevice } from '../../lib/alerts-view.ts';

/** The owner's devices that get alerts, each with a test and a way to stop it (plain form posts). */
export function AlertDeviceList({ devices }: { devices: readonly OwnerDevice[] }) {
  if (devices.length === 0) return <p>No device gets alerts yet. Turn them on from the phone you carry on jobs.</p>;
  return (
    <ul className="divide-y divide-line border-y border-line">
      {devices.map((device) => (
        <li key={device.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
          <span>
            <strong>{device.device}</strong>
            <span className="block text-small text-muted">Alerts on since {formatBusinessTime(device.createdAt)}</span>
          </span>
          <span className="flex flex-wrap gap-2">
            <form method="post" action={`/inbox/alerts/subscriptions/${device.id}/test`}>
              <button type="submit" className={buttonClass('secondary', 'cursor-pointer px-4 text-small')}>
                Send a test alert<span className="sr-only"> to {device.device}</span>
              </button>
            </form>
            <form method="post" action={`/inbox/alerts/subscriptions/${device.id}/stop`}>
              <button type="submit" className={buttonClass('secondary', 'cursor-pointer px-4 text-small')}>
                Stop alerts<span className="sr-only"> on {device.device}</span>
              </button>
            </form>
          </span>
        </li>
      ))}
    </ul>
  );
}
