import { createRequire } from 'node:module';

type PgClient = {
  connect: () => Promise<void>;
  query: (sql: string) => Promise<unknown>;
  end: () => Promise<void>;
};
const require = createRequire(import.meta.url);
const { Client } = require('pg') as {
  Client: new (options: { connectionString: string }) => PgClient;
};

/** The PostgreSQL server of the tests (a URL whose user may create databases), if any. */
// biome-ignore lint/style/noProcessEnv: the test database's address comes from the environment
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

async function withAdmin(sql: string): Promise<void> {
  const client = new Client({ connectionString: TEST_DATABASE_URL ?? '' });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A fresh database named `<prefix>_<pid>_<time>` on TEST_DATABASE_URL's server: the environment
 * that points a test CMS at it, and the clean-up that drops it.
 */
export async function throwawayDatabase(
  prefix: string,
): Promise<{ env: Record<string, string | undefined>; cleanup: () => Promise<void> }> {
  if (!TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL is not set');
  const name = `${prefix}_${process.pid}_${Date.now()}`;
  await withAdmin(`CREATE DATABASE "${name}"`);
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.href, DATABASE_FILENAME: undefined },
    cleanup: () => withAdmin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}
