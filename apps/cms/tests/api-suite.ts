import { type MailSink, startMailSink } from '@brilla/testkit/mail';
import { PUBLIC_TYPES } from '@brilla/types';
import type { UID } from '@strapi/strapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiService } from '../src/lib/strapi-services';
import { defineCategoryTests } from './api-categories-suite';
import { defineContactTests } from './api-contact-suite';
import {
  type ApiContext,
  type Bootstrap,
  type Entry,
  type Json,
  nextIp,
  PREVIEW_SECRET,
  PREVIEW_SITE,
  PREVIEW_TOKEN,
  type Reply,
  SUBMISSION,
} from './api-context';
import { definePreviewTests } from './api-preview-suite';
import { defineReadTests } from './api-reads-suite';
import { defineAuditTests } from './audit-suite';
import { type BootedStrapi, bootStrapi, loadDist, WEB_TOKEN } from './helpers/strapi';
import { defineImageAltTests } from './image-alt-suite';
import { defineInboxTests } from './inbox-suite';
import { defineSecurityTests } from './security-suite';
import { defineUploadTests } from './uploads-suite';
import { defineVisitTests } from './visits-suite';

/** The whole API suite, run against one booted CMS; `database` adds env (e.g. DATABASE_URL). */
export function defineApiSuite(
  name: string,
  database: () => Promise<{ env: Json; cleanup: () => Promise<void> }>,
) {
  describe(name, () => {
    let cms: BootedStrapi;
    let cleanupDatabase: () => Promise<void> = async () => undefined;
    let sink: MailSink;

    async function call(
      method: string,
      path: string,
      body?: unknown,
      headers: Record<string, string> = {},
    ): Promise<Reply> {
      // As the web calls: with its token, unless the test gives its own (`authorization: ''`: none).
      const sent: Record<string, string> = {
        'content-type': 'application/json',
        ...WEB_TOKEN,
        ...headers,
      };
      if (sent.authorization === '') delete sent.authorization;
      const response = await fetch(`${cms.baseUrl}${path}`, {
        method,
        headers: sent,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      let parsed: Json = {};
      try {
        parsed = text ? (JSON.parse(text) as Json) : {};
      } catch {
        parsed = { text };
      }
      return { status: response.status, headers: response.headers, body: parsed };
    }
    const get = (path: string) => call('GET', path);
    const list = async (path: string) => {
      const reply = await get(path);
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      return reply.body.data as Entry[];
    };
    /** A contact post, then the wait for its notification (sent after the answer). */
    const contact = async (data: Json, headers: Record<string, string> = {}) => {
      const reply = await call(
        'POST',
        '/api/contact-submissions',
        { data },
        { 'x-forwarded-for': nextIp(), ...headers },
      );
      await apiService<{ drain: () => Promise<void> }>(
        cms.strapi,
        'api::contact-submission.contact',
        ['drain'],
      ).drain();
      return reply;
    };
    const submissions = () => cms.strapi.db.query(SUBMISSION);

    async function counts(): Promise<Record<string, number>> {
      const result: Record<string, number> = {};
      // The public content types and the media the seed uploads.
      for (const uid of [...PUBLIC_TYPES, 'plugin::upload.file']) {
        for (const locale of ['es', 'en']) {
          const where =
            uid === 'plugin::upload.file' || uid.includes('calculator') || uid.includes('redirect')
              ? {}
              : { locale };
          result[`${uid}:${locale}`] = await cms.strapi.db
            .query(uid as UID.Schema)
            .count({ where });
        }
      }
      return result;
    }

    beforeAll(async () => {
      const db = await database();
      cleanupDatabase = db.cleanup;
      sink = await startMailSink();
      cms = await bootStrapi({
        ...(db.env as Record<string, string>),
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(sink.port),
        SMTP_TIMEOUT_MS: '3000',
        EMAIL_FROM: 'web@example.com',
        CONTACT_NOTIFY_EMAIL: 'staff@example.com',
        SITE_URL: PREVIEW_SITE,
        PREVIEW_SECRET,
        CMS_PREVIEW_TOKEN: PREVIEW_TOKEN,
      });
    });

    afterAll(async () => {
      await cms?.close();
      await sink?.stop();
      await cleanupDatabase();
    });

    describe('bootstrap', () => {
      it('creates es as the default locale and en', async () => {
        const locales = cms.strapi.plugin('i18n').service('locales') as {
          find: () => Promise<Array<{ code: string }>>;
          getDefaultLocale: () => Promise<string>;
        };
        expect((await locales.find()).map((l) => l.code).sort()).toEqual(['en', 'es']);
        // Named in Spanish, as the admin's language pickers show them.
        const names = (await locales.find()) as Array<{ code: string; name?: string }>;
        expect(Object.fromEntries(names.map((l) => [l.code, l.name]))).toEqual({
          es: 'Español (es)',
          en: 'Inglés (en)',
        });
        expect(await locales.getDefaultLocale()).toBe('es');
      });

      it('seeds every fixture entry, with mirrors, and a second bootstrap adds nothing', async () => {
        const before = await counts();
        expect(before).toMatchObject({
          // inicio, contactanos and the single/inicio mirror; en for inicio and its mirror (draft + published rows).
          'api::page.page:es': 6,
          'api::page.page:en': 4,
          'api::blog.blog:es': 4,
          'api::blog.blog:en': 2,
          // consejos and novedades; en for consejos (draft + published rows).
          'api::category.category:es': 4,
          'api::category.category:en': 2,
          'api::banner.banner:es': 4,
          'api::banner.banner:en': 4,
          'api::testimonial.testimonial:en': 2,
          'api::site-setting.site-setting:es': 1,
          'api::site-setting.site-setting:en': 1,
          'api::calculator-setting.calculator-setting:es': 1,
          'plugin::upload.file:es': 2,
        });
        await loadDist<Bootstrap>('index.js').default.bootstrap({ strapi: cms.strapi });
        expect(await counts()).toEqual(before);
      });

      it('creates the first super admin, who can log in', async () => {
        const reply = await call('POST', '/admin/login', {
          email: 'admin@example.com',
          password: 'Admin12345',
        });
        expect(reply.status).toBe(200);
        expect((reply.body.data as Json).token).toEqual(expect.any(String));
      });
    });

    const context: ApiContext = {
      cms: () => cms,
      sink: () => sink,
      call,
      get,
      list,
      contact,
      submissions,
      counts,
    };
    defineReadTests(context);
    defineCategoryTests(context);
    definePreviewTests(context);
    defineContactTests(context);

    const securityContext = { cms: () => cms, mails: () => sink.received, call, contact };
    defineSecurityTests(securityContext);
    defineAuditTests(securityContext);
    defineInboxTests(securityContext);
    defineUploadTests(securityContext);
    defineImageAltTests(securityContext);
    defineVisitTests(securityContext);
  });
}
