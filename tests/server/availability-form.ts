const windows = '8–10 AM, 10 AM–12 PM, 1–3 PM, 3–5 PM';

/**
 * The owner's Availability form as the booking tests submit it: online, one visit a window,
 * a day's notice, three weeks ahead, four windows Monday to Friday and none at the weekend.
 * `fields` override or add to it; a checkbox left out (closedOnHolidays) is off, as a browser sends it.
 */
export function availabilityForm(fields: Record<string, string> = {}): Record<string, string> {
  const weekdays = Object.fromEntries([0, 1, 2, 3, 4, 5, 6].map((day) => [`weekday-${day}`, day === 0 || day === 6 ? '' : windows]));
  return { online: 'on', capacity: '1', noticeDays: '1', horizonDays: '21', changeCutoffHours: '12', ...weekdays, ...fields };
}
