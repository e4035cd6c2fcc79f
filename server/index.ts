import './load-env.ts';
import { resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { describeNotifications, readLeadsConfig } from './leads/config.ts';
import { startLeads } from './leads/index.ts';
import { startInbox } from './inbox/index.ts';

const port = Number(process.env.PORT ?? 4321);
const host = process.env.HOST ?? '0.0.0.0';
const distDir = resolve(process.env.DIST_DIR ?? 'dist');

const leadsConfig = readLeadsConfig();
const leads = startLeads(leadsConfig);

const inbox = await startInbox(leads.db, distDir);

const app = createApp({ distDir, api: leads.api, inbox });

const server = serve({ fetch: app.fetch, port, hostname: host }, (info) => {
  console.log(`Serving ${distDir} on http://localhost:${info.port}`);
  console.log(`Leads stored in ${leadsConfig.dbPath}`);
  console.log(describeNotifications(leadsConfig));
});

function shutdown(): void {
  server.close(() => {
    void leads.close().finally(() => process.exit(0));
  });
  setTimeout(() => process.exit(0), 3000).unref();
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
