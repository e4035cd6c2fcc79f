import webpush from 'web-push';
import type { LeadsDb } from '../db/open.ts';
import { keptSecrets } from '../auth/kept-secrets.ts';

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
  const kept = keptSecrets(db)({ vapid_public_key: generated.publicKey, vapid_private_key: generated.privateKey });
  return {
    get subject() {
      const email = businessEmail();
      return email ? `mailto:${email}` : siteOrigin;
    },
    publicKey: kept.vapid_public_key!,
    privateKey: kept.vapid_private_key!,
  };
}
