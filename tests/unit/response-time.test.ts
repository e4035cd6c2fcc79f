import { describe, expect, it } from 'vitest';
import { businessMinutesBetween, formatDuration, summarizeResponses } from '../../src/lib/response-time.ts';

// November 2026 in Charlotte is EST (UTC-5); Nov 24 is a Tuesday. Open Mon-Fri 7 AM-6 PM, Sat 8 AM-4 PM, closed Sunday.
const history = [
  // Tuesday 10:00, answered 10:30.
  { receivedAt: '2026-11-24T15:00:00Z', answeredAt: '2026-11-24T15:30:00Z' },
  // Tuesday 10:30 PM, answered at 11 PM: quick, and no business time passed at all.
  { receivedAt: '2026-11-25T03:30:00Z', answeredAt: '2026-11-25T04:00:00Z' },
  // Tuesday 5 PM, answered Wednesday 9 AM: 16 hours, but 3 business hours (5-6 PM, 7-9 AM).
  { receivedAt: '2026-11-24T22:00:00Z', answeredAt: '2026-11-25T14:00:00Z' },
  // Saturday 3 PM, answered Monday 11 AM: 1 business hour on Saturday, none Sunday, 4 on Monday.
  { receivedAt: '2026-11-28T20:00:00Z', answeredAt: '2026-11-30T16:00:00Z' },
  // Never answered.
  { receivedAt: '2026-11-27T13:00:00Z', answeredAt: null },
];

describe('time to first answer', () => {
  it('counts only opening hours as business time', () => {
    expect(businessMinutesBetween('2026-11-24T15:00:00Z', '2026-11-24T15:30:00Z')).toBe(30);
    expect(businessMinutesBetween('2026-11-25T03:30:00Z', '2026-11-25T04:00:00Z')).toBe(0);
    expect(businessMinutesBetween('2026-11-24T22:00:00Z', '2026-11-25T14:00:00Z')).toBe(180);
    expect(businessMinutesBetween('2026-11-28T20:00:00Z', '2026-11-30T16:00:00Z')).toBe(300);
    // Across the end of daylight saving time (Sunday Nov 1): Friday 5 PM EDT to Monday 8 AM EST.
    expect(businessMinutesBetween('2026-10-30T21:00:00Z', '2026-11-02T13:00:00Z')).toBe(60 + 8 * 60 + 60);
  });

  it('gives the median, the answers within an hour and within 4 business hours, with unanswered requests counted against both', () => {
    expect(summarizeResponses(history)).toEqual({
      requests: 5,
      answered: 4,
      // 30, 30, 960 and 2,640 minutes.
      medianMinutes: 495,
      withinHour: 2,
      withinBusinessHours: 3,
    });
  });

  it('has no median when nothing was answered or nothing arrived', () => {
    expect(summarizeResponses([{ receivedAt: '2026-11-24T15:00:00Z', answeredAt: null }])).toMatchObject({ requests: 1, answered: 0, medianMinutes: null });
    expect(summarizeResponses([])).toEqual({ requests: 0, answered: 0, medianMinutes: null, withinHour: 0, withinBusinessHours: 0 });
  });

  it('reads as the owner would say it', () => {
    expect([0, 0.4, 5, 59.6, 60, 135, 495, 600, 47 * 60, 72 * 60].map(formatDuration)).toEqual(['under 1 min', 'under 1 min', '5 min', '1 h', '1 h', '2 h 15 min', '8 h 15 min', '10 h', '47 h', '3 days']);
  });
});
