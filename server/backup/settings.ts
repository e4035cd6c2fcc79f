/**
 * The off-site copy's settings (BACKUP_URL and its companions), checked with every other setting
 * at start (server/config.ts). A mistake is one sentence naming the variable (secrets are named,
 * never shown); it turns the copy off and is shown to the owner, but never stops the site.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';

export type BackupSettings =
  | { kind: 's3'; bucket: string; path: string; endpoint?: string; region?: string; accessKeyId: string; secretAccessKey: string }
  | { kind: 'sftp'; user: string; host: string; port: number; path: string; keyFile: string };

const blank = (value: string | undefined) => (value && value.trim() !== '' ? value.trim() : undefined);

const urlHelp = 'accepted: s3://bucket/path (S3, Backblaze B2, Cloudflare R2, Wasabi, MinIO) or sftp://user@host:port/path';

/**
 * An OpenSSH key file protected by a passphrase cannot be used: the replicator has no way to ask
 * for it. The cipher name is the first field after the magic bytes ("none" when unprotected).
 */
function keyFileProblem(path: string): string | undefined {
  let text: string;
  try {
    if (!statSync(path).isFile()) return 'is not a file';
    text = readFileSync(path, 'utf8');
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EACCES' ? 'cannot be read by this account' : 'does not exist';
  }
  const pem = /-----BEGIN ([A-Z ]*)PRIVATE KEY-----([\s\S]*?)-----END/.exec(text);
  if (!pem) return 'holds no private key (expected a file made by ssh-keygen, beginning with -----BEGIN OPENSSH PRIVATE KEY-----)';
  if (pem[1]!.includes('ENCRYPTED') || /Proc-Type: 4,ENCRYPTED/.test(text)) return 'is protected by a passphrase; make one without (ssh-keygen -N "")';
  if (pem[1] === 'OPENSSH ') {
    const body = Buffer.from(pem[2]!.replace(/\s+/g, ''), 'base64');
    const magic = 'openssh-key-v1\0';
    if (body.subarray(0, magic.length).toString('latin1') === magic) {
      const length = body.readUInt32BE(magic.length);
      const cipher = body.subarray(magic.length + 4, magic.length + 4 + length).toString('latin1');
      if (cipher !== 'none') return 'is protected by a passphrase; make one without (ssh-keygen -N "")';
    }
  }
  return undefined;
}

/** Cloudflare R2 takes the region "auto"; Backblaze B2 names its region in the endpoint's host. */
function regionFromEndpoint(endpoint: URL): string | undefined {
  if (endpoint.hostname.endsWith('.r2.cloudflarestorage.com')) return 'auto';
  return /^s3\.([a-z0-9-]+)\.backblazeb2\.com$/.exec(endpoint.hostname)?.[1];
}

/**
 * Reads the BACKUP_* variables. Returns null when BACKUP_URL is unset (no off-site copy), and
 * pushes one sentence per problem.
 */
