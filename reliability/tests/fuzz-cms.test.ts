// Fuzzing the CMS's public endpoints: the contact route and the read API.
import fc from 'fast-check';
import { describe, expect, inject, it } from 'vitest';
import { contactBody, nextAddress, pick, RUNS, SETTINGS, TIMEOUT } from '../support/fuzz-inputs';
import { send, WEB_TOKEN } from '../support/http';
import { rawRequest, sendablePath } from '../support/raw-http';
import { query } from '../support/services';

const stack = inject('stack');

describe('fuzz: the CMS contact endpoint', () => {
  it(
    `never answers 5xx to any JSON body, and stores only plain text (${RUNS} runs)`,
    async () => {
      let stored = 0;
      await fc.assert(
        fc.asyncProperty(contactBody, async (body) => {
          const cms = pick(stack.cms);
          const reply = await send(`${cms}/api/contact-submissions`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'x-forwarded-for': nextAddress(),
              ...WEB_TOKEN,
            },
            body: JSON.stringify(body),
          });
          expect(reply.status, reply.text.slice(0, 300)).toBeLessThan(500);
          expect([201, 400, 413, 429]).toContain(reply.status);
          const documentId = (reply.json.data as { documentId?: unknown } | null)?.documentId;
          if (reply.status === 201 && typeof documentId === 'string') {
            stored += 1;
            const [row] = await query<{ name: string; message: string }>(
              stack.databaseUrl,
              'select name, message from contact_submissions where document_id = $1',
              [documentId],
            );
            expect(row).toBeDefined();
            // biome-ignore lint/suspicious/noControlCharactersInRegex: what must not be stored
            expect(row?.name).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/);
            // biome-ignore lint/suspicious/noControlCharactersInRegex: what must not be stored
            expect(row?.message).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/);
          }
        }),
        SETTINGS,
      );
      console.info(`contact fuzz: ${RUNS} bodies, ${stored} stored`);
      expect(stored).toBeGreaterThan(0);
    },
    TIMEOUT,
  );

  it(
    `never answers 5xx to malformed bodies, content types and sizes (${RUNS} runs)`,
    async () => {
      const rawBody = fc.oneof(
        fc.string({ unit: 'binary', maxLength: 300 }),
        fc.constantFrom(
          '{',
          '{"data":',
          '{"data":{"name":',
          'null',
          '[]',
          '"x"',
          '{"data":[1,2]}',
          '\u0000',
          '{"__proto__":{"admin":true}}',
          `{"data":{"name":"${'a'.repeat(2_000_000)}"}}`,
        ),
        fc.uint8Array({ maxLength: 400 }).map((bytes) => Buffer.from(bytes).toString('latin1')),
      );
      const contentType = fc.constantFrom(
        'application/json',
        'application/json; charset=latin1',
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/xml',
        '',
      );
      await fc.assert(
        fc.asyncProperty(rawBody, contentType, async (body, type) => {
          const reply = await rawRequest(pick(stack.cms), {
            method: 'POST',
            path: '/api/contact-submissions',
            headers: {
              ...(type ? { 'content-type': type } : {}),
              'x-forwarded-for': nextAddress(),
              ...WEB_TOKEN,
            },
            body: Buffer.from(body, 'latin1'),
          });
          expect(
            reply.status,
            `${type} ${body.slice(0, 100)} → ${reply.body.slice(0, 200)}`,
          ).toBeLessThan(500);
        }),
        SETTINGS,
      );
    },
    TIMEOUT,
  );
});

describe('fuzz: the CMS read API (public, behind the proxy)', () => {
  it(
    `never answers 5xx to any query string (${RUNS} runs)`,
    async () => {
      const key = fc.oneof(
        fc.constantFrom(
          'locale',
          'sort',
          'filters[slug][$eq]',
          'filters[$or]',
          'filters[$and][0][slug][$eq]',
          'filters[slug][$in][0]',
          'filters[title][$containsi]',
          'populate',
          'populate[blocks]',
          'fields[0]',
          'fields',
          'pagination[page]',
          'pagination[pageSize]',
          'pagination[start]',
          'status',
          'publicationState',
          '__proto__[x]',
          'filters[slug][$eq][0]',
          'a[b][c][d][e][f]',
        ),
        fc.string({ maxLength: 20 }),
      );
      const value = fc.oneof(
        fc.constantFrom(
          'es',
          'en',
          'inicio',
          '*',
          '-1',
          '0',
          '1e9',
          'order:asc',
          'nope:desc',
          'draft',
          '%00',
          '%zz',
          '[]',
          '{}',
        ),
        fc.string({ maxLength: 30 }),
        fc
          .string({ unit: 'binary', maxLength: 30 })
          .map((v) => encodeURIComponent(v.replace(/[\ud800-\udfff]/g, '?'))),
      );
      const type = fc.constantFrom(
        'pages',
        'blogs',
        'banners',
        'testimonials',
        'site-setting',
        'calculator-setting',
        'contact-submissions',
        'users',
        'upload/files',
      );
      await fc.assert(
        fc.asyncProperty(
          type,
          fc.array(fc.tuple(key, value), { maxLength: 5 }),
          async (kind, pairs) => {
            const path = sendablePath(
              `/api/${kind}?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}`,
            );
            const reply = await rawRequest(pick(stack.cms), { path, headers: WEB_TOKEN });
            expect(reply.status, `${path} → ${reply.body.slice(0, 200)}`).toBeLessThan(500);
            if (kind === 'contact-submissions' || kind === 'users')
              expect(reply.status).not.toBe(200);
          },
        ),
        SETTINGS,
      );
    },
    TIMEOUT,
  );
});
