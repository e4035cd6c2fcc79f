/**
 * The Terms of Service (src/components/legal/TermsOfService.tsx) that apply to a written quote,
 * as plain text: the customer's page shows them above the signature and the signed PDF prints
 * them, so what was signed is what was shown. Figures come from src/content/legal.ts and the business.
 */
import type { Business } from '../config/business-facts.ts';
import { legal } from '../content/legal.ts';

export interface TermsSection {
  heading: string;
  items: string[];
}

export function quoteTerms(business: Pick<Business, 'name' | 'warranty'>): TermsSection[] {
  const { workmanshipYears, reinspectionYears } = business.warranty;
  return [
    {
      heading: 'This quote',
      items: [
        `This written quote is valid until the date it states (our estimates are valid ${legal.estimateValidDays} days). After that, material prices and our schedule may have changed, and we will confirm or update it.`,
        'It covers the work it describes. If we uncover a problem nobody could see beforehand, such as a hollow void, rotten fill or buried debris under a slab, we stop, show you, and agree the extra work and cost with you in writing before doing it.',
      ],
    },
    {
      heading: 'Scheduling and cancellations',
      items: [
        'Concrete work depends on the weather. We may move a scheduled day for rain, freezing temperatures or extreme heat so the repair cures properly, and we tell you as early as we can.',
        `If you need to cancel or reschedule, please give us at least ${legal.cancellationNoticeHours} hours’ notice. With less notice, we may charge for materials already bought or mixed for your job.`,
      ],
    },
    {
      heading: 'Deposit and payment',
      items: [
        'A deposit, when this quote asks for one, schedules the work and buys materials. The balance is due when the work is complete.',
        `Unpaid balances past their due date carry late interest of ${legal.lateInterestMonthly} per month, or the maximum rate the law allows, whichever is lower.`,
      ],
    },
    {
      heading: 'Warranty',
      items: [
        `Repairs carry a ${workmanshipYears}-year workmanship warranty from the day the job is completed, with a free re-inspection within ${reinspectionYears} year. It does not cover new cracks or settlement elsewhere, damage from salts, chemicals, impacts or overweight vehicles, ordinary wear, storms and floods, or work someone else altered.`,
      ],
    },
    {
      heading: 'Disputes',
      items: [
        `If something goes wrong, call us first. If we cannot agree, any dispute is settled by binding arbitration in ${legal.arbitrationCounty}, ${legal.governingState}, except that either of us may use small claims court. These terms are governed by the laws of ${legal.governingState}.`,
      ],
    },
  ];
}

/** The words next to the consent checkbox and what they mean: the record of the customer's intent. */
export const consentLabel = 'I agree to sign electronically and accept this quote';

export const consentMeaning =
  'Typing your name and pressing “Approve quote” signs this quote as a handwritten signature would: it accepts the work, the price with the options you chose, and the terms above, and you get a signed PDF to keep.';