export function readBackupSettings(env: NodeJS.ProcessEnv, problems: string[]): BackupSettings | null {
  const raw = blank(env.BACKUP_URL);
  const stray = ['BACKUP_SFTP_KEY_FILE', 'BACKUP_S3_ENDPOINT', 'BACKUP_S3_REGION', 'BACKUP_ACCESS_KEY_ID', 'BACKUP_SECRET_ACCESS_KEY'].filter((name) =>
    blank(env[name]),
  );
  if (raw === undefined) {
    if (stray.length) problems.push(`${stray.join(', ')} ${stray.length > 1 ? 'are' : 'is'} set but BACKUP_URL is empty; set BACKUP_URL to turn the off-site copy on, or empty ${stray.length > 1 ? 'them' : 'it'}`);
    return null;
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    problems.push(`BACKUP_URL is not a URL; ${urlHelp}`);
    return null;
  }
  // The value is shown without its user part, which could hold a password.
  const shown = `${url.protocol}//${url.host}${url.pathname}`;
  const path = decodeURIComponent(url.pathname).replace(/^\/+|\/+$/g, '');

  if (url.protocol === 's3:') {
    if (!url.hostname) {
      problems.push(`BACKUP_URL=${JSON.stringify(shown)} names no bucket; ${urlHelp}`);
      return null;
    }
    if (url.username || url.password) {
      problems.push('BACKUP_URL must not hold keys; put them in BACKUP_ACCESS_KEY_ID and BACKUP_SECRET_ACCESS_KEY');
      return null;
    }
    let endpoint: URL | undefined;
    const rawEndpoint = blank(env.BACKUP_S3_ENDPOINT);
    if (rawEndpoint !== undefined) {
      endpoint = URL.canParse(rawEndpoint) ? new URL(rawEndpoint) : undefined;
      if (!endpoint || !/^https?:$/.test(endpoint.protocol) || endpoint.username || endpoint.pathname.length > 1) {
        problems.push(`BACKUP_S3_ENDPOINT=${JSON.stringify(rawEndpoint)} is invalid; accepted: the storage's https:// address without a path, e.g. https://s3.us-west-004.backblazeb2.com or https://<account id>.r2.cloudflarestorage.com (empty for AWS S3)`);
        return null;
      }
    }
    const region = blank(env.BACKUP_S3_REGION);
    if (region !== undefined && !/^[a-z0-9-]{2,40}$/.test(region)) {
      problems.push(`BACKUP_S3_REGION=${JSON.stringify(region)} is invalid; accepted: a region name such as us-east-1, us-west-004 or auto`);
      return null;
    }
    const accessKeyId = blank(env.BACKUP_ACCESS_KEY_ID);
    const secretAccessKey = blank(env.BACKUP_SECRET_ACCESS_KEY);
    if (!accessKeyId) problems.push('BACKUP_ACCESS_KEY_ID is empty; an s3:// BACKUP_URL needs the key ID your storage gave you (B2: keyID, R2: Access Key ID)');
    if (!secretAccessKey) problems.push('BACKUP_SECRET_ACCESS_KEY is empty; an s3:// BACKUP_URL needs the secret that came with the key ID (B2: applicationKey, R2: Secret Access Key)');
    if (!accessKeyId || !secretAccessKey) return null;
    return {
      kind: 's3',
      bucket: url.hostname,
      path,
      endpoint: endpoint?.origin,
      region: region ?? (endpoint ? regionFromEndpoint(endpoint) ?? 'us-east-1' : undefined),
      accessKeyId,
      secretAccessKey,
    };
  }

  if (url.protocol === 'sftp:') {
    if (url.password) {
      problems.push('BACKUP_URL must not hold a password; sign in with a key file named by BACKUP_SFTP_KEY_FILE');
      return null;
    }
    if (!url.username || !url.hostname || !path) {
      problems.push(`BACKUP_URL=${JSON.stringify(shown)} needs a user, a host and a folder; ${urlHelp}`);
      return null;
    }
    const keyFile = blank(env.BACKUP_SFTP_KEY_FILE);
    if (!keyFile) {
      problems.push('BACKUP_SFTP_KEY_FILE is empty; an sftp:// BACKUP_URL needs the private key file that signs in to that server, e.g. /etc/concrete-site/backup_key');
      return null;
    }
    const keyPath = resolve(keyFile);
    const problem = existsSync(keyPath) ? keyFileProblem(keyPath) : 'does not exist';
    if (problem) {
      problems.push(`BACKUP_SFTP_KEY_FILE=${JSON.stringify(keyFile)} ${problem}`);
      return null;
    }
    return { kind: 'sftp', user: decodeURIComponent(url.username), host: url.hostname, port: url.port ? Number(url.port) : 22, path: `/${path}`, keyFile: keyPath };
  }

  problems.push(`BACKUP_URL=${JSON.stringify(shown)} is invalid; ${urlHelp}`);
  return null;
}

/** Where the copy goes, in words the inbox and the log can show: host and path, never a key. */
export function describeTarget(target: BackupSettings): string {
  if (target.kind === 'sftp') return `${target.host}${target.port === 22 ? '' : `:${target.port}`}${target.path} (SFTP, as ${target.user})`;
  const host = target.endpoint ? new URL(target.endpoint).host : 'Amazon S3';
  return `bucket ${target.bucket}${target.path ? `, folder ${target.path}` : ''} at ${host}`;
}
