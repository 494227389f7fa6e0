import { createRequire } from 'node:module';
import { describe, it } from 'vitest';
import { defineApiSuite } from './api-suite';

type PgClient = {
  connect: () => Promise<void>;
  query: (sql: string) => Promise<unknown>;
  end: () => Promise<void>;
};
const require = createRequire(import.meta.url);
const { Client } = require('pg') as {
  Client: new (options: { connectionString: string }) => PgClient;
};

const adminUrl = process.env.TEST_DATABASE_URL;

async function withAdmin(sql: string): Promise<void> {
  const client = new Client({ connectionString: adminUrl ?? '' });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

if (adminUrl) {
  // A throwaway database per run, dropped afterwards.
  defineApiSuite('CMS API on PostgreSQL', async () => {
    const name = `brilla_cms_test_${process.pid}_${Date.now()}`;
    await withAdmin(`CREATE DATABASE "${name}"`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return {
      env: { DATABASE_URL: url.href, DATABASE_FILENAME: undefined },
      cleanup: () => withAdmin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
    };
  });
} else {
  describe('CMS API on PostgreSQL', () => {
    it.skip('runs only when TEST_DATABASE_URL is set', () => undefined);
  });
}
