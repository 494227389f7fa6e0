#!/usr/bin/env node
// Strapi refuses to start without its secrets. Outside production, the first start generates them
// into apps/cms/.env (git-ignored); in production a missing secret stops the start and is named.
// With --build, production only warns: building the admin panel does not need the secrets.
// With --local (the README's `pnpm start`: production builds on this machine) it generates what
// is missing whatever NODE_ENV says, and the first admin's credentials too when none are given
// (a production CMS without an admin refuses to start rather than open registration), the
// values the CMS and the web share (the web's API token, the preview's secret and token), and the
// secret of the CMS's publish webhook to the web.
// With --compose <dir> (docker-compose.yml's one-shot `secrets` service) it keeps every secret of
// the containers in <dir>, generated once: cms.env and web.env (each app's ENV_PATH), the
// PostgreSQL password file and SeaweedFS's identities (s3.json); a value set in the environment
// wins over the kept one.
import { randomBytes } from 'node:crypto';
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Makes a new value of a setting. */
type Generator = () => string;

const SECRETS: Record<string, Generator> = {
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

/** The first admin's e-mail and a password that meets Strapi's policy. */
const ADMIN: Record<string, Generator> = {
  CMS_ADMIN_EMAIL: () => 'admin@example.com',
  // Strapi's policy: 8+ characters with a lowercase letter, an uppercase letter and a digit.
  CMS_ADMIN_PASSWORD: () => `Brilla-${randomBytes(9).toString('base64url')}-a1A`,
};
const hex = (bytes: number) => () => randomBytes(bytes).toString('hex');
/**
 * Shared by the CMS and the web: the web's credential at the CMS (decision 062) and the preview's
 * secret and token (decision 038).
 */
const SHARED: Record<string, Generator> = {
  CMS_API_TOKEN: hex(32),
  PREVIEW_SECRET: hex(32),
  CMS_PREVIEW_TOKEN: hex(32),
};

/**
 * --compose <dir>: the containers' secrets, kept in <dir> (a volume) across restarts. Hex values
 * for the database and the store: they go into files and URLs as they are.
 */
function writeComposeSecrets(dir: string | undefined) {
  if (!dir) throw new Error('--compose needs the directory to keep the secrets in');
  mkdirSync(dir, { recursive: true });
  const kept = readEnvFile(join(dir, 'cms.env'));
  const generators: Record<string, Generator> = {
    ...SECRETS,
    ...ADMIN,
    ...SHARED,
    DATABASE_PASSWORD: hex(24),
    S3_ACCESS_KEY_ID: hex(10),
    S3_SECRET_ACCESS_KEY: hex(20),
  };
  const given: Record<string, string | undefined> = {
    DATABASE_PASSWORD: process.env.POSTGRES_PASSWORD,
  };
  const made: string[] = [];
  const cms: Record<string, string> = {};
  for (const [name, generate] of Object.entries(generators)) {
    const fromEnv = (given[name] ?? process.env[name])?.trim();
    const value = fromEnv || kept[name];
    if (!value) made.push(name);
    cms[name] = value || generate();
  }
  for (const name of ['SMTP_USER', 'SMTP_PASS']) {
    const value = process.env[name]?.trim() || kept[name];
    if (value) cms[name] = value;
  }
  const bucket = process.env.S3_BUCKET || 'brilla-media';
  const identities = [
    {
      name: 'cms',
      credentials: [{ accessKey: cms.S3_ACCESS_KEY_ID, secretKey: cms.S3_SECRET_ACCESS_KEY }],
      actions: ['Admin', 'Read', 'List', 'Tagging', 'Write'],
    },
    // Visitors read the site's media through the proxy; nobody lists or writes anonymously.
    { name: 'anonymous', actions: [`Read:${bucket}`] },
  ];
  const envText = (values: Record<string, string | undefined>) =>
    `${Object.entries(values)
      .map(([name, value]) => `${name}=${envValue(name, value ?? '')}`)
      .join('\n')}\n`;
  // Readable by the services that mount the volume (each runs as its own user).
  const write = (name: string, text: string) =>
    writeFileSync(join(dir, name), text, { mode: 0o644 });
  write('cms.env', envText(cms));
  write(
    'web.env',
    envText(Object.fromEntries(Object.keys(SHARED).map((name) => [name, cms[name]]))),
  );
  write('postgres_password', cms.DATABASE_PASSWORD ?? '');
  write('s3.json', `${JSON.stringify({ identities }, null, 2)}\n`);
  console.log(
    made.length > 0
      ? `[secrets] generated ${made.join(', ')} (kept in the secrets volume)`
      : '[secrets] every secret kept from the last start',
  );
  if (made.includes('CMS_ADMIN_PASSWORD')) {
    console.log(
      `[secrets] first admin: ${cms.CMS_ADMIN_EMAIL} / ${cms.CMS_ADMIN_PASSWORD} (docker compose exec cms cat /run/brilla/cms.env shows it again)`,
    );
  }
}

/**
 * A value as an env file keeps it exactly (dotenv and Node read both): single quotes keep `#`,
 * spaces and `$` as they are; a value with a single quote goes in double quotes.
 */
function envValue(name: string, value: string) {
  if (/^[\w.,+/=@:-]*$/.test(value)) return value;
  if (/[\r\n]/.test(value) || (value.includes("'") && /["\\]/.test(value))) {
    throw new Error(
      `${name} cannot be kept in an env file (a line break, or both kinds of quote); choose another value`,
    );
  }
  return value.includes("'") ? `"${value}"` : `'${value}'`;
}

function readEnvFile(path: string) {
  const values: Record<string, string> = {};
  if (!existsSync(path)) return values;
  for (const line of readFileSync(path, 'utf8').split(/\r?\n/)) {
    const match = /^\s*([A-Z0-9_]+)\s*=\s*(.*?)\s*$/.exec(line);
    const [, name, raw] = match ?? [];
    if (!name || !raw) continue;
    const quoted = /^(['"])(.*)\1$/.exec(raw);
    values[name] = quoted?.[2] ?? raw;
  }
  return values;
}

const composeAt = process.argv.indexOf('--compose');
if (composeAt !== -1) {
  writeComposeSecrets(process.argv[composeAt + 1]);
  process.exit(0);
}

const fromFile = readEnvFile(envPath);
const isSet = (name: string) => Boolean(process.env[name]?.trim() || fromFile[name]);
const generated: Record<string, Generator> = { ...SECRETS };
if (isLocal && !isSet('CMS_ADMIN_EMAIL') && !isSet('CMS_ADMIN_PASSWORD')) {
  Object.assign(generated, ADMIN);
}
if (isLocal) {
  // The web's credential, preview and the publish webhook on the README's start:
  // scripts/start.ts hands them to the web too.
  Object.assign(generated, SHARED, { CMS_WEBHOOK_SECRET: hex(32) });
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

const values = Object.fromEntries(missing.map((name) => [name, generated[name]?.() ?? '']));
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
