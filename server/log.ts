import pino, { type Logger } from 'pino';
import pretty from 'pino-pretty';
import { withoutSecrets } from '../src/lib/booking-links.ts';
import type { LogLevel } from './config.ts';

export type { Logger };

/** Every line passes here whatever its level or fields: no token or feed secret reaches the log in clear. */
const scrubbed = (stream: { write: (line: string) => unknown }) => ({ write: (line: string) => stream.write(withoutSecrets(line)) });

/**
 * One JSON object per line for journald and log shippers; readable lines when a person runs
 * the server in a terminal. Writes are synchronous so nothing is lost when the process exits.
 * `to` takes the JSON lines instead of stdout (a server a test runs in its own process).
 */
export function createLogger(level: LogLevel, to?: { write: (line: string) => unknown }): Logger {
  const options = {
    level,
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label: string) => ({ level: label }) },
  };
  if (to) return pino(options, scrubbed(to));
  if (process.stdout.isTTY) {
    const stream = pretty({
      sync: true,
      translateTime: 'SYS:HH:MM:ss',
      // A request on one line; the start-up line already says what its fields hold.
      messageFormat: '{msg}{if method} {method} {path} {status} {ms} ms{end}',
      ignore: 'pid,reqId,method,path,status,ms,node,port,db',
    });
    return pino(options, scrubbed(stream));
  }
  return pino(options, scrubbed(pino.destination({ dest: 1, sync: true })));
}
