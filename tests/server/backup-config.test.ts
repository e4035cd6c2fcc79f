import { execFileSync } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { backupLagLimitMs, type BackupStatus } from '../../src/lib/backup-status.ts';
import { offsiteProblem, problemAlertEveryMs, queueLagAlert, queueProblemAlert } from '../../server/backup/index.ts';
import type { Alerting } from '../../server/backup/index.ts';
import { litestreamConfig, litestreamEnv, writeLitestreamConfig } from '../../server/backup/litestream.ts';
import { describeTarget, readBackupSettings } from '../../server/backup/settings.ts';
import { leadStore } from '../../server/leads/db.ts';
import { openLeadsDb } from '../../server/db/open.ts';
import { readReplicaPosition, readShadowPosition, stallMs, startBackupMonitor } from '../../server/backup/status.ts';
import { readConfig } from '../../server/config.ts';

const dir = mkdtempSync(join(tmpdir(), 'ccr-backup-config-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const settings = (env: Record<string, string>) => {
  const problems: string[] = [];
  return { target: readBackupSettings(env, problems), problems };
};
const keys = { BACKUP_ACCESS_KEY_ID: '004a1b2c3d4e5f60000000001', BACKUP_SECRET_ACCESS_KEY: 'K004secretsecretsecret' };

describe('the Litestream configuration generated from BACKUP_*', () => {
  it('Backblaze B2: the endpoint from the bucket page, its region taken from the host, path-style addressing', () => {
    const { target, problems } = settings({ BACKUP_URL: 's3://charlotte-concrete/leads', BACKUP_S3_ENDPOINT: 'https://s3.us-west-004.backblazeb2.com', ...keys });
    expect(problems).toEqual([]);
    expect(litestreamConfig('/data/leads.sqlite', target!, 41234)).toEqual({
      addr: '127.0.0.1:41234',
      logging: { level: 'warn', type: 'json', stderr: true },
      dbs: [
        {
          path: '/data/leads.sqlite',
          replicas: [
            {
              type: 's3',
              bucket: 'charlotte-concrete',
              path: 'leads',
              region: 'us-west-004',
              endpoint: 'https://s3.us-west-004.backblazeb2.com',
              'force-path-style': true,
              'sync-interval': '1s',
              'snapshot-interval': '24h',
              retention: '72h',
            },
          ],
        },
      ],
    });
    expect(describeTarget(target!)).toBe('bucket charlotte-concrete, folder leads at s3.us-west-004.backblazeb2.com');
  });

  it('Cloudflare R2: region auto', () => {
    const { target } = settings({ BACKUP_URL: 's3://concrete-backup/site', BACKUP_S3_ENDPOINT: 'https://0123456789abcdef.r2.cloudflarestorage.com', ...keys });
    expect(litestreamConfig('/data/leads.sqlite', target!).dbs).toEqual([
      {
        path: '/data/leads.sqlite',
        replicas: [
          expect.objectContaining({ type: 's3', bucket: 'concrete-backup', path: 'site', region: 'auto', endpoint: 'https://0123456789abcdef.r2.cloudflarestorage.com', 'force-path-style': true }),
        ],
      },
    ]);
  });

  it('AWS S3: no endpoint, the region as given (or looked up by Litestream when empty)', () => {
    const { target } = settings({ BACKUP_URL: 's3://my-bucket/charlotte/leads', BACKUP_S3_REGION: 'us-east-2', ...keys });
    const [replica] = (litestreamConfig('/data/leads.sqlite', target!).dbs as { replicas: Record<string, unknown>[] }[])[0]!.replicas;
    expect(replica).toEqual({ type: 's3', bucket: 'my-bucket', path: 'charlotte/leads', region: 'us-east-2', 'sync-interval': '1s', 'snapshot-interval': '24h', retention: '72h' });
    expect(describeTarget(target!)).toBe('bucket my-bucket, folder charlotte/leads at Amazon S3');
  });

  it('keeps the keys out of the file: they go to Litestream in its environment', () => {
    const { target } = settings({ BACKUP_URL: 's3://b/p', BACKUP_S3_ENDPOINT: 'https://s3.eu-central-003.backblazeb2.com', ...keys });
    const file = writeLitestreamConfig(litestreamConfig('/data/leads.sqlite', target!, 4000));
    try {
      const text = readFileSync(file.path, 'utf8');
      expect(text).not.toContain(keys.BACKUP_SECRET_ACCESS_KEY);
      expect(text).not.toContain(keys.BACKUP_ACCESS_KEY_ID);
    } finally {
      file.remove();
    }
    expect(litestreamEnv(target!, {})).toEqual({ AWS_ACCESS_KEY_ID: keys.BACKUP_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY: keys.BACKUP_SECRET_ACCESS_KEY });
  });

  it('SFTP: host and port, user, the folder from the root, the key file', () => {
    const key = join(dir, 'key');
    execFileSync('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-f', key]);
    const { target, problems } = settings({ BACKUP_URL: 'sftp://backup@nas.example.net:2222/srv/backups/concrete', BACKUP_SFTP_KEY_FILE: key });
    expect(problems).toEqual([]);
    expect((litestreamConfig('/d/l.sqlite', target!).dbs as { replicas: unknown[] }[])[0]!.replicas).toEqual([
      { type: 'sftp', host: 'nas.example.net:2222', user: 'backup', path: '/srv/backups/concrete', 'key-path': key, 'sync-interval': '1s', 'snapshot-interval': '24h', retention: '72h' },
    ]);
    expect(describeTarget(target!)).toBe('nas.example.net:2222/srv/backups/concrete (SFTP, as backup)');
  });
});

