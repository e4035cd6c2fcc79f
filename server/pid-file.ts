/**
 * The server records its PID next to the lead database while it holds it, so `npm run leads
 * -- restore` can refuse to swap the file under a running server. A file left by a crash
 * names a dead process and blocks nothing.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';

export const pidFilePath = (dbPath: string) => `${dbPath}.server.pid`;

export function writePidFile(dbPath: string): void {
  writeFileSync(pidFilePath(dbPath), `${process.pid}\n`);
}

/** Removes the file only if it is still ours: a second server may have taken it over. */
export function removePidFile(dbPath: string): void {
  if (recordedPid(dbPath) === process.pid) rmSync(pidFilePath(dbPath), { force: true });
}

function recordedPid(dbPath: string): number | undefined {
  try {
    const pid = Number(readFileSync(pidFilePath(dbPath), 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user (the service account).
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The PID of a live server holding the database, if any. */
export function runningServerPid(dbPath: string): number | undefined {
  const pid = recordedPid(dbPath);
  return pid !== undefined && isAlive(pid) ? pid : undefined;
}
