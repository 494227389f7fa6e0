// Gzip size of the JavaScript a first visit downloads for a route: what the server build's
// asset manifest lists for the entry and the matched routes (lazy chunks excluded).
// `node scripts/js-weight.ts [route id ...]` after `pnpm build` (default: es/page/inicio).
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { ServerBuild } from 'react-router';

// WEB_BUILD_DIR: a build made elsewhere (relative to apps/web), as react-router.config.ts reads it.
const dir = new URL(`../${process.env.WEB_BUILD_DIR || 'build'}/`, import.meta.url);
const { assets }: ServerBuild = await import(new URL('server/index.js', dir).href);
const leafIds = process.argv.slice(2);
const ids = ['root', 'es/framed', ...(leafIds.length ? leafIds : ['es/page/inicio'])];

const files = new Set<string>([assets.entry.module, ...assets.entry.imports]);
for (const id of ids) {
  const route = assets.routes[id];
  if (!route) throw new Error(`${id} is not a route id`);
  if (route.module) files.add(route.module);
  for (const file of route.imports ?? []) files.add(file);
}
const client = new URL('client', dir).pathname;
let total = 0;
const rows = [...files].map((file): [string, number] => {
  const size = gzipSync(readFileSync(`${client}${file}`), { level: 9 }).length;
  total += size;
  return [file, size];
});
rows.sort((a, b) => b[1] - a[1]);
for (const [file, size] of rows) console.log(`${(size / 1024).toFixed(1).padStart(7)} KB  ${file}`);
console.log(`${(total / 1024).toFixed(1).padStart(7)} KB  total (gzip -9) for ${ids.join(', ')}`);
