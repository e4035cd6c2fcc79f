// Plain JavaScript on purpose: it must run on the old Node it refuses, before any TypeScript loads.
import { readFileSync } from 'node:fs';

const [major, minor] = process.versions.node.split('.').map(Number);
if (!((major === 24 && minor >= 11) || major >= 26)) {
  const { engines } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
  console.error(
    `This project needs Node.js 24 LTS (24.11 or newer) or 26+ (engines: "${engines.node}"), but this is Node.js ${process.version}; see "Set up on a fresh machine" in README.md.`,
  );
  process.exit(1);
}
