/**
 * Watches the off-site copy. Litestream 0.3.13 copies every change into its shadow WAL beside the
 * database, then ships it; its metrics endpoint (`addr:`, Prometheus text) says where the replica
 * is. A change is in the copy once the replica's position reaches the shadow position seen when
 * the change was noticed; the oldest position still waiting says how long changes have waited.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { backupLagLimitMs, type BackupStatus } from '../../src/lib/backup-status.ts';
import type { Logger } from '../log.ts';

/** How often the server asks Litestream; also the precision of "last change copied". */
export const statusPollMs = 2_000;
/**
 * Changes waiting this long while the copy has not moved at all means Litestream is stuck or
 * cannot reach the destination: a new Litestream process is asked for (server/backup/replicate.ts),
 * at most once per this period. Restarting one that merely cannot connect costs nothing.
 */
export const stallMs = 60_000;

interface Position {
  index: number;
  offset: number;
}

const behind = (a: Position, b: Position) => a.index < b.index || (a.index === b.index && a.offset < b.offset);

/**
 * Where Litestream's shadow WAL ends: the newest WAL file of the current generation in its
 * folder beside the database (.<name>-litestream/generations/<generation>/wal/<index>.wal) and
 * that file's size. This is the position a replica reaches when it has everything; Litestream's
 * own shadow metric adds up every file kept, so it cannot be compared.
 */
export function readShadowPosition(dbPath: string): Position | undefined {
  const meta = join(dirname(dbPath), `.${basename(dbPath)}-litestream`);
  try {
    const generation = readFileSync(join(meta, 'generation'), 'utf8').trim();
    const walDir = join(meta, 'generations', generation, 'wal');
    const indexes = readdirSync(walDir)
      .map((name) => /^([0-9a-f]{8})\.wal$/.exec(name)?.[1])
      .filter((hex): hex is string => hex !== undefined)
      .map((hex) => parseInt(hex, 16));
    if (!indexes.length) return undefined;
    const index = Math.max(...indexes);
    return { index, offset: statSync(join(walDir, `${index.toString(16).padStart(8, '0')}.wal`)).size };
  } catch {
    return undefined;
  }
}

/** The replica's position in Litestream's metrics text (Prometheus), once it has written something. */
export function readReplicaPosition(metrics: string, dbPath: string): Position | undefined {
  const values = new Map<string, number>();
  for (const line of metrics.split('\n')) {
    const match = /^(litestream_replica_wal_index|litestream_replica_wal_offset)\{([^}]*)\}\s+(\S+)$/.exec(line);
    if (!match) continue;
    const db = /(?:^|,)db="((?:[^"\\]|\\.)*)"/.exec(match[2]!)?.[1]?.replace(/\\(.)/g, '$1');
    if (db === dbPath) values.set(match[1]!, Number(match[3]));
  }
  const index = values.get('litestream_replica_wal_index');
  const offset = values.get('litestream_replica_wal_offset');
  return index === undefined || offset === undefined ? undefined : { index, offset };
}

export interface BackupMonitorOptions {
  dbPath: string;
  target: string;
  metricsUrl: string;
  logger: Logger;
  /** Called once per episode when changes have waited longer than backupLagLimitMs. */
  onLagging: (status: BackupStatus) => void;
  /** Called when the copy has not moved for stallMs while changes wait (at most once per stallMs). */
  onStalled?: () => void;
  pollMs?: number;
  now?: () => number;
}

export function startBackupMonitor({ dbPath, target, metricsUrl, logger, onLagging, onStalled, pollMs = statusPollMs, now = Date.now }: BackupMonitorOptions) {
  /** Shadow positions in the order they were first seen, each with when; dropped once the copy passes them. */
  let waiting: { at: number; position: Position }[] = [];
  let lastShadow: Position | undefined;
  let lastReplica: Position | undefined;
  /** When the copy last moved, or a new replicator was asked for. */
  let movedAt = now();
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
      if (!lastReplica || behind(lastReplica, replica) || behind(replica, lastReplica)) movedAt = at;
      lastReplica = replica;
      const before = waiting.length;
      waiting = waiting.filter((entry) => behind(replica, entry.position));
      if (waiting.length < before) lastCopiedAt = at;
    }
  }

  async function poll(): Promise<void> {
    const at = now();
    try {
      const response = await fetch(metricsUrl, { signal: AbortSignal.timeout(pollMs) });
      const replica = readReplicaPosition(await response.text(), dbPath);
      unreachableSince = undefined;
      observe(readShadowPosition(dbPath), replica, at);
    } catch (error) {
      if (unreachableSince === undefined) logger.warn({ err: error }, 'the replicator does not answer; the off-site copy state is unknown');
      unreachableSince ??= at;
    }
    const current = status();
    if (onStalled && waiting.length && at - waiting[0]!.at > stallMs && at - movedAt > stallMs) {
      movedAt = at;
      onStalled();
    }
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
