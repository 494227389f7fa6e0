// Starts the production builds of the CMS and the web app side by side (`pnpm start`), both with
// NODE_ENV=production. On this machine's first start the CMS's secrets and a first admin are
// generated into apps/cms/.env (production proper never generates them: the start fails instead).
// Output of each is prefixed; if one stops, the other is stopped too and the exit code kept.
import { spawn, spawnSync } from 'node:child_process';
import './require-node.mjs';
import { existsSync, readFileSync } from 'node:fs';

/** NAME=value lines of a .env file. */
function readEnvFile(path: string) {
  const values: Record<string, string> = {};
  if (!existsSync(path)) return values;
  for (const line of readFileSync(path, 'utf8').split(/\r?\n/)) {
    const match = /^\s*([A-Z0-9_]+)\s*=\s*(.*)\s*$/.exec(line);
    const [, name, value] = match ?? [];
    if (name && value) values[name] = value;
  }
  return values;
}

const env: NodeJS.ProcessEnv = {
  STRAPI_TELEMETRY_DISABLED: 'true',
  // The web server, on this machine, forwards each visitor's address to the CMS.
  CMS_TRUSTED_PROXIES: 'loopback',
  ...process.env,
  NODE_ENV: 'production',
};
const prepared = spawnSync(process.execPath, ['apps/cms/scripts/ensure-env.mts', '--local'], {
  env,
  stdio: 'inherit',
});
if (prepared.status !== 0) process.exit(prepared.status ?? 1);

const port = env.PORT ?? '3000';
const cmsPort = env.CMS_PORT ?? '1337';

// Preview: the CMS links to the site, the web reads drafts with the token the CMS created from
// the same value and lets the admin frame it (docs/decisions/038-preview.md). Publishing: the
// CMS calls the web's signed webhook, so a publish shows at once and the web keeps pages a
// minute (with REDIS_URL the CMS broadcasts on Redis instead; decision 039).
const cmsEnvFile = readEnvFile(env.ENV_PATH || 'apps/cms/.env');
for (const name of ['CMS_API_TOKEN', 'PREVIEW_SECRET', 'CMS_PREVIEW_TOKEN', 'CMS_WEBHOOK_SECRET']) {
  if (!env[name] && cmsEnvFile[name]) env[name] = cmsEnvFile[name];
}
if (!env.REDIS_URL) env.WEB_WEBHOOK_URLS ??= `http://127.0.0.1:${port}/webhooks/cms`;
env.SITE_URL ??= `http://localhost:${port}`;
env.CMS_ADMIN_ORIGIN ??= `http://localhost:${cmsPort}`;
// The admin opens at that address only (another host name is redirected there), so its preview
// pane may frame the site: http://127.0.0.1:1337/admin goes to http://localhost:1337/admin.
env.CMS_PUBLIC_URL ??= env.CMS_ADMIN_ORIGIN;
const apps = [
  { name: 'cms', filter: '@brilla/cms', colour: 35 },
  { name: 'web', filter: '@brilla/web', colour: 36 },
];

const children = apps.map(({ name, filter, colour }) => {
  const child = spawn('pnpm', ['--filter', filter, 'start'], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const prefix = `\x1b[${colour}m${name.padEnd(4)}|\x1b[0m `;
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) process.stdout.write(`${prefix + line}\n`);
    });
  }
  return { name, child };
});

let stopping = false;
function stopAll(code: number) {
  if (stopping) return;
  stopping = true;
  for (const { child } of children) {
    if (child.pid === undefined) continue;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  setTimeout(() => process.exit(code), 3000).unref();
}

for (const { name, child } of children) {
  child.on('exit', (code, signal) => {
    if (!stopping)
      console.error(`${name} stopped (${signal ?? `exit ${code}`}); stopping the others.`);
    stopAll(code ?? 1);
  });
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

console.log(
  `Starting: web on http://localhost:${port}, CMS admin on http://localhost:${cmsPort}/admin`,
);
