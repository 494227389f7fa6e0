import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { stackSecrets } from '@brilla/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CmsProcess, startCmsProcess } from './helpers/cms-process';
import { WEB_TOKEN } from './helpers/strapi';

type PgClient = {
  connect: () => Promise<void>;
  query: (sql: string) => Promise<{ rows: Array<Record<string, unknown>> }>;
  end: () => Promise<void>;
};
const require = createRequire(import.meta.url);
const { Client } = require('pg') as {
  Client: new (options: { connectionString: string }) => PgClient;
};

const adminUrl = process.env.TEST_DATABASE_URL;

async function query(url: string, sql: string): Promise<Array<Record<string, unknown>>> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

/** Rows per table, and rows that share what the seed looks an entry up by (never allowed). */
const TABLES: Record<string, string> = {
  pages: 'slug, locale',
  blogs: 'slug, locale',
  banners: '"order", locale',
  testimonials: '"order", locale',
  site_settings: 'locale',
  calculator_settings: 'published_at is null',
  files: 'name',
  admin_users: 'email',
  i18n_locale: 'code',
};

/** Tables of draftable types hold a draft and a published row per localization. */
const DRAFTABLE = new Set(['pages', 'blogs', 'banners', 'testimonials']);

if (adminUrl) {
  // Two replicas on one fresh database: they must take turns (database locks), not race.
  describe('two CMS processes starting together on an empty PostgreSQL database', () => {
    const name = `brilla_seed_race_${process.pid}_${Date.now()}`;
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const tmp = mkdtempSync(path.join(os.tmpdir(), 'brilla-seed-race-'));
    let replicas: CmsProcess[] = [];

    beforeAll(async () => {
      await query(adminUrl, `CREATE DATABASE "${name}"`);
      // Replicas share their secrets, as a deployment's do (API tokens are hashed with the salt).
      const env = { ...stackSecrets(), DATABASE_URL: url.href, DATABASE_FILENAME: undefined };
      const started = await Promise.allSettled([
        startCmsProcess('replica-a', tmp, env, 240_000),
        startCmsProcess('replica-b', tmp, env, 240_000),
      ]);
      replicas = started.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
      const failed = started.find((r) => r.status === 'rejected');
      if (failed) throw failed.reason;
    }, 300_000);

    afterAll(async () => {
      await Promise.all(replicas.map((replica) => replica.stop()));
      await query(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      rmSync(tmp, { recursive: true, force: true });
    });

    it('both come up, and exactly one of them seeds', async () => {
      for (const replica of replicas) {
        expect(
          (await fetch(`${replica.baseUrl}/api/pages?locale=es`, { headers: WEB_TOKEN })).status,
        ).toBe(200);
      }
      const seeded = replicas.filter((r) => readFileSync(r.log, 'utf8').includes('Seeded from'));
      expect(seeded.length).toBe(1);
    });

    it('holds every seeded entry once', async () => {
      const counts: Record<string, number> = {};
      for (const [table, key] of Object.entries(TABLES)) {
        const published = DRAFTABLE.has(table) ? ', published_at is null' : '';
        const duplicates = await query(
          url.href,
          `select ${key}${published}, count(*) as n from ${table} group by ${key}${published} having count(*) > 1`,
        );
        expect(duplicates, `${table} duplicates`).toEqual([]);
        const [row] = await query(url.href, `select count(*)::int as n from ${table}`);
        counts[table] = row?.n as number;
      }
      // The fixture seed, as on SQLite (tests/api-suite.ts): draft and published rows per
      // localization of a draftable type.
      expect(counts).toEqual({
        pages: 10,
        blogs: 6,
        banners: 8,
        testimonials: 4,
        site_settings: 2,
        calculator_settings: 1,
        files: 2,
        admin_users: 1,
        i18n_locale: 2,
      });
      const [state] = await query(
        url.href,
        "select value from strapi_core_store_settings where key = 'plugin_brilla-seed_state'",
      );
      // Version 2: the menus of the site settings (seed/menus.ts).
      expect(JSON.parse(String(state?.value))).toMatchObject({ version: 2 });
    });
  });
} else {
  describe('two CMS processes starting together on an empty PostgreSQL database', () => {
    it.skip('runs only when TEST_DATABASE_URL is set', () => undefined);
  });
}
