import type { RequestSummary } from '../../lib/booking-view.ts';

/** 'Driveway repair in Matthews · request #12': the request a booking page is for, on one line. */
export function summaryLine(summary: RequestSummary): string {
  return `${summary.service}${summary.town ? ` in ${summary.town}` : ''} · request ${summary.reference}`;
}

/** The visit's address, service and reference, as the confirmation and the visit's page list them. */
export function RequestFacts({ summary, address }: { summary: RequestSummary; address: string }) {
  const rows = [
    { term: 'Address', value: address.trim() || 'We call you for the address.' },
    { term: 'Service', value: summary.service },
    { term: 'Reference', value: summary.reference },
  ];
  return (
    <dl className="mt-6 divide-y divide-line border-y border-line">
      {rows.map((row) => (
        <div key={row.term} className="grid gap-x-4 py-2 sm:grid-cols-[8rem_minmax(0,1fr)]">
          <dt className="font-bold">{row.term}</dt>
          <dd className="break-words">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
