import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'ensure-env.mjs');
const SECRETS = [
  'APP_KEYS',
  'API_TOKEN_SALT',
  'ADMIN_JWT_SECRET',
  'TRANSFER_TOKEN_SALT',
  'JWT_SECRET',
  'ENCRYPTION_KEY',
];

function run(env: Record<string, string>, args: string[] = []) {
  const clean = Object.fromEntries(
    Object.entries(process.env).filter(([k]) => !SECRETS.includes(k) && k !== 'NODE_ENV'),
  );
  return spawnSync(process.execPath, [script, ...args], {
    env: { ...clean, ...env },
    encoding: 'utf8',
  });
}

describe('ensure-env', () => {
  it('generates every missing secret once, outside production', () => {
    const envPath = path.join(mkdtempSync(path.join(os.tmpdir(), 'ensure-env-')), '.env');
    writeFileSync(envPath, 'JWT_SECRET=kept');
    expect(run({ ENV_PATH: envPath }).status).toBe(0);
    const first = readFileSync(envPath, 'utf8');
    for (const name of SECRETS) expect(first).toMatch(new RegExp(`^${name}=.+$`, 'm'));
    expect(first).toContain('JWT_SECRET=kept\n');
    expect(first.match(/^JWT_SECRET=/gm)).toHaveLength(1);
    expect(first).toMatch(/^APP_KEYS=[^,\n]+,[^,\n]+,[^,\n]+,[^,\n]+$/m);
    expect(run({ ENV_PATH: envPath }).status).toBe(0);
    expect(readFileSync(envPath, 'utf8')).toBe(first);
  });

  it('refuses to start in production and names the missing secrets', () => {
    const envPath = path.join(mkdtempSync(path.join(os.tmpdir(), 'ensure-env-')), '.env');
    const result = run({
      ENV_PATH: envPath,
      NODE_ENV: 'production',
      APP_KEYS: 'a,b',
      JWT_SECRET: 'x',
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      'Missing required secret(s): API_TOKEN_SALT, ADMIN_JWT_SECRET, TRANSFER_TOKEN_SALT, ENCRYPTION_KEY',
    );
    expect(run({ ENV_PATH: envPath, NODE_ENV: 'production' }, ['--build']).status).toBe(0);
  });
});
