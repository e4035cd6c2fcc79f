// Plain JavaScript on purpose: it must run on the old Node it refuses, before any TypeScript loads.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The sentence to print when this Node cannot run the project, or null when it can. */
export function nodeVersionProblem(version, engines) {
  const [major, minor] = version.replace(/^v/, '').split('.').map(Number);
  if ((major === 24 && minor >= 11) || major >= 26) return null;
  return `This project needs Node.js 24 LTS (24.11 or newer) or 26+ (package.json engines: "${engines}"), but this is Node.js v${version.replace(/^v/, '')}; see "Set up on a fresh machine" in README.md.`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { engines } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
  const problem = nodeVersionProblem(process.versions.node, engines.node);
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}
