/**
 * Whether the site runs where the off-site copy of the database is on (BACKUP_URL, see
 * server/backup/settings.ts). Read from the environment at build time, like SITE_URL: a
 * publish builds with the server's settings, so the privacy policy says it exactly when it is so.
 */
export const offsiteCopyOn = typeof process !== 'undefined' && Boolean(process.env.BACKUP_URL?.trim());

/** The copy keeps this much history (Litestream's retention), with a full snapshot every snapshotHours. */
export const retentionHours = 72;
export const snapshotHours = 24;
/** Days after which something deleted from the database is gone from the copy too. */
export const offsiteCopyDays = Math.ceil((retentionHours + snapshotHours) / 24);
