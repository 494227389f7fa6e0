import { beforeAll, describe, expect, it } from 'vitest';
import { adminRoles, adminUsers } from '../src/lib/strapi-services';
import { PREVIEW_TOKEN } from './api-context';
import { CMS_ROOT } from './helpers/strapi';
import type { SecurityContext } from './security-suite';

type Json = Record<string, unknown>;
type CronTasks = {
  cronTasks: { siteVisitRetention: { task: (input: { strapi: unknown }) => Promise<void> } };
};

const PASSWORD = 'Visits12345';
const row = (change: Json = {}) => ({
  path: '/servicios',
  language: 'es',
  device: 'mobile',
  source: '(direct)',
  campaign: '',
  views: 1,
  ...change,
});

/** Today in the staff's calendar, as the CMS counts it. */
const today = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota' }).format(new Date());

/**
 * The site's visit counts (docs/decisions/049): the web's batches in, the staff's figures out,
 * only for the roles that may read them, and gone after 13 months.
 */
export function defineVisitTests(context: SecurityContext) {
  const { call } = context;
  const strapi = () => context.cms().strapi;
  const knex = () => strapi().db.connection;
  const tokens: Record<string, string> = {};

  const record = (data: unknown, headers?: Record<string, string>) =>
    call('POST', '/api/site-visits', { data }, headers);
  const report = (token: string, query = '') =>
    call('GET', `/site-visits/report${query}`, undefined, { authorization: `Bearer ${token}` });
  const pageOf = (body: Json, path: string, language = 'es') =>
    ((body.data as Json).pages as Json[]).find(
      (page) => page.path === path && page.language === language,
    );

  async function staff(email: string, roleName: string): Promise<string> {
    const role = (await strapi()
      .db.query('admin::role')
      .findOne({ where: { name: roleName } })) as {
      id: number;
    };
    await adminUsers(strapi()).create({
      email,
      firstname: roleName,
      lastname: 'Analítica',
      password: PASSWORD,
      isActive: true,
      registrationToken: null,
      roles: [role.id],
    });
    const reply = await call('POST', '/admin/login', { email, password: PASSWORD });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return (reply.body.data as { token: string }).token;
  }

  describe('site visits', () => {
    beforeAll(async () => {
      tokens.editor = await staff('editor.visitas@example.com', 'Editor');
      tokens.sales = await staff('comercial.visitas@example.com', 'Comercial');
      tokens.author = await staff('autor.visitas@example.com', 'Autor');
      const superAdmin = await adminRoles(strapi()).getSuperAdmin();
      tokens.admin = await staff('admin.visitas@example.com', superAdmin?.name ?? '');
    });

    it('adds the web’s batches to today’s counts, summing rows of the same page and source', async () => {
      const batch = {
        views: [
          row({ views: 3 }),
          row({ source: 'google.com', views: 2 }),
          row({
            language: 'en',
            device: 'desktop',
            source: 'instagram',
            campaign: 'lanzamiento / social',
            views: 1,
          }),
        ],
        vitals: [
          { path: '/servicios', language: 'es', metric: 'LCP', bucket: 10, samples: 3 },
          { path: '/servicios', language: 'es', metric: 'LCP', bucket: 20, samples: 1 },
          { path: '/servicios', language: 'es', metric: 'CLS', bucket: 4, samples: 4 },
          // No such bucket: skipped, not stored.
          { path: '/servicios', language: 'es', metric: 'CLS', bucket: 30, samples: 9 },
        ],
      };
      expect((await record(batch)).status).toBe(204);
      expect((await record({ views: [row({ views: 4 })] })).status).toBe(204);
      const stored = await knex()('site_visit_views')
        .where({ day: today(), path: '/servicios', language: 'es', source: '(direct)' })
        .first();
      expect(stored).toMatchObject({ device: 'mobile', campaign: '', views: 7 });
      const buckets = await knex()('site_visit_vitals')
        .where({ path: '/servicios', metric: 'CLS' })
        .select('bucket', 'samples');
      expect(buckets).toEqual([{ bucket: 4, samples: 4 }]);

      const figures = await report(tokens.editor as string);
      expect(figures.status).toBe(200);
      expect(pageOf(figures.body, '/servicios')).toMatchObject({
        views: 9,
        // Three of four loads under 1 s (bucket 10 is ≤ 1000 ms); CLS all ≤ 0.1.
        vitals: { LCP: 1000, CLS: 0.1, INP: null },
        samples: 4,
      });
      expect(pageOf(figures.body, '/servicios', 'en')).toMatchObject({ views: 1 });
      const { sources, campaigns } = figures.body.data as { sources: Json[]; campaigns: Json[] };
      expect(sources.slice(0, 3)).toEqual([
        { name: '(direct)', views: 7, messages: 0 },
        { name: 'google.com', views: 2, messages: 0 },
        { name: 'instagram', views: 1, messages: 0 },
      ]);
      expect(campaigns).toEqual([{ name: 'lanzamiento / social', views: 1, messages: 0 }]);
    });

    it('counts the contact messages sent from each page, and in visits from each source and campaign, as conversions', async () => {
      await record({ views: [row({ path: '/contactanos', views: 10 })] });
      const campaign = 'lanzamiento / social';
      for (const [index, [pagePath, language, source]] of [
        ['/contactanos', 'es', { source: 'instagram', campaign }],
        ['/contactanos', 'es', { source: 'instagram', campaign }],
        ['/inicio', 'en', {}],
        // Not a source a visit could have: stored without it, and counted under none.
        ['/contactanos', 'es', { source: '<script>', campaign: 'x'.repeat(124) }],
      ].entries()) {
        const reply = await context.contact({
          name: 'Ana Pérez',
          email: `ana${index}@example.com`,
          message: `Quiero saber más sobre la agencia (mensaje ${index}), por favor.`,
          language,
          pagePath,
          policyVersion: '2026-03-01',
          ...(source as Json),
        });
        expect(reply.status, JSON.stringify(reply.body)).toBe(201);
        const stored = await strapi()
          .db.query('api::contact-submission.contact-submission')
          .findOne({ where: { email: `ana${index}@example.com` } });
        expect(stored, `message ${index}`).toMatchObject(
          index < 2 ? { source: 'instagram', campaign } : { source: null, campaign: null },
        );
      }
      const figures = await report(tokens.sales as string);
      expect(figures.status).toBe(200);
      expect(pageOf(figures.body, '/contactanos')).toMatchObject({ views: 10, messages: 3 });
      // Messages from a page with no counted view still show.
      expect(pageOf(figures.body, '/inicio', 'en')).toMatchObject({ views: 0, messages: 1 });
      const { sources, campaigns } = figures.body.data as { sources: Json[]; campaigns: Json[] };
      // Two messages in the one visit from Instagram counted today (the first test).
      expect(sources).toContainEqual({ name: 'instagram', views: 1, messages: 2 });
      expect(sources).toContainEqual({ name: '(direct)', views: 17, messages: 0 });
      expect(campaigns).toEqual([{ name: campaign, views: 1, messages: 2 }]);
    });

    it('refuses a batch from anyone but the web, and one that is not a batch', async () => {
      expect((await record({ views: [row()] }, { authorization: '' })).status).toBe(401);
      // The preview's token reads drafts and nothing else.
      const preview = { authorization: `Bearer ${PREVIEW_TOKEN}` };
      expect((await record({ views: [row()] }, preview)).status).toBe(403);
      for (const bad of [
        { views: [row({ language: 'fr' })] },
        { views: [row({ views: 0 })] },
        { views: [row({ path: 'no-slash' })] },
        { views: [row({ ip: '1.2.3.4' })] },
        'not an object',
      ]) {
        expect((await record(bad)).status, JSON.stringify(bad)).toBe(400);
      }
    });

    it('shows the figures to the Editor, Comercial and super admin roles only', async () => {
      expect((await report(tokens.admin as string)).status).toBe(200);
      expect((await report(tokens.author as string)).status).toBe(403);
      const signedOut = await call('GET', '/site-visits/report', undefined, { authorization: '' });
      expect(signedOut.status).toBe(401);
    });

    it('takes a period, and says in Spanish what is wrong with a bad one', async () => {
      const day = today();
      const reply = await report(tokens.editor as string, `?from=${day}&to=${day}`);
      expect(reply.status).toBe(200);
      expect(reply.body.data).toMatchObject({ from: day, to: day });
      for (const [query, message] of [
        ['?from=2026-13-01&to=2026-12-01', /AAAA-MM-DD/],
        ['?from=2026-02-30', /AAAA-MM-DD/],
        ['?from=2026-11-02&to=2026-11-01', /posterior a la final/],
        ['?from=2024-01-01&to=2026-11-01', /400 días/],
      ] as const) {
        const refused = await report(tokens.editor as string, query);
        expect(refused.status, query).toBe(400);
        expect((refused.body.error as Json).message, query).toMatch(message);
      }
    });

    it("reads the p75s over the period's last 28 days, and the views over all of it", async () => {
      const day = (daysAgo: number) =>
        new Date(Date.parse(`${today()}T00:00:00Z`) - daysAgo * 86_400_000)
          .toISOString()
          .slice(0, 10);
      const page = { path: '/nosotros', language: 'es' };
      await knex()('site_visit_views').insert({
        day: day(40),
        ...page,
        device: 'mobile',
        source: '(direct)',
        campaign: '',
        views: 6,
      });
      // Slow forty days ago (bucket 22: ≤ 10 s), fast this week (bucket 5: ≤ 300 ms): the week counts.
      await knex()('site_visit_vitals').insert([
        { day: day(40), ...page, metric: 'LCP', bucket: 22, samples: 50 },
        { day: day(3), ...page, metric: 'LCP', bucket: 5, samples: 2 },
      ]);
      const reply = await report(tokens.editor as string, `?from=${day(59)}&to=${today()}`);
      expect(reply.status).toBe(200);
      expect(reply.body.data).toMatchObject({ from: day(59), vitalsFrom: day(27), to: today() });
      expect(pageOf(reply.body, '/nosotros')).toMatchObject({
        views: 6,
        vitals: { LCP: 300 },
        samples: 2,
      });
    });

    it('exports the pages as CSV', async () => {
      const response = await fetch(`${context.cms().baseUrl}/site-visits/report.csv`, {
        headers: { authorization: `Bearer ${tokens.sales}` },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
      expect(response.headers.get('content-disposition')).toMatch(
        /^attachment; filename="analitica-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      const lines = (await response.text()).replace(/^\uFEFF/, '').split('\r\n');
      expect(lines[0]).toBe(
        '"path","language","views","messages","conversion_percent","lcp_p75_ms","inp_p75_ms","cls_p75","fcp_p75_ms","ttfb_p75_ms","measured_loads"',
      );
      expect(lines).toContain('"/contactanos","es","10","3","30.00","","","","","","0"');
    });

    it('deletes counts older than 13 months with the daily job, and keeps the rest', async () => {
      const old = {
        day: '2000-01-01',
        path: '/inicio',
        language: 'es',
        device: 'mobile',
        source: '(direct)',
        campaign: '',
        views: 5,
      };
      await knex()('site_visit_views').insert(old);
      await knex()('site_visit_vitals').insert({
        day: '2000-01-01',
        path: '/inicio',
        language: 'es',
        metric: 'LCP',
        bucket: 1,
        samples: 1,
      });
      const { cronTasks } = require(`${CMS_ROOT}/dist/config/cron-tasks.js`) as CronTasks;
      await cronTasks.siteVisitRetention.task({ strapi: strapi() });
      expect(await knex()('site_visit_views').where({ day: '2000-01-01' })).toEqual([]);
      expect(await knex()('site_visit_vitals').where({ day: '2000-01-01' })).toEqual([]);
      expect(
        await knex()('site_visit_views').where({ day: today() }).count({ n: '*' }),
      ).not.toEqual([{ n: 0 }]);
    });
  });
}
