import { resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app';

const port = Number(process.env.PORT ?? 4321);
const host = process.env.HOST ?? '0.0.0.0';
const distDir = resolve(process.env.DIST_DIR ?? 'dist');

const app = createApp({ distDir });

const server = serve({ fetch: app.fetch, port, hostname: host }, (info) => {
  console.log(`Serving ${distDir} on http://localhost:${info.port}`);
});

function shutdown(): void {
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 3000).unref();
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
