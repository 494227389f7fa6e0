import pg from 'pg';
import { ADMIN_DATABASE_URL } from './env';

export { REDIS_URL } from './env';

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `The reliability suites need PostgreSQL at ${url.replace(/:[^:@/]*@/, ':***@')} (${reason}); start it or set TEST_DATABASE_URL.`,
    );
  }
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export type ThrowawayDatabase = { name: string; url: string; drop: () => Promise<void> };

/** A fresh database for one run, dropped afterwards (even while CMS connections are open). */
export async function createDatabase(prefix: string): Promise<ThrowawayDatabase> {
  const name = `${prefix}_${process.pid}_${Date.now()}`;
  await withClient(ADMIN_DATABASE_URL, (client) => client.query(`CREATE DATABASE "${name}"`));
  const url = new URL(ADMIN_DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.href,
    drop: () =>
      withClient(ADMIN_DATABASE_URL, (client) =>
        client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
      ).then(() => undefined),
  };
}

/** Runs one query on the run's database (counting stored submissions, …). */
export function query<R extends pg.QueryResultRow>(
  databaseUrl: string,
  sql: string,
  values: unknown[] = [],
): Promise<R[]> {
  return withClient(databaseUrl, async (client) => (await client.query<R>(sql, values)).rows);
}

/** Fails early with a clear message when Redis is not there. */
export async function assertRedis(url: string): Promise<void> {
  const { hostname, port } = new URL(url);
  const net = await import('node:net');
  await new Promise<void>((resolve, reject) => {
    const socket = net.connect(Number(port || 6379), hostname);
    socket.setTimeout(3_000);
    socket.once('connect', () => {
      socket.end();
      resolve();
    });
    const fail = (reason: string) => {
      socket.destroy();
      reject(
        new Error(
          `The reliability suites need Redis at ${url} (${reason}); start it or set TEST_REDIS_URL.`,
        ),
      );
    };
    socket.once('timeout', () => fail('timeout'));
    socket.once('error', (error) => fail(error.message));
  });
}
