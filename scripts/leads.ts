/**
 * The owner's tool for the lead database (LEADS_DB, default data/leads.sqlite). Usage:
 *   npm run leads                               readable list in the terminal
 *   npm run leads -- --csv                      CSV on stdout (formula-like cells neutralized)
 *   npm run leads -- --json                     JSON on stdout
 *   npm run leads -- backup <file> [--force]    consistent copy, also while the server runs
 *   npm run leads -- restore <file>             replace the database with a backup (server stopped)
 *   npm run leads -- restore --from-offsite     the same from the off-site copy (BACKUP_URL), then
 *                                               rebuild the published site
 * Listing and backup never change the database.
 */
import '../server/load-env.ts';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { readConfigOrExit } from '../server/config.ts';
import { cutFileNotice, restoreDatabaseFromOffsite } from '../server/backup/restore.ts';
import { describeTarget } from '../server/backup/settings.ts';
import { backupLeads, LeadsFileError, restoreLeads } from '../server/leads/backup.ts';
import { openLeadsDb } from '../server/db/open.ts';
import { exportLeads, leadsToCsv, leadsToJson, leadsToText } from '../server/leads/export.ts';

const usage = `Usage:
  npm run leads [-- --csv | --json]
  npm run leads -- backup <file> [--force]
  npm run leads -- restore <file>
  npm run leads -- restore --from-offsite`;

function parse() {
  try {
    return parseArgs({
      allowPositionals: true,
      options: { csv: { type: 'boolean' }, json: { type: 'boolean' }, force: { type: 'boolean' }, 'from-offsite': { type: 'boolean' } },
    });
  } catch {
    return undefined;
  }
}

function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

const args = parse();
const [command, file, ...extra] = args?.positionals ?? [];
const { csv, json, force, 'from-offsite': fromOffsite } = args?.values ?? {};

function validCommand(): boolean {
  if (args === undefined || extra.length > 0) return false;
  if (command === undefined) return !(csv && json) && !force && !fromOffsite;
  if (fromOffsite) return command === 'restore' && file === undefined && !csv && !json && !force;
  if (file === undefined || csv || json) return false;
  return command === 'backup' || (command === 'restore' && !force);
}
if (!validCommand()) fail(usage, 2);

const config = readConfigOrExit();
const { dbPath } = config.leads;
// npm runs scripts from the project root; a file named on the command line is meant from where the owner typed it.
const fromCaller = (path: string) => resolve(process.env.INIT_CWD ?? process.cwd(), path);

async function main(): Promise<void> {
  if (command === 'backup') {
    const { leads } = await backupLeads(dbPath, fromCaller(file!), { force });
    console.log(`Backed up ${leads} leads from ${dbPath} to ${fromCaller(file!)} (integrity check ok).`);
    return;
  }
  if (command === 'restore' && fromOffsite) {
    if (config.backupProblems.length) fail(`Not restored: ${config.backupProblems.join('; ')}.`);
    if (!config.backup) fail('BACKUP_URL is not set: there is no off-site copy to restore from (see .env.example).');
    console.log(`Restoring ${dbPath} from the off-site copy (${describeTarget(config.backup)})...`);
    const restored = await restoreDatabaseFromOffsite(dbPath, config.backup);
    if (!restored) fail(`The off-site copy (${describeTarget(config.backup)}) holds nothing yet; ${dbPath} was not changed.`);
    if (restored.cut) console.log(`Note: ${cutFileNotice(restored.cut)}.`);
    console.log(
      `Restored ${restored.leads} leads into ${dbPath}.${restored.previous ? ` The replaced database was kept as ${restored.previous}.` : ''}${
        restored.site ? ` The published site (revision ${restored.site.id}) is built again when the server starts.` : ''
      }`,
    );
    return;
  }
  if (command === 'restore') {
    const { leads, previous } = restoreLeads(fromCaller(file!), dbPath);
    console.log(`Restored ${leads} leads into ${dbPath}.${previous ? ` The replaced database was kept as ${previous}.` : ''}`);
    return;
  }
  if (!existsSync(dbPath)) {
    console.error(`No lead database at ${dbPath} yet (set LEADS_DB, or start the server to create it).`);
    process.exit(csv || json ? 1 : 0);
  }
  const db = openLeadsDb(dbPath, { readonly: true });
  const leads = exportLeads(db);
  db.close();
  process.stdout.write(csv ? leadsToCsv(leads) : json ? leadsToJson(leads) : leadsToText(leads));
}

await main().catch((error: unknown) => {
  if (error instanceof LeadsFileError) fail(error.message);
  if (fromOffsite && error instanceof Error) fail(`Not restored: ${error.message}`);
  throw error;
});
