import { defaultQuoteSettings, type QuoteRefusal, type QuoteSettings } from '../../src/lib/quote-document-view.ts';
import type { LeadsDb } from '../db/open.ts';

/** The days the settings take: a reminder more than two months out is no follow-up. */
export const followUpDays = { min: 1, max: 60 } as const;

const inRange = (value: unknown) => Number.isSafeInteger(value) && (value as number) >= followUpDays.min && (value as number) <= followUpDays.max;

/** The follow-up settings: one row, the defaults until the owner saves. */
export function quoteSettingsStore(db: LeadsDb) {
  const read = db.prepare(`SELECT reminders_on, first_reminder_days, last_reminder_days, call_today_days FROM quote_settings WHERE id = 1`);
  const write = db.prepare(
    `INSERT INTO quote_settings (id, reminders_on, first_reminder_days, last_reminder_days, call_today_days) VALUES (1, @on, @first, @last, @call)
     ON CONFLICT (id) DO UPDATE SET reminders_on = excluded.reminders_on, first_reminder_days = excluded.first_reminder_days,
       last_reminder_days = excluded.last_reminder_days, call_today_days = excluded.call_today_days`,
  );
  return {
    settings(): QuoteSettings {
      const row = read.get() as { reminders_on: number; first_reminder_days: number; last_reminder_days: number; call_today_days: number } | undefined;
      if (!row) return defaultQuoteSettings;
      return { remindersOn: row.reminders_on === 1, firstReminderDays: row.first_reminder_days, lastReminderDays: row.last_reminder_days, callTodayDays: row.call_today_days };
    },
    /** Saves the settings; they apply to quotes sent from now on (and to whether any pending reminder still goes). */
    saveSettings(next: QuoteSettings): QuoteSettings | QuoteRefusal {
      for (const [key, label] of [
        ['firstReminderDays', 'The first reminder'],
        ['lastReminderDays', 'The last reminder'],
        ['callTodayDays', '“Call today”'],
      ] as const) {
        if (!inRange(next[key])) return { problem: 'invalid', message: `${label} must be a whole number of days from ${followUpDays.min} to ${followUpDays.max}.` };
      }
      const saved = { remindersOn: next.remindersOn === true, firstReminderDays: next.firstReminderDays, lastReminderDays: next.lastReminderDays, callTodayDays: next.callTodayDays };
      write.run({ on: saved.remindersOn ? 1 : 0, first: saved.firstReminderDays, last: saved.lastReminderDays, call: saved.callTodayDays });
      return saved;
    },
  };
}
