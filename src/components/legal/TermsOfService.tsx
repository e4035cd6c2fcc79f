import { business, mailtoHref } from '../../config/business.ts';
import { legal } from '../../content/legal.ts';
import { ContactLink } from '../ui/ContactLink.tsx';

/** The terms of service text; figures come from src/content/legal.ts and the business config. */
export function TermsOfService() {
  const { workmanshipYears, reinspectionYears } = business.warranty;
  return (
    <>
      <p>
        These terms apply to this website and to the estimates and concrete work provided by {business.name}{' '}
        (&ldquo;we&rdquo;, &ldquo;us&rdquo;). They are written to be read. If anything is unclear, ask us before you
        sign; we would rather explain now than argue later. When we do a job for you, the written contract for that job
        sets out its specific scope and price, and where it differs from these terms, the contract wins.
      </p>

      <h2>Using this website</h2>
      <ul>
        <li>
          The articles, guides and price ranges on this site are general information for the Charlotte area. They are
          not an inspection of your property or professional advice about your specific concrete.
        </li>
        <li>
          <strong>The cost estimator gives estimates only.</strong> Its figures are typical ranges, not a quote or an
          offer. Your actual price depends on what we find on site.
        </li>
        <li>
          Please use the quote form only to ask about real work. Do not send anything unlawful or someone else&rsquo;s
          personal information.
        </li>
        <li>The text and drawings on this site belong to us; please do not copy them for commercial use.</li>
      </ul>

      <h2>Estimates and quotes</h2>
      <ul>
        <li>Estimates are free and carry no obligation.</li>
        <li>
          <strong>A written estimate is valid for {legal.estimateValidDays} days</strong> from its date. After that,
          material prices and our schedule may have changed, and we will confirm or update it.
        </li>
        <li>
          An estimate covers the work it describes. If we uncover a problem nobody could see beforehand, such as a
          hollow void, rotten fill or buried debris under a slab, we stop, show you, and agree the extra work and cost
          with you in writing before doing it.
        </li>
      </ul>

      <h2>Scheduling, weather and cancellations</h2>
      <ul>
        <li>
          Concrete work depends on the weather. We may move a scheduled day for rain, freezing temperatures or extreme
          heat so the repair cures properly; we will tell you as early as we can and give you the next available date.
        </li>
        <li>
          <strong>
            If you need to cancel or reschedule, please give us at least {legal.cancellationNoticeHours} hours&rsquo;
            notice.
          </strong>{' '}
          With less notice, we may charge for materials already bought or mixed for your job.
        </li>
        <li>
          Please make the work area accessible on the day: move vehicles, and let us know about sprinkler lines, pets and
          gate codes.
        </li>
      </ul>

      <h2>Deposits and payment</h2>
      <ul>
        <li>
          Small repairs are usually paid in full when the work is complete. For larger projects,{' '}
          <strong>we typically ask for a deposit of {legal.depositRange}</strong> to schedule the work and buy
          materials. The amount is stated in your written contract.
        </li>
        <li>The balance is due when the work is complete, unless your contract sets out stage payments.</li>
        <li>
          Unpaid balances past their due date carry{' '}
          <strong>late interest of {legal.lateInterestMonthly} per month, or the maximum rate the law allows</strong>,
          whichever is lower, plus reasonable costs of collection where the law permits.
        </li>
      </ul>

      <h2>Our workmanship warranty</h2>
      <p>
        We stand behind our work. <strong>Repairs carry a {workmanshipYears}-year workmanship warranty</strong> from the
        date the job is completed, and we offer a <strong>free re-inspection within {reinspectionYears} year</strong>.
        If a repair fails because of how we did the work, we will come back and fix it at no charge.
      </p>
      <p>The warranty does not cover:</p>
      <ul>
        <li>
          new cracks elsewhere in the slab, or further settlement caused by soil movement, drainage or tree roots that
          were not part of the repaired area;
        </li>
        <li>damage from de-icing salts, chemicals, impacts, or vehicles heavier than the surface was built for;</li>
        <li>
          ordinary wear, hairline shrinkage cracks and small shade differences between new and old concrete, which are
          natural in the material;
        </li>
        <li>floods, storms, earthquakes and other events outside our control;</li>
        <li>work that someone else has altered or repaired after us;</li>
        <li>problems from not following the care instructions we give you, such as driving on a surface before it has cured.</li>
      </ul>
      <p>
        To make a warranty claim, call us or e-mail <ContactLink href={mailtoHref}>{business.email}</ContactLink> with your address and a
        description or photo of the problem. We will arrange a visit.
      </p>

      <h2>Our responsibilities and yours</h2>
      <ul>
        <li>
          We carry liability insurance and will repair or pay for damage we cause to your property while doing the work.
        </li>
        <li>
          We are not responsible for underground items we were not told about and could not reasonably find, such as
          private sprinkler lines or unmarked cables. We call in utility locates before any digging.
        </li>
        <li>
          We are not liable for indirect losses, such as lost rental income, beyond the price of the work in question,
          to the extent the law allows.
        </li>
      </ul>

      <h2>Disputes</h2>
      <p>
        If something goes wrong, call us first; most problems are settled with a conversation and a site visit. If we
        cannot agree, any dispute will be settled by <strong>binding arbitration in {legal.arbitrationCounty}</strong>,{' '}
        {legal.governingState}, rather than in court, except that either of us may use small claims court for claims
        within its limits. These terms are governed by the laws of {legal.governingState}.
      </p>

      <h2>Changes to these terms</h2>
      <p>
        We may update these terms from time to time; the date above shows the latest version. The terms in effect when
        you sign a contract apply to that job.
      </p>
    </>
  );
}
