import { describe, expect, inject, it } from 'vitest';
import {
  adminApi,
  adminToken,
  BLOGS,
  eventually,
  freshPerTry,
  type Json,
  postContact,
  postForm,
  SUBMISSIONS,
  send,
  WEB_TOKEN,
} from '../support/http';
import { query } from '../support/services';

const stack = inject('stack');
const [cms1, cms2] = stack.cms;
const [web1, web2] = stack.web;
const fresh = freshPerTry();

describe('two CMS and two web processes on one PostgreSQL and one Redis', () => {
  it('started the whole topology', () => {
    console.info(`topology up in ${(stack.startedInMs / 1000).toFixed(1)} s`);
    expect(stack.cms).toHaveLength(2);
    expect(stack.web).toHaveLength(2);
  });

  it('shares content: a post published through CMS 1 shows on web 2', async () => {
    const token = await adminToken(cms1);
    const found = await send(`${cms2}/api/blogs?filters[slug][$eq]=primer-post&locale=es`, {
      headers: WEB_TOKEN,
    });
    const post = (found.json.data as Json[])[0] as { documentId: string; title: string };
    const title = `Publicado en CMS 1 ${fresh.id}`;
    await adminApi(cms1, token, `${BLOGS}/${post.documentId}?locale=es`, {
      method: 'PUT',
      body: JSON.stringify({ title }),
    });
    await adminApi(cms1, token, `${BLOGS}/${post.documentId}/actions/publish?locale=es`, {
      method: 'POST',
      body: '{}',
    });
    // CMS 2 reads the same database; web 2 reads CMS 2, and keeps pages a minute unless the
    // CMS's Redis broadcast purges them.
    const page = await eventually(
      async () => {
        const reply = await send(`${web2}/blogs/primer-post`);
        return reply.status === 200 && reply.text.includes(title) ? reply : undefined;
      },
      { what: 'web 2 showing the new title' },
    );
    expect(page.status).toBe(200);
    // The admin session made on CMS 1 is valid on CMS 2 (shared secrets and session table).
    const onCms2 = await adminApi(cms2, token, `${BLOGS}/${post.documentId}?locale=es`);
    expect((onCms2.data as Json).title).toBe(title);
  });

  it('shares the contact rate limit: five per client across both CMS processes', async () => {
    const ip = fresh.address(1);
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const reply = await postContact(
        i % 2 === 0 ? cms1 : cms2,
        {
          name: 'Cliente compartido',
          email: `limit-${i}@${fresh.id}.test`,
          message: 'Un mensaje para medir el límite compartido.',
          language: 'es',
        },
        ip,
      );
      statuses.push(reply.status);
      if (reply.status === 429) {
        expect(Number(reply.headers.get('retry-after'))).toBeGreaterThan(0);
      }
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
    // Another client is not affected.
    expect((await postContact(cms2, {}, fresh.address(2))).status).toBe(400);
  });

  it('shares the web contact rate limit between web 1 and web 2 through Redis', async () => {
    // The webs run with a limit below the CMS's 5, so every refusal here is the webs' own.
    const limit = stack.webContactLimit;
    const ip = fresh.address(3);
    const outcomes: string[] = [];
    for (let i = 0; i < limit + 3; i++) {
      const reply = await postForm(
        i % 2 === 0 ? web1 : web2,
        '/contactanos',
        {
          name: 'Cliente de la web',
          email: `web-limit-${i}@${fresh.id}.test`,
          message: 'Un mensaje para medir el límite compartido de la web.',
          website: '',
        },
        ip,
      );
      // The status tells the outcome (docs/decisions/053): 200 sent, 429 limited.
      outcomes.push(
        reply.status === 200 && reply.text.includes('Mensaje enviado exitosamente')
          ? 'sent'
          : reply.status === 429 && reply.text.includes('Has enviado demasiados mensajes')
            ? 'limited'
            : `other: ${reply.status} ${reply.text.slice(0, 200)}`,
      );
    }
    console.info(`web contact limit: ${outcomes.join(', ')}`);
    // Per process it would be `limit` on each web: 2 × limit sent (the CMS stops at 5).
    expect(outcomes).toEqual([
      ...Array<string>(limit).fill('sent'),
      ...Array<string>(3).fill('limited'),
    ]);
    const rows = await query<{ count: string }>(
      stack.databaseUrl,
      `select count(*) from contact_submissions where email like $1`,
      [`web-limit-%@${fresh.id}.test`],
    );
    expect(Number(rows[0]?.count)).toBe(limit);
    // Another client still gets through, on either web.
    const other = await postForm(
      web2,
      '/contactanos',
      {
        name: 'Otro cliente',
        email: `web-limit-other@${fresh.id}.test`,
        message: 'Otro visitante, con su propio límite.',
        website: '',
      },
      fresh.address(4),
    );
    expect(other.text).toContain('Mensaje enviado exitosamente');
  });

  it('shares submissions: sent through web 1 and web 2, all found through CMS 2', async () => {
    const emails = [web1, web2, web1, web2].map((_, i) => `shared-${i}@${fresh.id}.test`);
    for (const [i, email] of emails.entries()) {
      const web = i % 2 === 0 ? web1 : web2;
      const reply = await postForm(
        web,
        i < 2 ? '/contactanos' : '/en/contactanos',
        {
          name: `Visitante ${i}`,
          email,
          message: `Mensaje número ${i} enviado por la web.`,
          website: '',
        },
        fresh.address(10 + i),
      );
      expect(reply.status, reply.text.slice(0, 300)).toBe(200);
      expect(reply.text).toMatch(
        i < 2 ? /Mensaje enviado|mensaje ha sido enviado|Gracias/i : /sent|Thank/i,
      );
    }
    const token = await adminToken(cms2);
    const listed = await adminApi(
      cms2,
      token,
      `${SUBMISSIONS}?filters[email][$endsWith]=${encodeURIComponent(`@${fresh.id}.test`)}&filters[email][$startsWith]=shared-&pageSize=50`,
    );
    const found = (listed.results as Array<{ email: string; language: string; pagePath: string }>)
      .map((row) => [row.email, row.language, row.pagePath])
      .sort();
    expect(found).toEqual([
      [emails[0], 'es', '/contactanos'],
      [emails[1], 'es', '/contactanos'],
      [emails[2], 'en', '/contactanos'],
      [emails[3], 'en', '/contactanos'],
    ]);
    const rows = await query<{ count: string }>(
      stack.databaseUrl,
      `select count(*) from contact_submissions where email like $1`,
      [`shared-%@${fresh.id}.test`],
    );
    expect(Number(rows[0]?.count)).toBe(4);
  });
});
