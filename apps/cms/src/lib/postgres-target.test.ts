import { createRequire } from 'node:module';
import { afterEach, describe, expect, it, vi } from 'vitest';
import databaseConfig from '../../config/database';
import { postgresTarget } from './postgres-target';

const VARIABLES = [
  'DATABASE_URL',
  'DATABASE_HOST',
  'DATABASE_PORT',
  'DATABASE_NAME',
  'DATABASE_USERNAME',
  'DATABASE_PASSWORD',
  'DATABASE_SCHEMA',
  'DATABASE_SSL',
];
/** Every character a URL gives a meaning to, and the ones `openssl rand -base64` prints. */
const PASSWORD = 'a/b+c=d@e:f#g%h';
const GENERATED = ['q5/pZ+Lw0Xn8sT2v/Kc9mYh3R1bUe6jAoDfGiN4lVxM=', '12/ab+cd=='];

const require = createRequire(import.meta.url);
/** node-postgres's own reading of a connection string (what Strapi's pool is given). */
const { Client } = require('pg') as {
  Client: new (options: {
    connectionString: string;
  }) => {
    host: string;
    database: string;
    password: string;
  };
};

function withEnv(values: Record<string, string>) {
  for (const name of VARIABLES) vi.stubEnv(name, values[name] ?? '');
}
type Connection = Record<string, unknown>;
const connectionOf = () =>
  (databaseConfig().connection as { connection: Connection }).connection as Connection;

