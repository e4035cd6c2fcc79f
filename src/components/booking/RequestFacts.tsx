import type { RequestSummary } from '../../lib/booking-view.ts';
import { FactList } from '../ui/FactList.tsx';

/** 'Driveway repair in Matthews · request #12': the request a booking page is for, on one line. */
export function summaryLine(summary: RequestSummary): string {
  return `${summary.service}${summary.town ? ` in ${summary.town}` : ''} · request ${summary.reference}`;
}

/** The visit's address, service and reference, as the confirmation and the visit's page list them. */
export function RequestFacts({ summary, address }: { summary: RequestSummary; address: string }) {
  return (
    <FactList
      className="mt-6"
      rows={[
        ['Address', address.trim() || 'We call you for the address.'],
        ['Service', summary.service],
        ['Reference', summary.reference],
      ]}
    />
  );
}
