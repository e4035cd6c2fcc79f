/**
 * The database's schema, one file per step, applied in this order; PRAGMA user_version records how
 * many ran. Append a new file and its line here; never edit a shipped step (tests/unit/migrations-frozen.test.ts
 * holds every shipped text to its hash).
 */
import step01 from './0001-leads-and-outbox.ts';
import step02 from './0002-health.ts';
import step03 from './0003-lead-status.ts';
import step04 from './0004-auth.ts';
import step05 from './0005-working-a-request.ts';
import step06 from './0006-lead-source.ts';
import step07 from './0007-confirmation-channel.ts';
import step08 from './0008-insights.ts';
import step09 from './0009-lead-photos.ts';
import step10 from './0010-push-alerts.ts';
import step11 from './0011-site-content.ts';
import step12 from './0012-work-photos.ts';
import step13 from './0013-outbox-any-job.ts';
import step14 from './0014-booking.ts';
import step15 from './0015-drop-health.ts';
import step16 from './0016-visit-states.ts';
import step17 from './0017-price-drafts.ts';
import step18 from './0018-quotes.ts';

export const migrations: readonly string[] = [
  step01,
  step02,
  step03,
  step04,
  step05,
  step06,
  step07,
  step08,
  step09,
  step10,
  step11,
  step12,
  step13,
  step14,
  step15,
  step16,
  step17,
  step18,
];