const PARTS = {
  DATABASE_HOST: 'postgres',
  DATABASE_NAME: 'brilla',
  DATABASE_USERNAME: 'brilla',
};

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('database settings', () => {
  it('connects to PostgreSQL with the parts, the password exactly as set', () => {
    for (const password of [PASSWORD, ...GENERATED, ' spaces kept ']) {
      withEnv({ ...PARTS, DATABASE_PASSWORD: password });
      const config = databaseConfig().connection;
      expect(config.client).toBe('postgres');
      expect(connectionOf()).toEqual({
        host: 'postgres',
        port: 5432,
        database: 'brilla',
        user: 'brilla',
        password,
        schema: 'public',
        ssl: false,
      });
    }
    withEnv({ ...PARTS, DATABASE_PORT: '6543', DATABASE_SSL: 'true' });
    expect(connectionOf()).toMatchObject({ port: 6543, ssl: { rejectUnauthorized: true } });
    expect(connectionOf()).not.toHaveProperty('password');
  });

  it('keeps SQLite when neither DATABASE_URL nor DATABASE_HOST is set', () => {
    withEnv({});
    expect(databaseConfig().connection.client).toBe('sqlite');
  });

  it('refuses DATABASE_URL together with any part, saying to use one', () => {
    withEnv({ ...PARTS, DATABASE_URL: 'postgres://brilla:x@postgres/brilla' });
    expect(() => databaseConfig()).toThrow(
      'DATABASE_URL and DATABASE_HOST, DATABASE_NAME and DATABASE_USERNAME are all set; use one',
    );
    withEnv({ DATABASE_URL: 'postgres://brilla:x@postgres/brilla', DATABASE_PASSWORD: 'x' });
    expect(() => databaseConfig()).toThrow(/^DATABASE_URL and DATABASE_PASSWORD are both set/);
  });

  it('takes postgres:// and postgresql:// addresses naming a host and a database', () => {
    for (const url of ['postgres://brilla:x@db/brilla', 'PostgreSQL://brilla:x@db/brilla']) {
      withEnv({ DATABASE_URL: url });
      expect(connectionOf()).toMatchObject({
        connectionString: url.replace(/^PostgreSQL/, 'postgresql'),
      });
    }
    withEnv({ DATABASE_URL: 'jdbc:postgres://db/brilla' });
    expect(() => databaseConfig()).toThrow(
      "DATABASE_URL must start with postgres:// or postgresql:// (got 'jdbc:postgres://db/brilla'); unset it for SQLite.",
    );
    withEnv({ DATABASE_URL: 'postgres:///brilla' });
    expect(() => databaseConfig()).toThrow(
      "DATABASE_URL names no host (got 'postgres:///brilla'); use postgres://user:password@host:5432/dbname.",
    );
    withEnv({ DATABASE_URL: 'postgres://db/' });
    expect(() => databaseConfig()).toThrow("DATABASE_URL names no database (got 'postgres://db/')");
  });

  it('names what the parts lack', () => {
    withEnv({ DATABASE_PASSWORD: PASSWORD, DATABASE_NAME: 'brilla' });
    expect(() => databaseConfig()).toThrow(
      'DATABASE_NAME and DATABASE_PASSWORD are set but DATABASE_HOST is not',
    );
    withEnv({ DATABASE_HOST: 'postgres', DATABASE_PASSWORD: PASSWORD });
    expect(() => databaseConfig()).toThrow(
      /^DATABASE_HOST is set but DATABASE_NAME and DATABASE_USERNAME are not/,
    );
    withEnv({ DATABASE_HOST: 'postgres', DATABASE_NAME: 'brilla' });
    expect(() => databaseConfig()).toThrow(
      'DATABASE_HOST is set but DATABASE_USERNAME is not; set it (and DATABASE_PASSWORD unless the server trusts this host).',
    );
    withEnv({ DATABASE_HOST: 'postgres' });
    expect(() => databaseConfig()).toThrow(
      'DATABASE_HOST is set but DATABASE_NAME and DATABASE_USERNAME are not; set them (and',
    );
    withEnv({ DATABASE_NAME: 'brilla' });
    expect(() => databaseConfig()).toThrow(
      'DATABASE_NAME is set but DATABASE_HOST is not: PostgreSQL is used when DATABASE_HOST (or DATABASE_URL) is set. Set DATABASE_HOST, or unset it to use SQLite.',
    );
    withEnv({ DATABASE_NAME: 'brilla', DATABASE_PORT: '5432' });
    expect(() => databaseConfig()).toThrow(
      /^DATABASE_PORT and DATABASE_NAME are set but .* or unset them to use SQLite\.$/,
    );
    // A password of spaces only is a password: it counts as set.
    withEnv({ DATABASE_PASSWORD: '   ' });
    expect(() => databaseConfig()).toThrow(/^DATABASE_PASSWORD is set but DATABASE_HOST is not/);
    withEnv({ ...PARTS, DATABASE_PORT: 'five' });
    expect(() => databaseConfig()).toThrow(
      "DATABASE_PORT must be an integer between 1 and 65535 (got 'five')",
    );
  });

  it('refuses a DATABASE_URL whose raw password would be misread, without printing it', () => {
    const urls = [
      // '/' ends the host part: an unparsable URL, or (digits before it) a wrong host and port.
      `postgres://brilla:${PASSWORD}@postgres:5432/brilla`,
      `postgres://brilla:${GENERATED[0]}@postgres:5432/brilla`,
      `postgres://brilla:${GENERATED[1]}@postgres:5432/brilla`,
      'postgres://brilla:12#ab@postgres/brilla',
      'postgres://brilla:a?b@postgres/brilla',
    ];
    for (const url of urls) {
      withEnv({ DATABASE_URL: url });
      let message = '';
      try {
        databaseConfig();
      } catch (error) {
        expect((error as Error).name).toBe('EnvError');
        message = (error as Error).message;
      }
      expect(message).toMatch(/^DATABASE_URL cannot be read as it is: .*would be misread/);
      expect(message).toContain("(got 'postgres://brilla:***@postgres");
      expect(message).toContain("percent-encode the password ('/' as %2F");
      expect(message).toContain('or unset DATABASE_URL and set DATABASE_HOST, DATABASE_PORT');
      const password = url.slice('postgres://brilla:'.length).split('@postgres')[0] ?? '';
      for (const piece of password.split(/[/?#@]/).filter((p) => p.length > 2)) {
        expect(message).not.toContain(piece);
      }
    }
  });

  it('says what to do with a DATABASE_URL that does not parse, without printing the password', () => {
    withEnv({ DATABASE_URL: 'postgres://brilla:s3cret@post gres:5432/brilla' });
    expect(() => databaseConfig()).toThrow(
      "DATABASE_URL is not a URL (got 'postgres://brilla:***@post gres:5432/brilla'); use postgres://user:password@host:5432/dbname. If the password holds special characters, percent-encode the password",
    );
    withEnv({ DATABASE_URL: 'mysql://brilla:s3cret@db/brilla' });
    expect(() => databaseConfig()).toThrow(
      "DATABASE_URL must start with postgres:// or postgresql:// (got 'mysql://brilla:***@db/brilla')",
    );
    withEnv({ DATABASE_URL: 'postgres://brilla:s3cret@db:5432' });
    expect(() => databaseConfig()).toThrow(/^DATABASE_URL names no database/);
  });

  it('reads a percent-encoded password back exactly, as the message says', () => {
    for (const password of [PASSWORD, ...GENERATED]) {
      withEnv({
        DATABASE_URL: `postgres://brilla:${encodeURIComponent(password)}@postgres:5432/brilla`,
      });
      const read = new Client({ connectionString: String(connectionOf().connectionString) });
      expect(read).toMatchObject({ host: 'postgres', password, database: 'brilla' });
    }
  });
});

describe('postgresTarget', () => {
  it('describes the target without its password, for the message when it cannot be reached', () => {
    withEnv({ DATABASE_URL: 'postgres://brilla:s3cret@postgres:5432/brilla' });
    expect(postgresTarget()?.description).toBe(
      'DATABASE_URL=postgres://brilla:***@postgres:5432/brilla',
    );
    withEnv({ ...PARTS, DATABASE_PORT: '6543', DATABASE_PASSWORD: 's3cret' });
    expect(postgresTarget()?.description).toBe(
      'DATABASE_HOST=postgres DATABASE_PORT=6543 DATABASE_NAME=brilla DATABASE_USERNAME=brilla',
    );
  });

  it('counts a blank part as unset (only the password is taken as it is)', () => {
    withEnv({ DATABASE_HOST: '   ', DATABASE_NAME: ' ', DATABASE_USERNAME: ' ' });
    expect(postgresTarget()).toBeNull();
  });
});
