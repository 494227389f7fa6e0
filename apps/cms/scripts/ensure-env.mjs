#!/usr/bin/env node
// Strapi refuses to start without its secrets. Outside production, the first start generates them
// into apps/cms/.env (git-ignored); in production a missing secret stops the start and is named.
// With --build, production only warns: building the admin panel does not need the secrets.
// With --local (the README's `pnpm start`: production builds on this machine) it generates what
// is missing whatever NODE_ENV says, and the first admin's credentials too when none are given
// (a production CMS without an admin refuses to start rather than open registration), the
// preview secret and token the CMS and the web share (docs/decisions/038-preview.md), and the
// secret of the CMS's publish webhook to the web.
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
const isLocal = process.argv.includes('--local');

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
const isSet = (name) => Boolean(process.env[name]?.trim() || fromFile[name]);
const generated = { ...SECRETS };
if (isLocal && !isSet('CMS_ADMIN_EMAIL') && !isSet('CMS_ADMIN_PASSWORD')) {
  generated.CMS_ADMIN_EMAIL = () => 'admin@example.com';
  // Strapi's policy: 8+ characters with a lowercase letter, an uppercase letter and a digit.
  generated.CMS_ADMIN_PASSWORD = () => `Brilla-${randomBytes(9).toString('base64url')}-a1A`;
}
if (isLocal) {
  // Preview and the publish webhook on the README's start: scripts/start.mjs hands them to the
  // web too.
  generated.PREVIEW_SECRET = () => randomBytes(32).toString('hex');
  generated.CMS_PREVIEW_TOKEN = () => randomBytes(32).toString('hex');
  generated.CMS_WEBHOOK_SECRET = () => randomBytes(32).toString('hex');
}
const missing = Object.keys(generated).filter((name) => !isSet(name));

if (missing.length === 0) process.exit(0);

if (process.env.NODE_ENV === 'production' && !isLocal) {
  const message = `Missing required secret(s): ${missing.join(', ')}. Set them in the environment; production never generates secrets.`;
  if (isBuild) {
    console.warn(`[ensure-env] ${message} (ignored for the build)`);
    process.exit(0);
  }
  console.error(`[ensure-env] ${message}`);
  process.exit(1);
}

const values = Object.fromEntries(missing.map((name) => [name, generated[name]()]));
const lines = missing.map((name) => `${name}=${values[name]}`);
const existing = existsSync(envPath) ? readFileSync(envPath, 'utf8') : '';
const prefix = existing === '' || existing.endsWith('\n') ? '' : '\n';
appendFileSync(envPath, `${prefix}${lines.join('\n')}\n`, { mode: 0o600 });
console.log(`[ensure-env] generated ${missing.join(', ')} into ${envPath}`);
if (values.CMS_ADMIN_PASSWORD) {
  console.log(
    `[ensure-env] first admin: ${values.CMS_ADMIN_EMAIL} / ${values.CMS_ADMIN_PASSWORD} (kept in ${envPath}; used only while no admin exists)`,
  );
}
