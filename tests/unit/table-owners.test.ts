import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { tableOwners, type Area } from '../../server/db/tables.ts';
import { walkFiles } from '../../server/static-site.ts';

/**
 * Each area owns its tables (server/db/tables.ts): the SQL in a file of server/<area>/ names only
 * that area's tables, and a file outside every area (the inbox, backups, the scripts) names none.
 * The SQL is read from the string literals of the code as TypeScript parses them, so a table
 * named in a comment does not count and one named in any query does.
 */
const root = resolve(import.meta.dirname, '..', '..');

const ownerOf = new Map<string, Area>(Object.entries(tableOwners).flatMap(([area, tables]) => tables.map((table) => [table, area as Area])));

/** Words after which SQL names a table. */
const name = String.raw`(?:"[^"]+"|[A-Za-z_]\w*)`;
/** An alias after a table; the code writes SQL's own words in capitals and aliases in lower case. */
const alias = String.raw`(?:\s+(?:AS\s+)?[a-z_]\w*)?`;
const tableSlot = new RegExp(String.raw`\b(FROM|JOIN|INTO|(?<!DO )UPDATE|TABLE|EXISTS)\s+(${name})(\s*\()?(${alias}(?:\s*,\s*${name}${alias})*)`, 'g');
const sqlStatement = /\b(?:SELECT|INSERT|UPDATE|DELETE|CREATE|DROP|ALTER|REPLACE)\b/;
/** Names in a table slot that are not tables: SQLite's own (a table-valued function, followed by "(", is skipped too). */
const notTables = new Set(['sqlite_schema', 'sqlite_master', 'json_each', 'json_tree']);

/** The text of every string and template literal in a TypeScript source, a template's holes as `${}`. */
function literalsOf(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) found.push(node.text);
    else if (ts.isTemplateExpression(node)) found.push([node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ${} '));
    node.forEachChild(visit);
  };
  visit(file);
  return found;
}

/** The tables an SQL text names, without the names of its own common table expressions. */
function tablesIn(sql: string): string[] {
  if (!sqlStatement.test(sql)) return [];
  const ctes = new Set([...sql.matchAll(/(?:\bWITH(?:\s+RECURSIVE)?|,)\s+([A-Za-z_]\w*)\s+AS\s*\(/g)].map((match) => match[1]!));
  const names: string[] = [];
  // A table named by a template hole cannot be checked, so it counts as a table with no owner.
  if (/\b(?:FROM|JOIN|INTO|UPDATE|TABLE)\s+\$\{\}/.test(sql)) names.push('${}');
  for (const match of sql.matchAll(tableSlot)) {
    const [, keyword, first, call, rest] = match;
    if (call && (keyword === 'FROM' || keyword === 'JOIN')) continue;
    for (const item of [first!, ...rest!.split(',').slice(1)]) {
      const name = item.trim().split(/\s+/)[0]!.replaceAll('"', '');
      if (!ctes.has(name) && !notTables.has(name)) names.push(name);
    }
  }
  return names;
}

/** The area a repository file belongs to, or null for a file outside every area. */
function areaOf(path: string): Area | null {
  const folder = /^server\/([^/]+)\//.exec(path)?.[1];
  return folder !== undefined && folder in tableOwners ? (folder as Area) : null;
}

/** Every table a file names that its area does not own, or that has no owner at all. */
function trespasses(path: string, source: string): string[] {
  const area = areaOf(path);
  return literalsOf(path, source)
    .flatMap(tablesIn)
    .flatMap((table) => {
      const owner = ownerOf.get(table);
      if (owner === undefined) return [`${path} names ${table}, a table with no owner in server/db/tables.ts`];
      return owner === area ? [] : [`${path} names ${table}, owned by ${owner}`];
    });
}

/** The code whose SQL is checked: the server and the scripts, apart from the migrations, which create every area's tables. */
function checkedFiles(): string[] {
  return ['server', 'scripts']
    .flatMap((folder) => walkFiles(resolve(root, folder)))
    .map((file) => relative(root, file))
    .filter((path) => /\.(ts|mjs)$/.test(path) && !path.startsWith('server/db/migrations/'));
}

describe('table owners', () => {
  it('reads the tables out of the SQL of a file, and flags another area\'s', () => {
    const planted = [
      'const a = db.prepare(`SELECT s.id FROM push_subscriptions s LEFT JOIN alert_quiet_hours q ON q.owner_id = s.owner_id`);',
      "const f = db.prepare('SELECT 1 FROM site_drafts d, work_photos AS w WHERE d.id = w.id');",
      "const b = db.prepare('INSERT INTO lead_events (lead_id) VALUES (?)');",
      'const c = db.prepare(`UPDATE leads SET status = ? WHERE id = ${id}`);',
      "// A comment that says SELECT * FROM visits is not SQL.",
      'const d = db.prepare(`WITH recent AS (SELECT id FROM leads) SELECT value FROM recent, json_each(?)`);',
      "const e = 'DELETE FROM mystery';",
      'const g = db.prepare(`DELETE FROM ${table} WHERE id = ?`);',
    ].join('\n');
    expect(trespasses('server/insights/planted.ts', planted)).toEqual([
      'server/insights/planted.ts names push_subscriptions, owned by alerts',
      'server/insights/planted.ts names alert_quiet_hours, owned by alerts',
      'server/insights/planted.ts names site_drafts, owned by site',
      'server/insights/planted.ts names work_photos, owned by site',
      'server/insights/planted.ts names lead_events, owned by leads',
      'server/insights/planted.ts names leads, owned by leads',
      'server/insights/planted.ts names leads, owned by leads',
      'server/insights/planted.ts names mystery, a table with no owner in server/db/tables.ts',
      'server/insights/planted.ts names ${}, a table with no owner in server/db/tables.ts',
    ]);
    expect(trespasses('server/leads/planted.ts', planted).filter((line) => line.includes('owned by leads'))).toEqual([]);
    expect(trespasses('scripts/planted.ts', "db.prepare('SELECT count(*) FROM page_views')")).toEqual(['scripts/planted.ts names page_views, owned by insights']);
  });

  it('finds the SQL it checks in the stores', () => {
    const changes = readFileSync(resolve(root, 'server/schedule/visit-change.ts'), 'utf8');
    expect(literalsOf('visit-change.ts', changes).flatMap(tablesIn)).toContain('visits');
    const settings = readFileSync(resolve(root, 'server/schedule/schedule-settings.ts'), 'utf8');
    expect(literalsOf('schedule-settings.ts', settings).flatMap(tablesIn)).toContain('schedule_days_off');
  });

  it('keeps every table in the hands of its area: no file names a table another area owns', () => {
    const found = checkedFiles().flatMap((path) => trespasses(path, readFileSync(resolve(root, path), 'utf8')));
    expect(found).toEqual([]);
  });
});
