import type { Core } from '@strapi/strapi';

/**
 * PostgreSQL advisory locks that serialise work across CMS replicas sharing one database.
 * Keys are (namespace, lock) pairs; the namespace is "bril" as a 32-bit integer.
 * SQLite is one file opened by one process, so there the locks are no-ops.
 */
const NAMESPACE = 0x6272696c;
export const LOCKS = {
  /** Schema sync and first-start setup: one replica starts at a time. */
  boot: 1,
  /** Seeding (on start or through `pnpm seed`). */
  seed: 2,
} as const;

type Knex = Core.Strapi['db']['connection'];
type PoolConnection = unknown;

function isPostgres(strapi: Core.Strapi): boolean {
  return strapi.db.dialect.client === 'postgres';
}

/**
 * Takes a session lock on a connection of its own and returns its release. Waits while another
 * process holds it. If this process dies, PostgreSQL drops the connection and the lock with it.
 */
export async function acquireSessionLock(
  strapi: Core.Strapi,
  lock: number,
): Promise<() => Promise<void>> {
  if (!isPostgres(strapi)) return async () => undefined;
  const knex: Knex = strapi.db.connection;
  const connection = (await knex.client.acquireConnection()) as PoolConnection;
  try {
    await knex.raw('select pg_advisory_lock(?, ?)', [NAMESPACE, lock]).connection(connection);
  } catch (error) {
    await knex.client.releaseConnection(connection);
    throw error;
  }
  let released = false;
  return async () => {
    if (released) return;
    released = true;
    try {
      await knex.raw('select pg_advisory_unlock(?, ?)', [NAMESPACE, lock]).connection(connection);
    } finally {
      await knex.client.releaseConnection(connection);
    }
  };
}

/**
 * Runs `work` while holding a transaction-scoped lock (released at commit, even if `work`
 * throws). `work` itself runs on other connections: the transaction only carries the lock.
 */
export async function withLock<T>(
  strapi: Core.Strapi,
  lock: number,
  work: () => Promise<T>,
): Promise<T> {
  if (!isPostgres(strapi)) return work();
  return strapi.db.connection.transaction(async (trx) => {
    await trx.raw('select pg_advisory_xact_lock(?, ?)', [NAMESPACE, lock]);
    return work();
  });
}
