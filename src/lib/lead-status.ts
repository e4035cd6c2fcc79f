/** Where a quote request stands; the order is the order of the work. */
export const leadStatuses = ['New', 'Contacted', 'Estimate scheduled', 'Quoted', 'Won', 'Lost', 'Spam'] as const;

export type LeadStatus = (typeof leadStatuses)[number];

export function isLeadStatus(value: unknown): value is LeadStatus {
  return typeof value === 'string' && (leadStatuses as readonly string[]).includes(value);
}
