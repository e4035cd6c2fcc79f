/**
 * Facts the Privacy Policy and Terms of Service state. Terms figures come from the
 * specification (section 9); the retention periods are the owner's stated practice.
 */
export const legal = {
  /** ISO day each document was last revised. */
  lastUpdated: { privacy: '2026-11-26', terms: '2025-01-24' },
  estimateValidDays: 30,
  cancellationNoticeHours: 24,
  depositRange: '30-50%',
  lateInterestMonthly: '1.5%',
  arbitrationCounty: 'Mecklenburg County',
  governingState: 'North Carolina',
  /** Quote requests that never become a job are deleted after this many months. */
  unconvertedLeadMonths: 24,
  /** Customer records are kept this many years past the warranty, for warranty and tax purposes. */
  customerRecordYearsAfterWarranty: 1,
} as const;
