#!/usr/bin/env node
// Strapi refuses to start without its secrets. Outside production, the first start generates them
// into apps/cms/.env (git-ignored); in production a missing secret stops the start and is named.
// With --build, production only warns: building the admin panel does not need the secrets.
import { randomBytes } from 'node:crypto';
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SECRETS = {
  APP_KEYS: () => Array.from({ length: 4 }, () => randomBytes(16).toString('base64')).join(','),
  API_TOKEN_SALT: () => randomBytes(16).toString('base64'),
  ADMIN_JWT_SECRET: () => randomBytes(32).toString('base64'),
  TRANSFER_TOKEN_SALT: () => randomBytes(16).toString('base64'),
  JWT_SECRET: () => randomBytes(32).toString('base64'),
  ENCRYPTION_KEY: () => randomBytes(32).toString('base64'),
};

const envPath = process.env.ENV_PATH || join(dirname(fileURLToPath(import.meta.url)), '..', '.env');
const isBuild = process.argv.includes('--build');

function readEnvFile(path) {
  if (!existsSync(path)) return {};
  const values = {};
  for (const line of readFileSync(path, 'utf8').split(/\r?\n/)) {
    const match = /^\s*([A-Z0-9_]+)\s*=\s*(.*)\s*$/.exec(line);
    if (match && match[2] !== '') values[match[1]] = match[2];
  }
  return values;
}

const fromFile = readEnvFile(envPath);
const missing = Object.keys(SECRETS).filter(
  (name) => !process.env[name]?.trim() && !fromFile[name],
);

if (missing.length === 0) process.exit(0);

if (process.env.NODE_ENV === 'production') {
  const message = `Missing required secret(s): ${missing.join(', ')}. Set them in the environment; production never generates secrets.`;
  if (isBuild) {
    console.warn(`[ensure-env] ${message} (ignored for the build)`);
    process.exit(0);
  }
  console.error(`[ensure-env] ${message}`);
  process.exit(1);
}

const lines = missing.map((name) => `${name}=${SECRETS[name]()}`);
const existing = existsSync(envPath) ? readFileSync(envPath, 'utf8') : '';
const prefix = existing === '' || existing.endsWith('\n') ? '' : '\n';
appendFileSync(envPath, `${prefix}${lines.join('\n')}\n`, { mode: 0o600 });
console.log(`[ensure-env] generated ${missing.join(', ')} into ${envPath}`);
