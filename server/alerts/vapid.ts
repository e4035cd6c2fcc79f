import webpush from 'web-push';
import type { LeadsDb } from '../db/open.ts';

export interface VapidDetails {
  subject: string;
  publicKey: string;
  privateKey: string;
}

/**
 * The server's VAPID key pair (RFC 8292), generated on first start and kept in the database
 * beside the auth secret, so subscriptions survive restarts and one backup restores them.
 * The subject tells push services whom to contact: the business's e-mail as published now
 * (the owner may change it from the Site tab), else SITE_URL.
 */
export function vapidDetails(db: LeadsDb, siteOrigin: string, businessEmail: () => string): VapidDetails {
  const generated = webpush.generateVAPIDKeys();
  const keep = db.prepare(`INSERT INTO auth_settings (name, value) VALUES (?, ?) ON CONFLICT (name) DO NOTHING`);
  const read = db.prepare(`SELECT value FROM auth_settings WHERE name = ?`).pluck();
  db.transaction(() => {
    keep.run('vapid_public_key', generated.publicKey);
    keep.run('vapid_private_key', generated.privateKey);
  })();
  return {
    get subject() {
      const email = businessEmail();
      return email ? `mailto:${email}` : siteOrigin;
    },
    publicKey: read.get('vapid_public_key') as string,
    privateKey: read.get('vapid_private_key') as string,
  };
}
