import { formatBusinessTime } from '../../lib/dates.ts';
import type { Delivery } from '../../lib/lead-view.ts';

const channelNames: Record<Delivery['channel'], string> = {
  email: 'E-mail to you',
  webhook: 'Webhook',
  confirmation: 'Confirmation e-mail to the customer',
  push: 'Alert',
  'visit-email': 'Estimate visit e-mail to the customer',
  'quote-email': 'Quote e-mail',
  'quote-check': '“Call today” check of the quote',
};

/** "Alert to Chrome on Android": a push names the device it went to. */
const channelName = (job: Delivery) => (job.channel === 'push' && job.device ? `Alert to ${job.device}` : channelNames[job.channel]);

/** The first line of a delivery error, short enough to read on a phone. */
function summary(error: string | null): string {
  const line = (error ?? 'no reason recorded').split('\n')[0]!.trim();
  return line.length > 160 ? `${line.slice(0, 159)}…` : line;
}

function state(job: Delivery): { text: string; tone: string } {
  if (job.status === 'sent') return { text: `Sent ${job.sentAt ? formatBusinessTime(job.sentAt) : ''}`.trim(), tone: 'text-success' };
  if (job.status === 'failed') return { text: `Failed after ${job.attempts === 1 ? '1 attempt' : `${job.attempts} attempts`}: ${summary(job.lastError)}`, tone: 'text-danger' };
  if (job.attempts === 0) return { text: 'Waiting to be sent', tone: 'text-muted' };
  return {
    text: `Retrying: attempt ${job.attempts} failed (${summary(job.lastError)}); next try ${formatBusinessTime(job.nextAttemptAt)}`,
    tone: 'text-action',
  };
}

/** How the notifications for this request went: one line per outbox job. */
export function DeliveryList({ deliveries }: { deliveries: readonly Delivery[] }) {
  if (deliveries.length === 0) return <p className="text-muted">No notification was set up when this request arrived.</p>;
  return (
    <ul className="divide-y divide-line border-y border-line">
      {deliveries.map((job) => {
        const { text, tone } = state(job);
        return (
          <li key={job.id} className="py-3">
            <p className="font-bold">{channelName(job)}</p>
            <p className={`text-small break-words ${tone}`}>{text}</p>
          </li>
        );
      })}
    </ul>
  );
}
