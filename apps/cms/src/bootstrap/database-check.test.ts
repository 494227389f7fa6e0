import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeStrapi } from '../../tests/helpers/fake-strapi';
import { assertDatabaseReachable } from './database-check';

const PARTS = [
  'DATABASE_URL',
  'DATABASE_HOST',
  'DATABASE_PORT',
  'DATABASE_NAME',
  'DATABASE_USERNAME',
];

const unreachable = (reason: string) =>
  fakeStrapi({ db: { connection: { raw: async () => Promise.reject(new Error(reason)) } } });

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('a database the CMS cannot reach', () => {
  it('names the parts it read, never the password', async () => {
    for (const name of PARTS) vi.stubEnv(name, '');
    vi.stubEnv('DATABASE_HOST', 'postgres');
    vi.stubEnv('DATABASE_NAME', 'brilla');
    vi.stubEnv('DATABASE_USERNAME', 'brilla');
    vi.stubEnv('DATABASE_PASSWORD', 'a/b+c=d@e:f#g%h');
    const failure = assertDatabaseReachable(
      unreachable('password authentication failed for user "brilla"'),
    );
    await expect(failure).rejects.toThrow(
      'Cannot reach the database at DATABASE_HOST=postgres DATABASE_PORT=5432 DATABASE_NAME=brilla DATABASE_USERNAME=brilla (password authentication failed for user "brilla"). Start PostgreSQL or fix those DATABASE_ settings; unset them to use SQLite.',
    );
    await expect(failure).rejects.not.toThrow(/b\+c=d/);
  });

  it('names DATABASE_URL without its password', async () => {
    for (const name of PARTS) vi.stubEnv(name, '');
    vi.stubEnv('DATABASE_PASSWORD', '');
    vi.stubEnv('DATABASE_URL', 'postgres://brilla:s3cret@127.0.0.1:5432/brilla');
    await expect(assertDatabaseReachable(unreachable('connect ECONNREFUSED'))).rejects.toThrow(
      'Cannot reach the database at DATABASE_URL=postgres://brilla:***@127.0.0.1:5432/brilla (connect ECONNREFUSED).',
    );
  });
});
