import { describe, expect, it } from 'vitest';
import { fakeStrapi } from '../../tests/helpers/fake-strapi';
import { acquireSessionLock, LOCKS, withLock } from './db-lock';

const BRIL = 0x6272696c;

/** A knex that records the statements it runs, on which connection, and the pool's moves. */
function database(client: string, failing: string[] = []) {
  const events: unknown[][] = [];
  const raw = (sql: string, bindings: unknown[]) => ({
    connection: async (connection: unknown) => {
      events.push(['raw', sql, bindings, connection]);
      if (failing.some((statement) => sql.includes(statement))) throw new Error(`${sql} failed`);
    },
  });
  const strapi = fakeStrapi({
    db: {
      dialect: { client },
      connection: {
        client: {
          acquireConnection: async () => {
            events.push(['acquire']);
            return 'connection-1';
          },
          releaseConnection: async (connection: unknown) => {
            events.push(['release', connection]);
          },
        },
        raw,
        transaction: async (
          work: (trx: { raw: (sql: string, b: unknown[]) => Promise<void> }) => unknown,
        ) => {
          events.push(['begin']);
          const result = await work({
            raw: async (sql, bindings) => {
              events.push(['trx', sql, bindings]);
            },
          });
          events.push(['commit']);
          return result;
        },
      },
    },
  });
  return { strapi, events };
}

describe('PostgreSQL advisory locks', () => {
  it('number the start and the seed apart', () => {
    expect(LOCKS).toEqual({ boot: 1, seed: 2 });
  });

  it('take a session lock on a connection of its own and give it back once released', async () => {
    const { strapi, events } = database('postgres');
    const release = await acquireSessionLock(strapi, LOCKS.seed);
    expect(events).toEqual([
      ['acquire'],
      ['raw', 'select pg_advisory_lock(?, ?)', [BRIL, 2], 'connection-1'],
    ]);
    await release();
    await release();
    expect(events.slice(2)).toEqual([
      ['raw', 'select pg_advisory_unlock(?, ?)', [BRIL, 2], 'connection-1'],
      ['release', 'connection-1'],
    ]);
  });

  it('give the connection back when taking or leaving the lock fails', async () => {
    const taking = database('postgres', ['pg_advisory_lock']);
    await expect(acquireSessionLock(taking.strapi, LOCKS.boot)).rejects.toThrow('failed');
    expect(taking.events.at(-1)).toEqual(['release', 'connection-1']);
    const leaving = database('postgres', ['pg_advisory_unlock']);
    const release = await acquireSessionLock(leaving.strapi, LOCKS.boot);
    await expect(release()).rejects.toThrow('failed');
    expect(leaving.events.at(-1)).toEqual(['release', 'connection-1']);
  });

  it('run work inside a transaction that holds the lock until it commits', async () => {
    const { strapi, events } = database('postgres');
    expect(
      await withLock(strapi, LOCKS.boot, async () => {
        events.push(['work']);
        return 'done';
      }),
    ).toBe('done');
    expect(events).toEqual([
      ['begin'],
      ['trx', 'select pg_advisory_xact_lock(?, ?)', [BRIL, 1]],
      ['work'],
      ['commit'],
    ]);
  });

  it('do nothing on SQLite, one process on one file', async () => {
    const { strapi, events } = database('sqlite');
    await (await acquireSessionLock(strapi, LOCKS.seed))();
    expect(await withLock(strapi, LOCKS.seed, async () => 'done')).toBe('done');
    expect(events).toEqual([]);
  });
});
