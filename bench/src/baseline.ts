// The web as it was before issue 28, built from git and measured beside today's in the same run:
// the uncached render must serve at least twice as many pages a second as that commit's.
// Throughput depends on the machine and the Node version (the static server went from 4,274 to
// 11,776 req/s between two runs of the same code), so only a run that measures both is a fair
// comparison.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * The commit the run before issue 28 measured (BENCHMARKS.md at fe91576: 98 req/s uncached on
 * /inicio). BENCH_BASELINE names another commit, or `none` to leave the comparison out.
 */
export const BASELINE_COMMIT = 'e325ae1';

/** Where a commit's web is built: outside the repository, so no tool of it reads the copy. */
function baselineDir(commit: string): string {
  return path.join(os.tmpdir(), `brilla-bench-baseline-${commit}`);
}

function run(command: string, args: string[], cwd: string): void {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} in ${cwd} failed (exit ${result.status})`);
  }
}

/**
 * The commit's web, built once per machine: its files from git (`git archive`), its web's
 * dependencies (`pnpm install --filter @brilla/web...`) and `pnpm build` of the web and the
 * packages it reads. Returns the directory holding its server.js.
 */
export function prepareBaseline(root: string, commit: string, log: (line: string) => void) {
  const dir = baselineDir(commit);
  const webDir = path.join(dir, 'apps', 'web');
  // Written last: a build cut short is done again. The directory's name holds the commit.
  const marker = path.join(dir, '.built');
  if (existsSync(marker)) return webDir;
  log(`baseline: building the web at ${commit} in ${dir} (once per machine, ~3 min)`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const archive = path.join(dir, 'source.tar');
  run('git', ['archive', '--format=tar', `--output=${archive}`, commit], root);
  run('tar', ['-xf', archive], dir);
  rmSync(archive);
  run(
    'pnpm',
    ['install', '--frozen-lockfile', '--prefer-offline', '--filter', '@brilla/web...'],
    dir,
  );
  run('pnpm', ['--filter', '@brilla/web...', 'build'], dir);
  writeFileSync(marker, commit);
  return webDir;
}

/**
 * The CMS as the older web read it: that web read published content without a token, and
 * today's CMS answers its content API only with one. The relay adds the token to each request.
 */
export async function startTokenRelay(cmsUrl: string, token: string) {
  const target = new URL(cmsUrl);
  const agent = new http.Agent({ keepAlive: true });
  const server = http.createServer((request, response) => {
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: request.url,
        method: request.method,
        agent,
        headers: { ...request.headers, host: target.host, authorization: `Bearer ${token}` },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
