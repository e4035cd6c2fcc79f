/**
 * The redirects of dist/_redirects (written by scripts/postbuild.ts), served by the Node
 * server as static hosts serve them. Only a path of this site may be a target, so a line can
 * never send a visitor to another server.
 */
import { existsSync, readFileSync } from 'node:fs';

export interface Redirect {
  to: string;
  status: 301 | 302 | 308;
}

const sitePath = /^\/(?!\/)[^\s]*$/;
const statuses = new Set([301, 302, 308]);

/** `/from /to 301` lines, comments and blank lines ignored; a line this server cannot honor safely is left out. */
export function parseRedirects(text: string): Map<string, Redirect> {
  const redirects = new Map<string, Redirect>();
  for (const line of text.split('\n')) {
    const [from, to, code = '301', ...rest] = line.trim().split(/\s+/);
    if (!from || from.startsWith('#') || !to || rest.length) continue;
    const status = Number(code);
    if (!sitePath.test(from) || !sitePath.test(to) || !statuses.has(status)) continue;
    redirects.set(from, { to, status: status as Redirect['status'] });
  }
  return redirects;
}

export function loadRedirects(file: string): Map<string, Redirect> {
  return existsSync(file) ? parseRedirects(readFileSync(file, 'utf8')) : new Map();
}
