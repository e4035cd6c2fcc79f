import Database from 'better-sqlite3';
import { businessDay } from '../../src/lib/dates.ts';
import { addDays } from '../../src/lib/dates.ts';
import { countAdder } from '../../server/insights/counts.ts';
import { random } from './sample-leads.ts';

/** How much a kind of page is read, and how often a reader calls or e-mails from it. */
function profile(path: string): { views: number; calls: number; emails: number } {
  if (path === '/') return { views: 60, calls: 0.02, emails: 0.004 };
  if (path.startsWith('/services')) return { views: 18, calls: 0.035, emails: 0.004 };
  if (path.startsWith('/areas')) return { views: 9, calls: 0.03, emails: 0.003 };
  if (path.startsWith('/blog/')) return { views: 14, calls: 0.006, emails: 0.002 };
  if (path === '/contact') return { views: 16, calls: 0.08, emails: 0.02 };
  if (path === '/tools/cost-estimator') return { views: 12, calls: 0.02, emails: 0.003 };
  return { views: 3, calls: 0.005, emails: 0.001 };
}

/**
 * A year (or `days`) of page views and contact clicks for the given pages, ending today:
 * weekends quieter, spring and summer busier, each page with its own pull. Deterministic,
 * so a bench run and a screenshot show the same numbers every time. Counts only, as the
 * server stores them.
 */
export function insertSampleCounts(dbPath: string, paths: readonly string[], { days = 365, now = new Date(), seed = 29 } = {}): void {
  const next = random(seed);
  const db = new Database(dbPath);
  try {
    db.pragma('busy_timeout = 5000');
    const add = countAdder(db);
    const today = businessDay(now);
    db.transaction(() => {
      for (const path of paths) {
        const { views, calls, emails } = profile(path);
        const pull = 0.5 + next();
        for (let age = 0; age < days; age += 1) {
          const day = addDays(today, -age);
          const date = new Date(`${day}T12:00:00Z`);
          const weekend = date.getUTCDay() === 0 || date.getUTCDay() === 6 ? 0.6 : 1;
          const season = 1 + 0.35 * Math.sin(((date.getUTCMonth() - 1) / 12) * 2 * Math.PI);
          const n = Math.round(views * pull * weekend * season * (0.6 + 0.8 * next()));
          if (n > 0) add.views({ day, path }, n);
          // Whole clicks whose average is the page's rate: the fraction becomes one more click that often.
          const callCount = Math.floor(n * calls + next());
          if (callCount > 0) add.clicks({ day, path, kind: 'call' }, callCount);
          const emailCount = Math.floor(n * emails + next());
          if (emailCount > 0) add.clicks({ day, path, kind: 'email' }, emailCount);
        }
      }
    })();
  } finally {
    db.close();
  }
}