describe('BACKUP_* checked at start', () => {
  // A wrong setting turns the copy off and is told to the owner; it never stops the start.
  const problemsOf = (env: Record<string, string>) => readConfig(env).backupProblems;

  it('is off, and valid, when nothing is set', () => {
    expect(readConfig({}).backup).toBeNull();
    expect(readConfig({}).backupProblems).toEqual([]);
    expect(readConfig({}).backupRequested).toBe(false);
  });

  it('names the variable in one sentence for each mistake, never showing a secret, and keeps the copy off', () => {
    expect(readConfig({ BACKUP_URL: 'https://bucket.example.com/x' })).toMatchObject({ backup: null, backupRequested: true });
    expect(problemsOf({ BACKUP_URL: 'https://bucket.example.com/x' })).toEqual([
      'BACKUP_URL="https://bucket.example.com/x" is invalid; accepted: s3://bucket/path (S3, Backblaze B2, Cloudflare R2, Wasabi, MinIO) or sftp://user@host:port/path',
    ]);
    expect(problemsOf({ BACKUP_URL: 'not a url' })).toEqual([expect.stringMatching(/^BACKUP_URL is not a URL; accepted:/)]);
    expect(problemsOf({ BACKUP_URL: 's3://bucket/p', BACKUP_ACCESS_KEY_ID: 'id' })).toEqual([expect.stringMatching(/^BACKUP_SECRET_ACCESS_KEY is empty;/)]);
    expect(problemsOf({ BACKUP_URL: 's3://bucket/p', BACKUP_SECRET_ACCESS_KEY: 'hunter2-secret' })).toEqual([expect.stringMatching(/^BACKUP_ACCESS_KEY_ID is empty;/)]);
    expect(problemsOf({ BACKUP_URL: 's3://bucket/p', BACKUP_S3_ENDPOINT: 'ftp://x', ...keys })).toEqual([expect.stringMatching(/^BACKUP_S3_ENDPOINT="ftp:\/\/x" is invalid/)]);
    expect(problemsOf({ BACKUP_URL: 'sftp://u@h/srv' })).toEqual([expect.stringMatching(/^BACKUP_SFTP_KEY_FILE is empty;/)]);
    expect(problemsOf({ BACKUP_URL: 'sftp://h/srv', BACKUP_SFTP_KEY_FILE: '/nope' })).toEqual([expect.stringMatching(/^BACKUP_URL="sftp:\/\/h\/srv" needs a user, a host and a folder/)]);
    expect(problemsOf({ BACKUP_URL: 'sftp://u@h/srv', BACKUP_SFTP_KEY_FILE: join(dir, 'absent') })).toEqual([`BACKUP_SFTP_KEY_FILE=${JSON.stringify(join(dir, 'absent'))} does not exist`]);
    expect(problemsOf({ BACKUP_SECRET_ACCESS_KEY: 'hunter2-secret' })).toEqual([expect.stringMatching(/^BACKUP_SECRET_ACCESS_KEY is set but BACKUP_URL is empty/)]);
    const secret = 'pa55-in-url';
    const shown = problemsOf({ BACKUP_URL: `sftp://u:${secret}@h/srv` }).join(' ') + problemsOf({ BACKUP_URL: `s3://id:${secret}@bucket/p` }).join(' ');
    expect(shown).toMatch(/must not hold a password.*must not hold keys/);
    expect(shown).not.toContain(secret);
  });

  it('puts the problem in one sentence for the owner; a server started without start.ts is one too', () => {
    expect(offsiteProblem(readConfig({ BACKUP_URL: 'sftp://u@h/srv', BACKUP_SFTP_KEY_FILE: join(dir, 'absent') }))).toBe(
      `The off-site copy is off because a setting is wrong: BACKUP_SFTP_KEY_FILE=${JSON.stringify(join(dir, 'absent'))} does not exist.`,
    );
    const valid = readConfig({ BACKUP_URL: 's3://bucket/p', ...keys });
    expect(offsiteProblem(valid, true)).toBeUndefined();
    expect(offsiteProblem(valid, false)).toMatch(/started without its replicator; start it with npm run serve/);
    expect(offsiteProblem(readConfig({}), false)).toBeUndefined();
  });

  it('refuses a key file that is not a key, or that needs a passphrase', () => {
    const text = join(dir, 'notes.txt');
    writeFileSync(text, 'hello');
    expect(problemsOf({ BACKUP_URL: 'sftp://u@h/srv', BACKUP_SFTP_KEY_FILE: text })).toEqual([expect.stringMatching(/holds no private key/)]);
    const locked = join(dir, 'locked');
    execFileSync('ssh-keygen', ['-q', '-t', 'ed25519', '-N', 'a passphrase', '-f', locked]);
    expect(problemsOf({ BACKUP_URL: 'sftp://u@h/srv', BACKUP_SFTP_KEY_FILE: locked })).toEqual([expect.stringMatching(/is protected by a passphrase/)]);
  });
});

