import { business, mailtoHref } from '../../config/business.ts';
import { legal } from '../../content/legal.ts';
import { offsiteCopyDays, offsiteCopyOn } from '../../config/offsite-copy.ts';
import { ContactLink } from '../ui/ContactLink.tsx';

/** The privacy policy text. Facts (contact details, retention) come from config and content modules. */
export function PrivacyPolicy() {
  const years = business.warranty.workmanshipYears + legal.customerRecordYearsAfterWarranty;
  return (
    <>
      <p>
        This policy explains what information {business.name} (&ldquo;we&rdquo;, &ldquo;us&rdquo;) collects through
        this website, why we collect it, and what we do with it. The short version: we collect only what you send us
        when you ask for a quote, we use it only to answer you and do your job, and we never sell it.
      </p>

      <h2>What we collect</h2>
      <p>When you fill in the free-quote form on our contact page, you send us:</p>
      <ul>
        <li>
          <strong>Your name</strong>, so we know who we are talking to.
        </li>
        <li>
          <strong>Your phone number and e-mail address</strong>, so we can reply and arrange a visit.
        </li>
        <li>
          <strong>Your property address</strong> (optional), so we can tell you whether you are in our service area and
          find the property for an estimate.
        </li>
        <li>
          <strong>The service you need and your project details</strong>, so we can understand the job before we call.
        </li>
        <li>
          <strong>Photos of the damage</strong> (optional, up to 6), so we can judge the repair before a visit. Our server
          opens each photo and saves a new copy of it, at most 2,048 pixels wide, with everything else the file carried
          removed: the camera details, the time it was taken and the GPS position of where it was taken. The file you sent
          is never kept. The copies are stored with your request, shown only to our team in our private inbox, and
          attached to the notification e-mail sent to our own business inbox.
        </li>
      </ul>
      <p>
        If you carry a result over from our cost estimator, it arrives as part of your project details. The estimator
        itself works entirely in your browser and sends us nothing on its own.
      </p>
      <p>
        With each request our server also stores which page of this site led you to the form, your IP address and the
        name your browser gives itself (its user agent). If you arrived straight on our contact page, it also stores the
        name of the website that sent you there (for example www.google.com, never the full address) and any campaign
        tags in the link you followed (utm_source, utm_medium and utm_campaign). We use all of this only to keep the form
        free of spam and abuse, and to know which of our pages and which links help people find us.
      </p>
      <p>
        If you pick a time for your free estimate online, we store the day and arrival window you chose, every change
        or cancellation and when it happened, and the property address if you add it there. The links to your booking
        pages are random codes; we keep only a scrambled fingerprint of each, so our database cannot rebuild them, and our
        server's log never records them. Those pages show only your own visit, set no cookies, and are never cached. One
        phone number, e-mail address or IP address can hold at most two upcoming visits booked online, so no one can take
        every open time; past that, we ask you to call. The visit goes into our own calendar with
        your name, address and phone number, never your project details; the e-mails about your visit carry only the
        time, our phone number and your visit's link.
      </p>
      <p>
        If we send you a written quote, it has a link of its own: a random code of which we keep only a scrambled
        fingerprint, never recorded in our server&rsquo;s log. We note when the quote was first opened in a browser. If
        you ask for changes or decline, we keep your words and the time. If you approve it, we keep the record of your
        electronic signature that the US ESIGN Act and the Uniform Electronic Transactions Act call for: the full name you
        typed, the time you signed, the IP address and browser name (user agent) the approval came from, the version of
        the quote and the options you chose with its total, and a SHA-256 fingerprint of the document as you signed it,
        together with the signed PDF, which we e-mail to you and to ourselves. While a quote waits for your answer, you may
        get up to two short reminders by e-mail; they stop as soon as you answer. We take no payment on this website: a
        deposit you pay us is only noted as received.
      </p>
      <p>
        If you call or e-mail us, we receive whatever you choose to tell us, along with your phone number or e-mail
        address.
      </p>

      <h2>What we do not collect</h2>
      <ul>
        <li>
          <strong>No cookies.</strong> This website sets no cookies of any kind.
        </li>
        <li>
          <strong>No tracking.</strong> We run no analytics service, advertising pixels, or third-party tracking scripts,
          and we do not build a profile of your visits.
        </li>
        <li>
          <strong>No payment details.</strong> The website never asks for card or bank information.
        </li>
      </ul>
      <p>
        Like any web server, ours briefly processes technical details needed to deliver a page, such as your IP
        address and the page you asked for. We use these only to keep the site running and secure.
      </p>

      <h2>What we count</h2>
      <p>
        To learn which pages bring us calls and quote requests, our own server keeps two kinds of totals, per page and per
        day: how many times the page was opened, and how many times someone tapped our phone number or e-mail address on
        it (your browser tells our server about that tap; some browsers, such as Firefox, do not). Visits by search
        engines and other robots, and pages your browser loads ahead of time without showing them, are not counted.
      </p>
      <p>
        These totals are all we keep: no IP address, no browser name, no cookie and no other identifier is stored with
        them, so nothing in them can identify you or link one of your visits to another.
      </p>

      <h2>How we use your information</h2>
      <p>We use the information you send us only to:</p>
      <ul>
        <li>
          send you one e-mail confirming that your request arrived, with its reference number (it never repeats what you
          wrote);
        </li>
        <li>reply to your request, answer your questions and schedule an estimate;</li>
        <li>prepare your quote and, if you hire us, carry out and invoice the work;</li>
        <li>
          honor our {business.warranty.workmanshipYears}-year workmanship warranty and the free re-inspection within{' '}
          {business.warranty.reinspectionYears} year;
        </li>
        <li>keep the records the law requires of a business.</li>
      </ul>
      <p>We do not add you to a mailing list, and we do not send marketing e-mails or texts.</p>

      <h2>Where your information is kept</h2>
      <p>
        Quote requests are stored in a database on our own server, not with a third-party form or marketing service. A
        notification with your request is sent to our own business inbox so we can reply within{' '}
        {business.responseTime}.
      </p>
      {offsiteCopyOn ? (
        <p>
          So that nothing is lost if our server fails, a copy of that database is sent, seconds after each change, to
          storage we rent or a second computer we control. It holds exactly what the database holds, travels over an
          encrypted connection, is opened only with our own keys, and is used for nothing but bringing our server back.
        </p>
      ) : null}

      <h2>Who we share it with</h2>
      <p>
        <strong>Nobody, except to answer you.</strong> We do not sell, rent or trade your information. The only people
        who see it are the members of our team who handle your request and your job. We would disclose it to anyone
        else only if the law requires us to, for example under a court order.
      </p>

      <h2>How long we keep it</h2>
      <ul>
        <li>
          If your request does not turn into a job, we delete it within {legal.unconvertedLeadMonths} months.
        </li>
        <li>
          If we do work for you, we keep your contact details and job records for {years} years after the job, so we
          can honor the warranty and meet tax and business record rules. After that, we delete them.
        </li>
        {offsiteCopyOn ? <li>Whatever we delete is also gone from our off-site copy within {offsiteCopyDays} days.</li> : null}
      </ul>

      <h2>Your rights</h2>
      <p>You can ask us at any time to:</p>
      <ul>
        <li>tell you what information we hold about you and send you a copy;</li>
        <li>correct anything that is wrong;</li>
        <li>
          <strong>delete your information.</strong> We will do so within 30 days, unless we must keep a record of work
          we did for you by law; if so, we will tell you what we keep and why.
        </li>
      </ul>
      <p>
        To make any of these requests, e-mail <ContactLink href={mailtoHref}>{business.email}</ContactLink> from the address you gave us,
        or call us. There is no charge.
      </p>

      <h2>Security</h2>
      <p>
        The website is served over an encrypted connection (HTTPS), and our lead database is kept on a server only we
        can reach. No system is perfectly secure, but we keep what we hold to a minimum so there is little to lose.
      </p>

      <h2>Children</h2>
      <p>
        This website is for adults arranging work on a property. We do not knowingly collect information from anyone
        under 18.
      </p>

      <h2>Links to other websites</h2>
      <p>
        This site does not embed content from other websites. If you follow a link to another site, that site&rsquo;s
        own privacy policy applies.
      </p>

      <h2>Changes to this policy</h2>
      <p>
        If we change how we handle your information, we will update this page and the &ldquo;last updated&rdquo; date
        above. We will not use information you already sent us in a new way without asking you first.
      </p>
    </>
  );
}
