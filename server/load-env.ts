/**
 * Reads `.env` from the working directory with Node's own parser, for the server, the CLI
 * scripts and the build alike. Imported first, before any module reads process.env. Variables
 * already set in the environment win over the file, so a deploy can override any line.
 */
import { existsSync } from 'node:fs';

if (existsSync('.env')) process.loadEnvFile('.env');
