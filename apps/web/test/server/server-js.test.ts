// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

/**
 * `node server.js` itself, run from a copy beside a stand-in for the build that prints the
 * settings it was started with: what the launcher does before the server reads any setting.
 */
const SERVER_JS = fileURLToPath(new URL('../../server.js', import.meta.url));
const STAND_IN = `export function startProduction() {
  const { CMS_URL, LOG_LEVEL, SITE_URL, PREVIEW_SECRET } = process.env;
  console.log(JSON.stringify({ CMS_URL, LOG_LEVEL, SITE_URL, PREVIEW_SECRET }));
}
`;

let dir = '';
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'web-server-js-'));
  await copyFile(SERVER_JS, join(dir, 'server.js'));
  await mkdir(join(dir, 'build', 'server'), { recursive: true });
  await writeFile(join(dir, 'build', 'server', 'index.js'), STAND_IN);
});
afterEach(() => rm(dir, { recursive: true, force: true }));

function run(env: Record<string, string>) {
  return spawnSync(process.execPath, [join(dir, 'server.js')], {
    cwd: dir,
    env,
    encoding: 'utf8',
    timeout: 20_000,
  });
}

describe('ENV_PATH', () => {
  it('loads the file before the server starts; a variable already set wins', async () => {
    const file = join(dir, 'web.env');
    await writeFile(
      file,
      '# written by the secrets service\nCMS_URL=http://cms:1337\nLOG_LEVEL=warn\nPREVIEW_SECRET="s3cr3t value"\n',
    );
    const started = run({ ENV_PATH: file, LOG_LEVEL: 'debug', SITE_URL: 'https://brilla.test' });
    expect(started.stderr).toBe('');
    expect(started.status).toBe(0);
    expect(JSON.parse(started.stdout)).toEqual({
      CMS_URL: 'http://cms:1337',
      LOG_LEVEL: 'debug',
      SITE_URL: 'https://brilla.test',
      PREVIEW_SECRET: 's3cr3t value',
    });
  });

  it('stops before the server starts, naming the file, when there is none', () => {
    const missing = join(dir, 'nowhere', 'web.env');
    const started = run({ ENV_PATH: missing });
    expect(started.status).toBe(1);
    expect(started.stdout).toBe('');
    expect(started.stderr).toContain(`ENV_PATH names ${missing}, which does not exist`);
  });

  it('reads no file when unset', async () => {
    await writeFile(join(dir, '.env'), 'CMS_URL=http://from-dot-env:1337\n');
    const started = run({});
    expect(started.status).toBe(0);
    expect(JSON.parse(started.stdout)).toEqual({});
  });
});
