// Imported first by `npm start` and `npm test`: on an older Node.js the shop's native database
// driver crashes (SIGSEGV) deep inside the start, so stop at once with one line that says why and
// what to do. `npm ci` refuses by itself (`.npmrc`: engine-strict).
import { readFileSync } from 'node:fs';

/** The one line for a Node.js `found` (`v20.1.0`) below `needed` (`>=22.18`), or null when it will do. */
export function nodeVersionProblem(found, needed) {
  const [wantMajor, wantMinor = 0] = needed
    .replace(/^>=\s*/, '')
    .split('.')
    .map(Number);
  const [major, minor] = found.replace(/^v/, '').split('.').map(Number);
  if (major > wantMajor || (major === wantMajor && minor >= wantMinor)) return null;
  return `Node.js ${found} found; this shop needs Node.js ${needed} (24 recommended, .nvmrc): run \`. tools/ci/node24.sh\` (Node 24 from the npm registry into this shell) or \`nvm install\`, then \`npm ci\` again.`;
}

// import.meta.dirname is newer than some of the versions this must speak to.
const needed = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')).engines.node;
const problem = nodeVersionProblem(process.version, needed);
if (problem) {
  console.error(problem);
  process.exit(1);
}
