/**
 * A real SFTP server for tests and the backup bench: Debian's OpenSSH sshd on a loopback port,
 * run in the foreground from a scratch folder with a host key and a client key made by
 * ssh-keygen, SFTP only, and stopped by its own PID.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync, readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { userInfo } from 'node:os';
import { join } from 'node:path';
import { childrenOf } from './server-process.ts';

export const sshdPath = '/usr/sbin/sshd';

export interface SftpServer {
  port: number;
  user: string;
  /** The private key a client signs in with (no passphrase). */
  clientKey: string;
  /** sshd's PID while it runs. */
  pid: () => number | undefined;
  start: () => Promise<void>;
  /** Stops sshd by its PID (and every session it forked, which belong to its process group). */
  stop: () => Promise<void>;
}

function listening(port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      done(true);
    });
    socket.once('error', () => done(false));
  });
}

function descendants(pid: number): number[] {
  return childrenOf(pid).flatMap((child) => [child, ...descendants(child)]);
}

/** Makes the keys and the configuration in `dir`; start() runs sshd on `port`. */
export function sftpServer(dir: string, port: number): SftpServer {
  mkdirSync(dir, { recursive: true });
  const hostKey = join(dir, 'host_key');
  const clientKey = join(dir, 'client_key');
  for (const key of [hostKey, clientKey]) {
    if (!existsSync(key)) execFileSync('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-C', 'concrete-test', '-f', key]);
  }
  writeFileSync(join(dir, 'authorized_keys'), readFileSync(`${clientKey}.pub`));
  const user = userInfo().username;
  const config = join(dir, 'sshd_config');
  writeFileSync(
    config,
    [
      `Port ${port}`,
      'ListenAddress 127.0.0.1',
      `HostKey ${hostKey}`,
      'PidFile none',
      `AuthorizedKeysFile ${join(dir, 'authorized_keys')}`,
      'PubkeyAuthentication yes',
      'PasswordAuthentication no',
      'KbdInteractiveAuthentication no',
      'PermitRootLogin prohibit-password',
      `AllowUsers ${user}`,
      // The scratch folder sits in /tmp, whose permissions StrictModes would refuse.
      'StrictModes no',
      'UsePAM no',
      'Subsystem sftp internal-sftp',
      'ForceCommand internal-sftp',
      'LogLevel ERROR',
      '',
    ].join('\n'),
  );
  let child: ChildProcess | undefined;
  return {
    port,
    user,
    clientKey,
    pid: () => child?.pid,
    async start() {
      // sshd checks for its privilege-separation folder even when it runs for one user.
      if (process.getuid?.() === 0) mkdirSync('/run/sshd', { recursive: true, mode: 0o755 });
      child = spawn(sshdPath, ['-D', '-e', '-f', config], { stdio: ['ignore', 'ignore', 'pipe'], });
      let errors = '';
      child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
      const deadline = Date.now() + 10_000;
      while (!(await listening(port))) {
        if (child.exitCode !== null) throw new Error(`sshd exited (${child.exitCode}): ${errors}`);
        if (Date.now() > deadline) throw new Error(`sshd did not listen on ${port}: ${errors}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    async stop() {
      const running = child;
      if (!running?.pid || running.exitCode !== null || running.signalCode !== null) return;
      const exited = new Promise((done) => running.once('exit', done));
      // Each connection is served by a process sshd forked into a session of its own: end those
      // too, or a client already connected would keep uploading to a "stopped" server.
      for (const pid of [running.pid, ...descendants(running.pid)]) {
        try {
          process.kill(pid, 'SIGKILL');
        } catch {
          // already gone
        }
      }
      await exited;
    },
  };
}
