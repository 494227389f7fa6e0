import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import databaseConfig from '../config/database';
import { runCmsScript } from './helpers/cms-process';

/** What `openssl rand -base64 32` may print, and every character a URL gives a meaning to. */
const GENERATED = 'q5/pZ+Lw0Xn8sT2v/Kc9mYh3R1bUe6jAoDfGiN4lVxM=';
const PASSWORD = 'a/b+c=d@e:f#g%h';

type Knex = {
  raw: (sql: string) => Promise<{ rows: Array<Record<string, unknown>> }>;
};
type StrapiDatabase = { connection: Knex; destroy: () => Promise<void> };

/** Strapi's own database layer (@strapi/database, through @strapi/core), as the CMS opens it. */
function strapiDatabase(config: ReturnType<typeof databaseConfig>, tmp: string): StrapiDatabase {
  const fromApp = createRequire(import.meta.url);
  const fromStrapi = createRequire(fromApp.resolve('@strapi/strapi'));
  const fromCore = createRequire(fromStrapi.resolve('@strapi/core'));
  const { Database } = fromCore('@strapi/database') as {
    Database: new (config: unknown) => StrapiDatabase;
  };
  // Migrations are never run here; the layer only wants to know where they would be.
  const migrations = { dir: path.join(tmp, 'migrations') };
  return new Database({ connection: config.connection, settings: { migrations } });
}

describe('a CMS started with a generated password pasted into DATABASE_URL', () => {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'brilla-database-url-'));
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));

  it('stops at once with a message that says why and what to do, without the password', async () => {
    const { code, output } = await runCmsScript(
      'raw-password',
      tmp,
      'node_modules/@strapi/strapi/bin/strapi.js',
      {
        DATABASE_FILENAME: undefined,
        DATABASE_URL: `postgres://brilla:${GENERATED}@127.0.0.1:5432/brilla`,
      },
      ['start'],
    );
    expect(code).toBe(1);
    expect(output).toContain('DATABASE_URL cannot be read as it is');
    expect(output).toContain("(got 'postgres://brilla:***@127.0.0.1:5432/brilla')");
    expect(output).toContain("percent-encode the password ('/' as %2F");
    expect(output).toContain('set DATABASE_HOST, DATABASE_PORT (default 5432), DATABASE_NAME');
    for (const piece of GENERATED.split('/').filter((p) => p.length > 3)) {
      expect(output).not.toContain(piece);
    }
  });
});

const adminUrl = process.env.TEST_DATABASE_URL;

if (adminUrl) {
  describe('PostgreSQL through DATABASE_HOST and the other parts', () => {
    const tmp = mkdtempSync(path.join(os.tmpdir(), 'brilla-database-parts-'));
    afterEach(() => {
      vi.unstubAllEnvs();
    });
    afterAll(() => rmSync(tmp, { recursive: true, force: true }));

    it('connects with a password of any characters, passed exactly as set', async () => {
      const target = new URL(adminUrl);
      vi.stubEnv('DATABASE_URL', '');
      vi.stubEnv('DATABASE_HOST', target.hostname);
      vi.stubEnv('DATABASE_PORT', target.port || '5432');
      vi.stubEnv('DATABASE_NAME', target.pathname.slice(1));
      vi.stubEnv('DATABASE_USERNAME', decodeURIComponent(target.username));
      // The test server trusts local connections, so any password is accepted: what is checked
      // is that the connection works and that Strapi is given the password untouched.
      vi.stubEnv('DATABASE_PASSWORD', PASSWORD);
      const config = databaseConfig();
      expect(config.connection.connection).toMatchObject({
        host: target.hostname,
        password: PASSWORD,
      });
      const database = strapiDatabase(config, tmp);
      try {
        const { rows } = await database.connection.raw(
          'select current_user as "user", current_database() as name',
        );
        expect(rows).toEqual([
          { user: decodeURIComponent(target.username), name: target.pathname.slice(1) },
        ]);
      } finally {
        await database.destroy();
      }
    });
  });
} else {
  describe('PostgreSQL through DATABASE_HOST and the other parts', () => {
    it.skip('runs only when TEST_DATABASE_URL is set', () => undefined);
  });
}
