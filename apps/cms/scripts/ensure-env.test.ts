import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'ensure-env.mts');
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

// docker-compose.yml's one-shot `secrets` service.
describe('ensure-env --compose', () => {
  const readEnv = (file: string) => {
    const before = { ...process.env };
    try {
      for (const key of Object.keys(process.env)) delete process.env[key];
      process.loadEnvFile(file);
      return { ...process.env };
    } finally {
      for (const key of Object.keys(process.env)) delete process.env[key];
      Object.assign(process.env, before);
    }
  };

  it('generates every container secret once and keeps them across starts', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'compose-secrets-'));
    const first = run({ S3_BUCKET: 'brilla-media' }, ['--compose', dir]);
    expect(first.status, first.stderr).toBe(0);
    expect(first.stdout).toMatch(/first admin: admin@example\.com \/ Brilla-\S+-a1A/);
    const cms = readEnv(path.join(dir, 'cms.env'));
    for (const name of [
      ...SECRETS,
      'DATABASE_PASSWORD',
      'S3_ACCESS_KEY_ID',
      'S3_SECRET_ACCESS_KEY',
    ]) {
      expect(cms[name], name).toMatch(/.{16,}/);
    }
    expect(readFileSync(path.join(dir, 'postgres_password'), 'utf8')).toBe(cms.DATABASE_PASSWORD);
    // The web gets what it shares with the CMS, nothing else.
    expect(Object.keys(readEnv(path.join(dir, 'web.env'))).sort()).toEqual([
      'CMS_API_TOKEN',
      'CMS_PREVIEW_TOKEN',
      'PREVIEW_SECRET',
    ]);
    const web = readEnv(path.join(dir, 'web.env'));
    for (const name of Object.keys(web)) expect(web[name], name).toBe(cms[name]);
    expect(web.CMS_API_TOKEN).toMatch(/^[0-9a-f]{64}$/);
    // SeaweedFS: the CMS's key may do everything, anyone may read the bucket's files only.
    const { identities } = JSON.parse(readFileSync(path.join(dir, 's3.json'), 'utf8'));
    expect(identities).toEqual([
      {
        name: 'cms',
        credentials: [{ accessKey: cms.S3_ACCESS_KEY_ID, secretKey: cms.S3_SECRET_ACCESS_KEY }],
        actions: ['Admin', 'Read', 'List', 'Tagging', 'Write'],
      },
      { name: 'anonymous', actions: ['Read:brilla-media'] },
    ]);

    const again = run({}, ['--compose', dir]);
    expect(again.stdout).toContain('every secret kept');
    expect(again.stdout).not.toContain('first admin');
    expect(readEnv(path.join(dir, 'cms.env'))).toEqual(cms);
  });

  it('keeps a password given in the environment exactly, whatever its characters', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'compose-secrets-'));
    for (const password of ['a/b+c=d@e:f', "x#y z'$w", 'p"q#r']) {
      const result = run({ POSTGRES_PASSWORD: password }, ['--compose', dir]);
      expect(result.status, result.stderr).toBe(0);
      expect(readEnv(path.join(dir, 'cms.env')).DATABASE_PASSWORD).toBe(password);
      expect(readFileSync(path.join(dir, 'postgres_password'), 'utf8')).toBe(password);
    }
    const refused = run({ POSTGRES_PASSWORD: `both'"` }, ['--compose', dir]);
    expect(refused.status).not.toBe(0);
    expect(refused.stderr).toContain('DATABASE_PASSWORD cannot be kept in an env file');
  });
});
