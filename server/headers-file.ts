import { readFileSync } from 'node:fs';

/** One block of a `_headers` file: a path pattern and the headers it sets. */
export interface HeaderRule {
  pattern: string;
  headers: [string, string][];
}

/**
 * Reads the `_headers` file the build writes for static hosts, so the Node server sends
 * exactly the same security and caching headers. Format: a path line, then indented
 * `Name: value` lines.
 */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  let current: HeaderRule | undefined;
  for (const raw of text.split(/\r?\n/)) {
    if (raw.trim() === '' || raw.trim().startsWith('#')) continue;
    if (!/^\s/.test(raw)) {
      current = { pattern: raw.trim(), headers: [] };
      rules.push(current);
      continue;
    }
    const colon = raw.indexOf(':');
    if (!current || colon === -1) continue;
    current.headers.push([raw.slice(0, colon).trim(), raw.slice(colon + 1).trim()]);
  }
  return rules;
}

export function loadHeaderRules(file: string): HeaderRule[] {
  return parseHeadersFile(readFileSync(file, 'utf8'));
}

/** `/*` matches everything, `/_astro/*` a prefix, anything else the exact path. */
export function ruleMatches(pattern: string, path: string): boolean {
  if (pattern.endsWith('*')) return path.startsWith(pattern.slice(0, -1));
  return pattern === path;
}

export function headersFor(rules: readonly HeaderRule[], path: string): [string, string][] {
  return rules.filter((rule) => ruleMatches(rule.pattern, path)).flatMap((rule) => rule.headers);
}
