/**
 * Lists stored quote requests. Usage:
 *   npm run leads              readable list in the terminal
 *   npm run leads -- --csv     CSV on stdout (formula-like cells neutralised)
 *   npm run leads -- --json    JSON on stdout
 * Reads LEADS_DB (default data/leads.sqlite) without changing it.
 */
import '../server/load-env.ts';
import { existsSync } from 'node:fs';
import { readConfigOrExit } from '../server/config.ts';
import { listLeads, openLeadsDb } from '../server/leads/db.ts';
import { leadsToCsv, leadsToJson, leadsToText } from '../server/leads/export.ts';

const args = new Set(process.argv.slice(2));
const unknown = [...args].filter((arg) => arg !== '--csv' && arg !== '--json');
if (unknown.length || (args.has('--csv') && args.has('--json'))) {
  console.error('Usage: npm run leads [-- --csv | --json]');
  process.exit(2);
}

const { dbPath } = readConfigOrExit().leads;
if (!existsSync(dbPath)) {
  console.error(`No lead database at ${dbPath} yet (set LEADS_DB, or start the server to create it).`);
  process.exit(args.size ? 1 : 0);
}

const db = openLeadsDb(dbPath, { readonly: true });
const leads = listLeads(db);
db.close();

process.stdout.write(args.has('--csv') ? leadsToCsv(leads) : args.has('--json') ? leadsToJson(leads) : leadsToText(leads));
