/**
 * Watches the off-site copy through Litestream's metrics (its `addr:` endpoint, Prometheus text).
 * Litestream 0.3.13 publishes where its shadow WAL is (every change it has taken from the
 * database) and where each replica is (what reached the copy). A change is in the copy once the
 * replica's position passes the shadow position seen when the change was noticed; the oldest
 * position still waiting says how long changes have waited.
 */
import { backupLagLimitMs, type BackupStatus } from '../../src/lib/backup-status.ts';
import type { Logger } from '../log.ts';

/** How often the server asks Litestream; also the precision of "last change copied". */
export const statusPollMs = 2_000;

interface Position {
  index: number;
  offset: number;
}

const behind = (a: Position, b: Position) => a.index < b.index || (a.index === b.index && a.offset < b.offset);

/** The shadow and replica positions of one database in Litestream's metrics text; undefined parts are not published yet. */
export function readPositions(metrics: string, dbPath: string): { shadow?: Position; replica?: Position } {
  const values = new Map<string, number>();
  for (const line of metrics.split('\n')) {
    const match = /^(litestream_(?:shadow_wal_index|shadow_wal_size|replica_wal_index|replica_wal_offset))\{([^}]*)\}\s+(\S+)$/.exec(line);
    if (!match) continue;
    const db = /(?:^|,)db="((?:[^"\\]|\\.)*)"/.exec(match[2]!)?.[1]?.replace(/\\(.)/g, '$1');
    if (db === dbPath) values.set(match[1]!, Number(match[3]));
  }
  const pair = (index: string, offset: string) =>
    values.has(index) && values.has(offset) ? { index: values.get(index)!, offset: values.get(offset)! } : undefined;
  return { shadow: pair('litestream_shadow_wal_index', 'litestream_shadow_wal_size'), replica: pair('litestream_replica_wal_index', 'litestream_replica_wal_offset') };
}

export interface BackupMonitorOptions {
  dbPath: string;
  target: string;
  metricsUrl: string;
  logger: Logger;
  /** Called once per episode when changes have waited longer than backupLagLimitMs. */
  onLagging: (status: BackupStatus) => void;
  pollMs?: number;
  now?: () => number;
}

export function startBackupMonitor({ dbPath, target, metricsUrl, logger, onLagging, pollMs = statusPollMs, now = Date.now }: BackupMonitorOptions) {
  /** Shadow positions in the order they were first seen, each with when; dropped once the copy passes them. */
  let waiting: { at: number; position: Position }[] = [];
  let lastShadow: Position | undefined;
  let lastCopiedAt: number | undefined;
  let alerted = false;
  let unreachableSince: number | undefined;

  function status(): BackupStatus {
    const oldest = waiting[0]?.at ?? unreachableSince;
    return {
      on: true,
      target,
      ...(lastCopiedAt !== undefined ? { lastCopiedAt: new Date(lastCopiedAt).toISOString() } : {}),
      ...(oldest !== undefined ? { waitingSince: new Date(oldest).toISOString() } : {}),
      lagging: oldest !== undefined && now() - oldest > backupLagLimitMs,
    };
  }

  function observe(shadow: Position | undefined, replica: Position | undefined, at: number): void {
    if (shadow && (!lastShadow || behind(lastShadow, shadow) || behind(shadow, lastShadow))) {
      // A new generation starts its positions again from zero: what waited belongs to the old one.
      if (lastShadow && behind(shadow, lastShadow)) waiting = [];
      waiting.push({ at, position: shadow });
      lastShadow = shadow;
    }
    if (replica) {
      const before = waiting.length;
      waiting = waiting.filter((entry) => behind(replica, entry.position));
      if (waiting.length < before) lastCopiedAt = at;
    }
  }

  async function poll(): Promise<void> {
    const at = now();
    try {
      const response = await fetch(metricsUrl, { signal: AbortSignal.timeout(pollMs) });
      const { shadow, replica } = readPositions(await response.text(), dbPath);
      unreachableSince = undefined;
      observe(shadow, replica, at);
    } catch (error) {
      if (unreachableSince === undefined) logger.warn({ err: error }, 'the replicator does not answer; the off-site copy state is unknown');
      unreachableSince ??= at;
    }
    const current = status();
    if (current.lagging && !alerted) {
      alerted = true;
      logger.error({ waitingSince: current.waitingSince }, `changes have waited more than ${backupLagLimitMs / 60_000} minutes to reach the off-site copy`);
      onLagging(current);
    } else if (!current.waitingSince && alerted) {
      alerted = false;
      logger.info('the off-site copy has caught up');
    }
  }

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const tick = () => {
    running = poll().finally(() => {
      running = undefined;
      if (timer) timer = setTimeout(tick, pollMs).unref();
    });
  };
  timer = setTimeout(tick, 0).unref();

  return {
    status,
    /** Asks Litestream now (tests, and the inbox page that wants the freshest answer). */
    refresh: () => running ?? poll(),
    stop: () => {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}

export type BackupMonitor = ReturnType<typeof startBackupMonitor>;
