import type { LeadStatus } from '../../lib/lead-status.ts';

const tones: Record<LeadStatus, string> = {
  New: 'bg-action text-white',
  Contacted: 'bg-brand-tint text-brand',
  'Estimate scheduled': 'bg-brand-tint text-brand',
  Quoted: 'bg-brand-tint text-brand',
  Won: 'bg-success text-white',
  Lost: 'bg-surface-alt text-muted',
  Spam: 'bg-surface-alt text-muted',
};

export function StatusBadge({ status }: { status: LeadStatus }) {
  return <span className={`inline-block rounded-full px-3 py-0.5 text-small font-bold whitespace-nowrap ${tones[status]}`}>{status}</span>;
}
