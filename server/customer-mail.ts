import type { Transporter } from 'nodemailer';
import type { Business } from '../src/config/business-facts.ts';
import { cleanLine } from '../src/lib/clean-text.ts';

/**
 * The parts every e-mail to a customer shares (the visit's, the written quote's): one greeting,
 * one signature with the phone, and the business's name in the subject. Reply-To is the
 * business's address, so an answer reaches the owner rather than the sending account.
 */
export function customerMail(business: Business, { subject, lines }: { subject: string; lines: readonly string[] }) {
  const text = ['Hello,', '', ...lines, `Questions? Call ${business.phone.display}.`, '', business.name, business.phone.display, business.url, ''].join('\n');
  return { replyTo: business.email, subject: cleanLine(`${subject} - ${business.name}`), text };
}

/** What a sender of customer e-mails (the visit's, the written quote's) takes from the app. */
export interface CustomerMailSetup {
  transport: Pick<Transporter, 'sendMail'>;
  /** The sender address, as LEADS_EMAIL_FROM or the published facts say. */
  from: () => string;
  siteOrigin: string;
  facts: () => Business;
}
