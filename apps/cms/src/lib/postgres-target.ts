import { EnvError, envInt, envOptional, envVerbatim, redact } from '../env';

/**
 * Where PostgreSQL is: DATABASE_URL, or its parts (Strapi's conventional names). The parts take
 * the password as it is, any character; inside a URL a password must be percent-encoded, and a
 * generated one pasted in as it is (`openssl rand -base64 32` often holds '/', '+' and '=')
 * would be read with the wrong host, port or database.
 */
const PARTS = [
  'DATABASE_HOST',
  'DATABASE_PORT',
  'DATABASE_NAME',
  'DATABASE_USERNAME',
  'DATABASE_PASSWORD',
] as const;

const USE_PARTS =
  'unset DATABASE_URL and set DATABASE_HOST, DATABASE_PORT (default 5432), DATABASE_NAME, DATABASE_USERNAME and DATABASE_PASSWORD (the password as it is)';
const ENCODE =
  "percent-encode the password ('/' as %2F, '?' as %3F, '#' as %23, '@' as %40, '%' as %25)";

/** What node-postgres is given: a connection string, or the parts with the password untouched. */
type PostgresConnection =
  | { connectionString: string }
  | { host: string; port: number; database: string; user: string; password?: string };

export type PostgresTarget = {
  connection: PostgresConnection;
  /** For messages and logs: the variables read, the password never. */
  description: string;
};

function listed(names: readonly string[]): string {
  return names.length === 1
    ? // Stryker disable next-line StringLiteral: a list of one always has a first name.
      (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

const isSet = (name: (typeof PARTS)[number]) =>
  (name === 'DATABASE_PASSWORD' ? envVerbatim(name) : envOptional(name)) !== undefined;

/**
 * DATABASE_URL checked for what a URL parser would silently misread: its user and password end
 * at the first '/', '?' or '#', so an '@' after one of those means a password holding it, and
 * everything after would be taken for host, port or database.
 */
function fromUrl(value: string): PostgresTarget {
  const shown = redact(value);
  const scheme = /^[a-z][a-z0-9+.-]*:\/\//i.exec(value);
  if (!scheme || !['postgres:', 'postgresql:'].includes(scheme[0].slice(0, -2).toLowerCase())) {
    throw new EnvError(
      `DATABASE_URL must start with postgres:// or postgresql:// (got '${shown}'); unset it for SQLite.`,
    );
  }
  const rest = value.slice(scheme[0].length);
  const authorityEnd = rest.search(/[/?#]/);
  if (authorityEnd !== -1 && rest.indexOf('@', authorityEnd) !== -1) {
    throw new EnvError(
      `DATABASE_URL cannot be read as it is: an '@' comes after the '${rest[authorityEnd]}' that ends the host part, so the password seems to hold '/', '?' or '#' and the host, port and database would be misread (got '${shown}'). Either ${ENCODE}, or ${USE_PARTS}.`,
    );
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new EnvError(
      `DATABASE_URL is not a URL (got '${shown}'); use postgres://user:password@host:5432/dbname. If the password holds special characters, ${ENCODE}, or ${USE_PARTS}.`,
    );
  }
  if (url.hostname === '') {
    throw new EnvError(
      `DATABASE_URL names no host (got '${shown}'); use postgres://user:password@host:5432/dbname.`,
    );
  }
  if (url.pathname.length <= 1) {
    throw new EnvError(
      `DATABASE_URL names no database (got '${shown}'); use postgres://user:password@host:5432/dbname`,
    );
  }
  return {
    connection: { connectionString: url.href },
    description: `DATABASE_URL=${redact(url.href)}`,
  };
}

function fromParts(): PostgresTarget {
  const host = envOptional('DATABASE_HOST') as string;
  const port = envInt('DATABASE_PORT', 5432, { min: 1, max: 65535 });
  const missing = (['DATABASE_NAME', 'DATABASE_USERNAME'] as const).filter((name) => !isSet(name));
  if (missing.length > 0) {
    throw new EnvError(
      `DATABASE_HOST is set but ${listed(missing)} ${missing.length > 1 ? 'are' : 'is'} not; set ${missing.length > 1 ? 'them' : 'it'} (and DATABASE_PASSWORD unless the server trusts this host).`,
    );
  }
  const database = envOptional('DATABASE_NAME') as string;
  const user = envOptional('DATABASE_USERNAME') as string;
  const password = envVerbatim('DATABASE_PASSWORD');
  return {
    connection: { host, port, database, user, ...(password === undefined ? {} : { password }) },
    description: `DATABASE_HOST=${host} DATABASE_PORT=${port} DATABASE_NAME=${database} DATABASE_USERNAME=${user}`,
  };
}

/** The PostgreSQL to connect to, or null for SQLite (neither DATABASE_URL nor its parts set). */
export function postgresTarget(): PostgresTarget | null {
  const url = envOptional('DATABASE_URL');
  const parts = PARTS.filter(isSet);
  if (url !== undefined && parts.length > 0) {
    throw new EnvError(
      `DATABASE_URL and ${listed(parts)} are ${parts.length === 1 ? 'both' : 'all'} set; use one: DATABASE_URL alone, or the DATABASE_HOST, DATABASE_PORT, DATABASE_NAME, DATABASE_USERNAME and DATABASE_PASSWORD parts without it (easier for a generated password: no encoding).`,
    );
  }
  if (url !== undefined) return fromUrl(url);
  if (parts.length === 0) return null;
  if (!isSet('DATABASE_HOST')) {
    throw new EnvError(
      `${listed(parts)} ${parts.length > 1 ? 'are' : 'is'} set but DATABASE_HOST is not: PostgreSQL is used when DATABASE_HOST (or DATABASE_URL) is set. Set DATABASE_HOST, or unset ${parts.length > 1 ? 'them' : 'it'} to use SQLite.`,
    );
  }
  return fromParts();
}