describe('the copy state read from Litestream', () => {
  const db = join(dir, 'data', 'leads.sqlite');
  const wal = join(dir, 'data', '.leads.sqlite-litestream', 'generations', 'abc123', 'wal');
  mkdirSync(wal, { recursive: true });
  writeFileSync(join(dir, 'data', '.leads.sqlite-litestream', 'generation'), 'abc123\n');
  const shadow = (index: number, size: number) => writeFileSync(join(wal, `${index.toString(16).padStart(8, '0')}.wal`), Buffer.alloc(size));
  let replica = '';
  let server: Server;
  afterAll(() => server?.close());

  it('reads the replica position from the metrics and the shadow position from disk', () => {
    shadow(0, 100);
    shadow(1, 4152);
    expect(readShadowPosition(db)).toEqual({ index: 1, offset: 4152 });
    const metrics = `# HELP x\nlitestream_replica_wal_index{db="${db}",name="sftp"} 1\nlitestream_replica_wal_offset{db="${db}",name="sftp"} 4152\nlitestream_replica_wal_index{db="/other.sqlite",name="s3"} 9\n`;
    expect(readReplicaPosition(metrics, db)).toEqual({ index: 1, offset: 4152 });
    expect(readReplicaPosition('', db)).toBeUndefined();
  });

  it('measures how long changes wait, warns once per episode past 10 minutes, asks for a new replicator when stuck', async () => {
    server = createServer((_, response) => response.end(replica));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    const url = `http://127.0.0.1:${(server.address() as { port: number }).port}/metrics`;
    const setReplica = (index: number, offset: number) => {
      replica = `litestream_replica_wal_index{db="${db}",name="sftp"} ${index}\nlitestream_replica_wal_offset{db="${db}",name="sftp"} ${offset}\n`;
    };
    setReplica(1, 4152);
    let clock = Date.parse('2026-11-25T15:00:00Z');
    const alerts: BackupStatus[] = [];
    let stalls = 0;
    const monitor = startBackupMonitor({ dbPath: db, target: 'nas:22/srv', metricsUrl: url, logger: pino({ enabled: false }), onLagging: (s) => alerts.push(s), onStalled: () => (stalls += 1), pollMs: 60_000, now: () => clock });
    try {
      // The monitor's own first look, at start, settles before the clock moves.
      await new Promise((r) => setTimeout(r, 200));
      await monitor.refresh();
      expect(monitor.status()).toEqual({ on: true, target: 'nas:22/srv', lastCopiedAt: '2026-11-25T15:00:00.000Z', lagging: false });

      // A change: the shadow grows; the replica does not follow (the destination is away).
      shadow(1, 8272);
      clock += 2000;
      await monitor.refresh();
      expect(monitor.status().waitingSince).toBe('2026-11-25T15:00:02.000Z');
      clock += stallMs + 1000;
      await monitor.refresh();
      expect(stalls).toBe(1);
      clock += 5000;
      await monitor.refresh();
      expect(stalls).toBe(1);
      clock += backupLagLimitMs;
      await monitor.refresh();
      clock += 60_000;
      await monitor.refresh();
      expect(alerts).toHaveLength(1);
      expect(alerts[0]).toMatchObject({ lagging: true, waitingSince: '2026-11-25T15:00:02.000Z' });
      expect(monitor.status().lagging).toBe(true);

      // Back: the replica reaches the shadow, the warning clears; a new episode alerts again.
      setReplica(1, 8272);
      clock += 2000;
      await monitor.refresh();
      expect(monitor.status()).toEqual({ on: true, target: 'nas:22/srv', lastCopiedAt: new Date(clock).toISOString(), lagging: false });
      shadow(2, 32);
      clock += 2000;
      await monitor.refresh();
      clock += backupLagLimitMs + 1000;
      await monitor.refresh();
      expect(alerts).toHaveLength(2);
    } finally {
      monitor.stop();
    }
  });
});

