import ical, { ICalAlarmType, ICalCalendarMethod, ICalEventStatus, type ICalEventData } from 'ical-generator';
import { cleanLine, cleanText } from '../../src/lib/clean-text.ts';
import { serviceLabel } from '../../src/lib/quote-fields.ts';
import { scheduleZone, zonedInstant } from '../../src/lib/schedule.ts';
import type { ScheduledVisit, Visit } from '../../src/lib/schedule-view.ts';

/**
 * iCalendar files through ical-generator, which escapes text and folds lines at 75 octets.
 * Times are written in UTC (RFC 5545 form 2, "Z"), computed from the visit's Charlotte wall
 * clock, so every calendar converts them to the same local time on either side of a DST change;
 * X-WR-TIMEZONE names the zone for the feed's display. One UID per visit, SEQUENCE raised on
 * every change, and a cancelled visit is published with METHOD:CANCEL (RFC 5546), so a calendar
 * updates the event it has instead of adding another.
 */
export const calendarType = 'text/calendar; charset=utf-8';

const prodId = {
  company: 'charlotte-concrete-repair',
  product: 'estimate-visits',
  language: 'EN',
};

/** RFC 5545 ends every content line with CRLF, the last one too; ical-generator leaves the last bare. */
const withFinalLineEnd = (text: string) => (text.endsWith('\r\n') ? text : `${text}\r\n`);

function event(visit: Visit, fields: Pick<ICalEventData, 'summary' | 'location' | 'description' | 'url' | 'alarms'>, stamp: Date): ICalEventData {
  return {
    id: visit.uid,
    sequence: visit.sequence,
    start: zonedInstant(visit.day, visit.start),
    end: zonedInstant(visit.day, visit.end),
    stamp,
    status: visit.status === 'cancelled' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    ...fields,
    // RFC 5545 allows no control character in TEXT but HTAB, and one stored before the
    // clean-text rule would make a calendar app refuse the whole feed: cleaned again here.
    summary: cleanLine(String(fields.summary ?? '')),
    location: fields.location ? cleanLine(String(fields.location)) : null,
    description: fields.description ? cleanText(String(fields.description)) : null,
  };
}

/** The customer's calendar reminds them the day before, as the reminder e-mail does. */
const dayBefore = 24 * 60 * 60;

/**
 * The customer's own visit, as the "Add to calendar" file and the e-mails' attachment, with an
 * alarm the day before. `location` is the property's address: the download carries it, the
 * e-mails do not, because nothing a visitor typed goes into an e-mail (the e-mail address may
 * have been typed by someone else).
 */
export function customerCalendar(
  visit: Visit,
  business: { name: string; phone: { display: string }; url: string },
  { link, stamp = new Date(), location = null }: { link: string; stamp?: Date; location?: string | null },
): string {
  const cancelled = visit.status === 'cancelled';
  return withFinalLineEnd(
    ical({
      prodId,
      method: cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.PUBLISH,
      x: { 'X-WR-TIMEZONE': scheduleZone },
      events: [
        event(
          visit,
          {
            summary: `Free estimate visit: ${business.name}`,
            location: location?.trim() ? location : null,
            description: `${business.name} arrives within this window for your free estimate. To change or cancel: ${link} or call ${business.phone.display}.`,
            url: link,
            alarms: cancelled
              ? []
              : [{ type: ICalAlarmType.display, trigger: dayBefore, description: cleanLine(`Tomorrow: free estimate visit, ${business.name}`) }],
          },
          stamp,
        ),
      ],
    }).toString(),
  );
}

/** The owner's subscribed calendar: address and phone in each event, never the customer's message. */
export function ownerFeed(visits: readonly ScheduledVisit[], siteOrigin: string, businessName: string, stamp = new Date()): string {
  return withFinalLineEnd(
    ical({
      prodId,
      method: ICalCalendarMethod.PUBLISH,
      name: `${businessName}: estimate visits`,
      ttl: 15 * 60,
      x: { 'X-WR-TIMEZONE': scheduleZone },
      events: visits.map((visit) =>
        event(
          visit,
          {
            summary: `${visit.status === 'cancelled' ? 'Cancelled: ' : ''}Estimate: ${visit.name}${visit.town ? `, ${visit.town}` : ''}`,
            location: visit.address || null,
            description: `${serviceLabel(visit.service)}\nPhone: ${visit.phone}\nRequest: ${siteOrigin}/inbox/leads/${visit.leadId}`,
            url: `${siteOrigin}/inbox/leads/${visit.leadId}`,
          },
          stamp,
        ),
      ),
    }).toString(),
  );
}
