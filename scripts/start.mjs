// Starts the production builds of the CMS and the web app side by side (`pnpm start`).
// Output of each is prefixed; if one stops, the other is stopped too and the exit code kept.
import { spawn } from 'node:child_process';

const env = { STRAPI_TELEMETRY_DISABLED: 'true', ...process.env };
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
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const { child } of children) {
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

const port = env.PORT ?? '3000';
const cmsPort = env.CMS_PORT ?? '1337';
console.log(
  `Starting: web on http://localhost:${port}, CMS admin on http://localhost:${cmsPort}/admin`,
);
