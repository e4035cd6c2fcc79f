import { businessDay } from '../../src/lib/dates.ts';
import { defaultSchedule, type DayOff, type ScheduleSettings } from '../../src/lib/schedule.ts';
import type { LeadsDb } from '../db/open.ts';
import { newToken } from '../tokens.ts';

/** The owner's schedule settings, days off, calendar feed secret and the morning summary's claim. */
export function scheduleSettingsStore(db: LeadsDb) {
  const read = db.prepare(`SELECT data, feed_token, summary_day FROM schedule_settings WHERE id = 1`);
  const write = db.prepare(`INSERT INTO schedule_settings (id, data) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET data = excluded.data`);
  const writeFeedToken = db.prepare(
    `INSERT INTO schedule_settings (id, data, feed_token) VALUES (1, '{}', ?) ON CONFLICT (id) DO UPDATE SET feed_token = excluded.feed_token`,
  );
  const writeSummaryDay = db.prepare(
    `INSERT INTO schedule_settings (id, data, summary_day) VALUES (1, '{}', ?) ON CONFLICT (id) DO UPDATE SET summary_day = excluded.summary_day`,
  );
  const daysOffList = db.prepare(`SELECT id, first, last FROM schedule_days_off ORDER BY first, last`);
  const daysOffFrom = db.prepare(`SELECT first, last FROM schedule_days_off WHERE last >= ?`);
  const insertDayOff = db.prepare(`INSERT INTO schedule_days_off (first, last) VALUES (?, ?)`);
  const deleteDayOff = db.prepare(`DELETE FROM schedule_days_off WHERE id = ?`);

  /** The feed's secret as stored; made once when the store first opens a database that has none, so no GET ever writes it. */
  const feedSecret = () => (read.get() as { feed_token: string | null } | undefined)?.feed_token ?? null;
  if (feedSecret() === null) writeFeedToken.run(newToken());

  return {
    settings: (): ScheduleSettings => {
      const row = read.get() as { data: string } | undefined;
      return row ? { ...defaultSchedule, ...(JSON.parse(row.data) as Partial<ScheduleSettings>) } : defaultSchedule;
    },
    saveSettings: (next: ScheduleSettings) => write.run(JSON.stringify(next)),
    daysOff: () => daysOffList.all() as (DayOff & { id: number })[],
    daysOffAhead: (now: Date): DayOff[] => daysOffFrom.all(businessDay(now)) as DayOff[],
    addDayOff: (off: DayOff) => insertDayOff.run(off.first, off.last),
    removeDayOff: (id: number) => deleteDayOff.run(id).changes === 1,
    /** The calendar feed's secret; read only, so fetching the feed never writes. */
    feedToken: () => feedSecret() as string,
    /** Makes a new feed secret; the old address stops working. */
    renewFeedToken: () => {
      const fresh = newToken();
      writeFeedToken.run(fresh);
      return fresh;
    },
    /** Claims today's morning summary; false when it was already sent. */
    claimSummary: (day: string) =>
      db
        .transaction(() => {
          const row = read.get() as { summary_day: string | null } | undefined;
          if (row?.summary_day === day) return false;
          writeSummaryDay.run(day);
          return true;
        })
        .immediate(),
  };
}

export type ScheduleSettingsStore = ReturnType<typeof scheduleSettingsStore>;