describe('the phone alert when the copy lags', () => {
  it('goes to every owner device through the outbox, about no request, naming since when in Charlotte time', () => {
    const queued: unknown[][] = [];
    let kicks = 0;
    const leads = { store: { queueAlert: (...args: unknown[]) => queued.push(args) }, worker: { kick: () => (kicks += 1) } } as unknown as Alerting;
    queueLagAlert(leads, { on: true, lagging: true, waitingSince: '2026-11-25T20:05:00.000Z' });
    expect(queued).toEqual([
      [
        {
          title: 'Backup copy is behind',
          body: 'Changes since Nov 25, 2026, 3:05 PM have not reached the off-site copy. They are safe on this server; open the inbox to see why.',
          url: '/inbox/security#backup',
          tag: 'backup-lag',
        },
        null,
      ],
    ]);
    expect(kicks).toBe(1);
  });
});

describe('the phone alert when the copy cannot run', () => {
  it('goes out once for a problem, not once per start, and again a day later or for another problem', () => {
    const db = openLeadsDb(join(dir, 'alerts.sqlite'));
    try {
      const store = leadStore(db);
      db.prepare(`INSERT INTO push_subscriptions (owner_id, endpoint, p256dh, auth, device, created_at) VALUES ('o1', 'https://push.example.net/s', 'k', 'a', 'Pixel 8', ?)`).run(new Date().toISOString());
      const leads = { store, worker: { kick: () => {} } } as unknown as Alerting;
      const now = Date.parse('2026-11-25T15:00:00Z');
      const problem = 'The off-site copy is off because a setting is wrong: BACKUP_URL is not a URL.';
      expect(queueProblemAlert(leads, problem, now)).toBe(true);
      expect(queueProblemAlert(leads, problem, now + 60_000)).toBe(false);
      expect(queueProblemAlert(leads, 'The off-site copy is off: another reason.', now + 60_000)).toBe(true);
      expect(queueProblemAlert(leads, problem, now + problemAlertEveryMs + 1)).toBe(true);
      const payloads = db.prepare(`SELECT payload FROM outbox ORDER BY id`).pluck().all() as string[];
      expect(payloads.map((payload) => JSON.parse(payload))).toEqual([
        { title: 'Off-site copy is not running', body: problem, url: '/inbox/security#backup', tag: 'backup-problem' },
        expect.objectContaining({ body: 'The off-site copy is off: another reason.' }),
        expect.objectContaining({ body: problem }),
      ]);
    } finally {
      db.close();
    }
  });
});

describe('a replicator that is not installed', () => {
  it('is a problem told to the owner, not a reason to stop', async () => {
    vi.resetModules();
    vi.doMock('../../server/backup/litestream.ts', async (original) => ({ ...(await original<object>()), litestreamBinary: () => undefined }));
    try {
      const { offsiteProblem: withoutBinary } = await import('../../server/backup/index.ts');
      expect(withoutBinary(readConfig({ BACKUP_URL: 's3://bucket/p', ...keys }), true)).toMatch(
        /^The off-site copy is off: BACKUP_URL is set but the replicator is not installed: it comes from the npm package @flydotio\/litestream-linux-x64/,
      );
    } finally {
      vi.doUnmock('../../server/backup/litestream.ts');
      vi.resetModules();
    }
  });
});
