/**
 * Which area owns each table: only the files of that area (server/<area>/) read or write it, and
 * every other area calls the owner's functions. The migrations (server/db/migrations/) create
 * every table and are the one exception. tests/unit/table-owners.test.ts holds the code to this.
 */
export const tableOwners = {
  leads: ['leads', 'lead_events', 'lead_notes', 'leads_search'],
  photos: ['lead_photos'],
  site: ['site_drafts', 'site_revisions', 'site_seeded', 'work_photos', 'work_photo_files'],
  schedule: ['visits', 'booking_tokens', 'schedule_settings', 'schedule_days_off'],
  alerts: ['push_subscriptions', 'alert_quiet_hours'],
  insights: ['page_views', 'contact_clicks'],
  quotes: ['quotes', 'quote_versions', 'quote_lines', 'quote_links', 'quote_events', 'quote_signatures', 'quote_settings'],
  // Better Auth creates and keeps user, session, account, passkey, verification and rateLimit.
  auth: ['auth_settings', 'sign_in_failures', 'auth_audit', 'user', 'session', 'account', 'passkey', 'verification', 'rateLimit'],
  db: ['outbox', 'health'],
} as const satisfies Record<string, readonly string[]>;

export type Area = keyof typeof tableOwners;
