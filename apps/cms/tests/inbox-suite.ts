import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SecurityContext } from './security-suite';

type Json = Record<string, unknown>;
type AdminUsers = { create: (data: Json) => Promise<unknown> };
type AdminRoles = {
  getSuperAdmin: () => Promise<{ id: number }>;
  create: (data: Json) => Promise<{ id: number }>;
  assignPermissions: (roleId: number, permissions: Json[]) => Promise<unknown>;
};
type Inbox = { purgeExpired: () => Promise<number> };
type Knex = ((table: string) => {
  insert: (rows: Json[]) => Promise<unknown>;
  where: (where: Json) => { update: (data: Json) => Promise<number> };
}) & { schema: Json };

const SUBMISSION = 'api::contact-submission.contact-submission';
const ERASURE = 'api::contact-erasure.contact-erasure';
const LIST = `/content-manager/collection-types/${SUBMISSION}`;
const PASSWORD = 'Inbox12345';

let addressCounter = 1;
/** Client addresses of these tests (100.64.0.0/24), one per scenario. */
const nextAddress = () => `100.64.0.${addressCounter++}`;

const DAY = 86_400_000;

/**
 * Issue 12's inbox: the consent record, staff-owned status and note with the visitor's fields
 * read-only, the CSV export (permission, filter, BOM, neutralised cells, pages), erasure with
 * its audit entry, retention, and the notification's link to the admin.
 */
export function defineInboxTests(context: SecurityContext) {
  const { call, contact } = context;
  const strapi = () => context.cms().strapi;
  const knex = () => strapi().db.connection as unknown as Knex;
  const tokens: Record<string, string> = {};

  async function signIn(email: string): Promise<string> {
    const reply = await call(
      'POST',
      '/admin/login',
      { email, password: PASSWORD },
      { 'x-forwarded-for': nextAddress() },
    );
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return (reply.body.data as { token: string }).token;
  }

  async function createStaff(email: string, roleId: number): Promise<string> {
    await (strapi().service('admin::user') as unknown as AdminUsers).create({
      email,
      firstname: 'Comercial',
      lastname: 'Prueba',
      password: PASSWORD,
      isActive: true,
      registrationToken: null,
      roles: [roleId],
    });
    return signIn(email);
  }

  const admin = (token: string, method: string, pathAndQuery: string, body?: unknown) =>
    call(method, pathAndQuery, body, { authorization: `Bearer ${token}` });

  async function exportCsv(token: string | null, query = '') {
    const response = await fetch(
      `${context.cms().baseUrl}/contact-inbox/export.csv${query ? `?${query}` : ''}`,
      { headers: token ? { authorization: `Bearer ${token}` } : {} },
    );
    const bytes = Buffer.from(await response.arrayBuffer());
    return { response, bytes, text: bytes.toString('utf8') };
  }

  const row = (documentId: string) =>
    strapi().db.query(SUBMISSION).findOne({ where: { documentId } }) as Promise<Json | null>;

  beforeAll(async () => {
    const roles = strapi().service('admin::role') as unknown as AdminRoles;
    tokens.comercial = await createStaff('comercial@example.com', (await roles.getSuperAdmin()).id);
    // Signed in, but with no permission on contact messages.
    const none = await roles.create({ name: 'Sin acceso', description: 'no permissions' });
    tokens.none = await createStaff('sin.acceso@example.com', none.id);
    // Reads contact messages, but not the internal note.
    const noNote = await roles.create({ name: 'Sin nota', description: 'no note' });
    await roles.assignPermissions(noNote.id, [
      {
        action: 'plugin::content-manager.explorer.read',
        subject: SUBMISSION,
        properties: { fields: ['name', 'email', 'message', 'language', 'leadStatus'] },
      },
    ]);
    tokens.noNote = await createStaff('sin.nota@example.com', noNote.id);
  });

  describe('contact inbox', () => {
    it('stores the interest, the policy version shown and the time, and lists the newest first', async () => {
      const email = `consent-${randomUUID()}@example.com`;
      const before = Date.now();
      const reply = await contact({
        name: 'Ana Consent',
        email,
        message: 'Quiero ser manager freelance con ustedes.',
        language: 'es',
        interest: 'manager',
        policyVersion: '2026-03-01',
      });
      expect(reply.status).toBe(201);
      const documentId = (reply.body.data as { documentId: string }).documentId;
      const stored = await row(documentId);
      expect(stored).toMatchObject({
        interest: 'manager',
        policyVersion: '2026-03-01',
        leadStatus: 'nuevo',
      });
      expect(new Date(stored?.consentAt as string).getTime()).toBeGreaterThanOrEqual(before - 1000);

      const list = await admin(tokens.comercial as string, 'GET', `${LIST}?sort=createdAt:DESC`);
      expect(list.status).toBe(200);
      expect((list.body.results as Json[])[0]).toMatchObject({
        documentId,
        policyVersion: '2026-03-01',
      });
    });

    it('records the version in force when the post names none (site settings)', async () => {
      const reply = await contact({
        name: 'Sin Versión',
        email: `noversion-${randomUUID()}@example.com`,
        message: 'Mensaje enviado sin la versión de la política.',
      });
      const stored = await row((reply.body.data as { documentId: string }).documentId);
      expect(stored?.policyVersion).toBe('2026-03-01');
    });

    it('refuses an interest outside the list with a localized 400', async () => {
      const reply = await contact({
        name: 'Ana',
        email: 'ana@example.com',
        message: 'Quiero más información.',
        language: 'en',
        interest: 'vip',
      });
      expect(reply.status).toBe(400);
      expect(reply.body.error).toMatchObject({
        details: {
          errors: [{ path: ['interest'], message: 'Choose one of the options in the list' }],
        },
      });
    });

    it('configures the admin list and edit view: newest first, the inbox columns, visitor fields read-only', async () => {
      const reply = await admin(
        tokens.comercial as string,
        'GET',
        `/content-manager/content-types/${SUBMISSION}/configuration`,
      );
      expect(reply.status).toBe(200);
      const configuration = (reply.body.data as { contentType: Json }).contentType as {
        settings: Json;
        layouts: { list: string[] };
        metadatas: Record<string, { edit: { editable: boolean } }>;
      };
      expect(configuration.settings).toMatchObject({
        defaultSortBy: 'createdAt',
        defaultSortOrder: 'DESC',
        filterable: true,
      });
      expect(configuration.layouts.list).toEqual([
        'createdAt',
        'name',
        'email',
        'interest',
        'language',
        'leadStatus',
        'emailStatus',
      ]);
      for (const field of ['name', 'email', 'message', 'language', 'pagePath', 'policyVersion']) {
        expect(configuration.metadatas[field]?.edit.editable, field).toBe(false);
      }
      for (const field of ['leadStatus', 'note']) {
        expect(configuration.metadatas[field]?.edit.editable, field).toBe(true);
      }
    });

    it('lets staff change the status and note, and refuses changes to what the visitor wrote', async () => {
      const email = `status-${randomUUID()}@example.com`;
      const reply = await contact({ name: 'Luis Estado', email, message: 'Quiero saber más.' });
      const documentId = (reply.body.data as { documentId: string }).documentId;
      const token = tokens.comercial as string;

      // The admin's form sends every field back: unchanged visitor fields are accepted.
      const unchanged = await row(documentId);
      const saved = await admin(token, 'PUT', `${LIST}/${documentId}`, {
        name: unchanged?.name,
        email: unchanged?.email,
        message: unchanged?.message,
        consentAt: unchanged?.consentAt,
        leadStatus: 'contactado',
        note: 'Llamado el lunes; quiere una propuesta.',
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect(await row(documentId)).toMatchObject({
        leadStatus: 'contactado',
        note: 'Llamado el lunes; quiere una propuesta.',
      });

      for (const change of [
        { name: 'Otro Nombre' },
        { email: 'otro@example.com' },
        { message: 'Texto cambiado por el equipo.' },
        { policyVersion: '2099-01-01' },
        { consentAt: '2020-01-01T00:00:00.000Z' },
        { emailAttempts: 7 },
      ]) {
        const refused = await admin(token, 'PUT', `${LIST}/${documentId}`, {
          leadStatus: 'calificado',
          ...change,
        });
        expect(refused.status, JSON.stringify(change)).toBe(400);
      }
      expect(await row(documentId)).toMatchObject({
        name: 'Luis Estado',
        email,
        leadStatus: 'contactado',
      });

      const created = await admin(token, 'POST', LIST, {
        name: 'Falso',
        email: 'falso@example.com',
        message: 'Creado en el admin.',
        language: 'es',
      });
      // Refused by the document guard (the content manager words it as a plain 403).
      expect(created.status, JSON.stringify(created.body)).toBe(403);
    });

    it('e-mails staff a link to the message in the admin', async () => {
      const email = `link-${randomUUID()}@example.com`;
      const reply = await contact({
        name: 'Eva Enlace',
        email,
        message: 'Quiero servicios de marketing.',
        interest: 'marca',
      });
      const documentId = (reply.body.data as { documentId: string }).documentId;
      const mail = context.mails().find((received) => received.raw.includes(email));
      expect(mail?.text).toContain(
        `/admin/content-manager/collection-types/${SUBMISSION}/${documentId}`,
      );
      expect(mail?.text).toContain('Interés: Servicios de marketing para mi marca');
    });
  });

  describe('CSV export', () => {
    it('answers 401 without an admin token and 403 without permission to read messages', async () => {
      for (const token of [null, 'not-a-token']) {
        expect((await exportCsv(token)).response.status).toBe(401);
      }
      expect((await exportCsv(tokens.none as string)).response.status).toBe(403);
    });

    it('answers 403 to a role that may read messages but not every exported field', async () => {
      const { response, text } = await exportCsv(tokens.noNote as string);
      expect(response.status).toBe(403);
      expect(text).toContain('note');
    });

    it('refuses filters outside the allowlist with a 400 that names them', async () => {
      for (const filter of [
        'filters[$and][0][pagePath][$eq]=/x',
        'filters[$and][0][createdBy][password][$startsWith]=$2',
        'filters[$or][0][leadStatus][$eq]=nuevo',
        'filters[$and][0][leadStatus][$eq]=ganado',
      ]) {
        const { response, text } = await exportCsv(tokens.comercial as string, filter);
        expect(response.status, filter).toBe(400);
        expect(text).toContain('The export cannot apply this filter');
      }
    });

    it('exports only the rows of a status, language and date filter', async () => {
      const email = `allow-${randomUUID()}@example.com`;
      const since = new Date(Date.now() - 1000).toISOString();
      for (const [name, language] of [
        ['Calificada Es', 'es'],
        ['Calificada En', 'en'],
        ['Nueva Es', 'es'],
      ] as const) {
        expect(
          (await contact({ name, email, message: 'Mensaje de prueba.', language })).status,
        ).toBe(201);
      }
      const found = (await strapi().db.query(SUBMISSION).findMany({ where: { email } })) as Array<{
        id: number;
        name: string;
      }>;
      await strapi()
        .db.query(SUBMISSION)
        .updateMany({
          where: {
            id: { $in: found.filter((r) => r.name.startsWith('Calificada')).map((r) => r.id) },
          },
          data: { leadStatus: 'calificado' },
        });
      const query = new URLSearchParams({
        'filters[$and][0][leadStatus][$eq]': 'calificado',
        'filters[$and][1][language][$eq]': 'es',
        'filters[$and][2][createdAt][$gte]': since,
        _q: email,
      });
      const { response, text } = await exportCsv(tokens.comercial as string, query.toString());
      expect(response.status).toBe(200);
      const lines = text.slice(1).trimEnd().split('\r\n');
      expect(lines).toHaveLength(2);
      expect(lines[1]).toContain('"Calificada Es"');
    });

    it('exports the current filter as UTF-8 with a BOM, hostile cells neutralised', async () => {
      const email = `hostile-${randomUUID()}@example.com`;
      await contact({
        name: '=HYPERLINK("http://evil.example","clic")',
        email,
        message: '+57 300 555 0199 @SUM(1) -2',
        interest: 'otro',
        language: 'en',
      });
      await contact({ name: 'José Ñandú', email, message: '-Guion al inicio, ¿sí?' });
      const { response, bytes, text } = await exportCsv(
        tokens.comercial as string,
        new URLSearchParams({ 'filters[$and][0][email][$eq]': email }).toString(),
      );
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(response.headers.get('content-disposition')).toMatch(
        /^attachment; filename="mensajes-de-contacto-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = text.slice(1).trimEnd().split('\r\n');
      expect(lines[0]).toMatch(/^"Recibido","Nombre","Correo","Interés",/);
      expect(lines).toHaveLength(3); // header + the two messages of the filter
      // Newest first.
      expect(lines[1]).toContain('"José Ñandú"');
      expect(lines[1]).toContain(`"'-Guion al inicio, ¿sí?"`);
      expect(lines[2]).toContain(`"'=HYPERLINK(""http://evil.example"",""clic"")"`);
      expect(lines[2]).toContain(`"'+57 300 555 0199 @SUM(1) -2"`);
      for (const line of lines) expect(line).not.toMatch(/(^|,)"[=+\-@]/);
    });

    it('streams thousands of messages page by page', async () => {
      const marker = `/bulk-${randomUUID().slice(0, 8)}`;
      const total = 6000;
      const now = Date.now();
      const rows = Array.from({ length: total }, (_, index) => ({
        document_id: randomUUID().replace(/-/g, '').slice(0, 24),
        name: `Masivo ${index}`,
        email: `${marker.slice(1)}-${index}@example.com`,
        message: index % 2 === 0 ? '=1+1' : 'Mensaje normal',
        language: 'es',
        page_path: marker,
        lead_status: 'nuevo',
        email_status: 'sent',
        email_attempts: 1,
        created_at: new Date(now - index * 1000),
        updated_at: new Date(now),
      }));
      for (let start = 0; start < total; start += 500) {
        await knex()('contact_submissions').insert(rows.slice(start, start + 500));
      }
      const { response, text } = await exportCsv(
        tokens.comercial as string,
        new URLSearchParams({
          'filters[$and][0][email][$startsWith]': `${marker.slice(1)}-`,
        }).toString(),
      );
      expect(response.status).toBe(200);
      // Streamed: no length known in advance.
      expect(response.headers.get('content-length')).toBeNull();
      const lines = text.slice(1).trimEnd().split('\r\n');
      expect(lines).toHaveLength(total + 1);
      const names = new Set(lines.slice(1).map((line) => line.split('","')[1]));
      expect(names.size).toBe(total); // no row twice across the pages
      expect(text).not.toContain('"=1+1"');
      expect(text).toContain(`"'=1+1"`);
      await strapi()
        .db.query(SUBMISSION)
        .deleteMany({ where: { pagePath: marker } });
    });
  });

  describe('erasure and retention', () => {
    it('erases every message of one address in one action and records when and by whom only', async () => {
      const email = `erase-${randomUUID()}@example.com`;
      const keep = `keep-${randomUUID()}@example.com`;
      await contact({ name: 'Borrar Uno', email, message: 'Primer mensaje para borrar.' });
      await contact({
        name: 'Borrar Dos',
        email: email.toUpperCase(),
        message: 'Segundo mensaje para borrar.',
      });
      await contact({ name: 'Se Queda', email: keep, message: 'Este mensaje se queda.' });

      expect((await call('POST', '/contact-inbox/erasure', { email })).status).toBe(401);
      const forbidden = await admin(tokens.none as string, 'POST', '/contact-inbox/erasure', {
        email,
      });
      expect(forbidden.status).toBe(403);
      for (const body of [{}, { email: '' }, { email: 'no-at-sign' }, { email: ['x@y.z'] }]) {
        const bad = await admin(tokens.comercial as string, 'POST', '/contact-inbox/erasure', body);
        expect(bad.status, JSON.stringify(body)).toBe(400);
      }

      const erased = await admin(tokens.comercial as string, 'POST', '/contact-inbox/erasure', {
        email: ` ${email} `,
      });
      expect(erased.status, JSON.stringify(erased.body)).toBe(200);
      expect(erased.body.data).toEqual({ deleted: 2 });
      expect(
        await strapi()
          .db.query(SUBMISSION)
          .count({ where: { email: { $eqi: email } } }),
      ).toBe(0);
      expect(
        await strapi()
          .db.query(SUBMISSION)
          .count({ where: { email: keep } }),
      ).toBe(1);

      const audit = (await strapi()
        .db.query(ERASURE as never)
        .findMany({ orderBy: { id: 'desc' }, limit: 1 })) as Json[];
      expect(audit[0]).toMatchObject({
        staffName: 'Comercial Prueba <comercial@example.com>',
        messagesDeleted: 2,
      });
      expect(audit[0]?.createdAt).toBeTruthy();
      expect(JSON.stringify(audit[0]).toLowerCase()).not.toContain(email.split('@')[0]);

      // The audit entry cannot be changed or removed from the admin.
      const auditList = `/content-manager/collection-types/${ERASURE}`;
      const documentId = audit[0]?.documentId as string;
      const token = tokens.comercial as string;
      const changed = await admin(token, 'PUT', `${auditList}/${documentId}`, {
        messagesDeleted: 0,
      });
      expect(changed.status).toBe(403);
      expect((await admin(token, 'DELETE', `${auditList}/${documentId}`)).status).toBe(403);
    });

    it('deletes messages older than CONTACT_RETENTION_DAYS (730) and keeps the rest', async () => {
      const old = await contact({
        name: 'Muy Viejo',
        email: `old-${randomUUID()}@example.com`,
        message: 'Mensaje de hace más de dos años.',
      });
      const recent = await contact({
        name: 'Casi Viejo',
        email: `recent-${randomUUID()}@example.com`,
        message: 'Mensaje de hace casi dos años.',
      });
      const oldId = (old.body.data as { documentId: string }).documentId;
      const recentId = (recent.body.data as { documentId: string }).documentId;
      await knex()('contact_submissions')
        .where({ document_id: oldId })
        .update({ created_at: new Date(Date.now() - 731 * DAY) });
      await knex()('contact_submissions')
        .where({ document_id: recentId })
        .update({ created_at: new Date(Date.now() - 729 * DAY) });

      const inbox = strapi().service('api::contact-submission.inbox') as unknown as Inbox;
      expect(await inbox.purgeExpired()).toBeGreaterThanOrEqual(1);
      expect(await row(oldId)).toBeNull();
      expect(await row(recentId)).not.toBeNull();
    });

    it('the migration turns the old triage values into statuses', async () => {
      const { up } = (await import(
        path.join(
          context.cms().strapi.dirs.app.root,
          'database/migrations/2026.11.24T00.00.00.contact-triage-to-lead-status.js',
        )
      )) as { up: (knex: unknown) => Promise<void> };
      const connection = strapi().db.connection as unknown as {
        schema: {
          alterTable: (table: string, build: (t: Json) => void) => Promise<void>;
          hasColumn: (table: string, column: string) => Promise<boolean>;
        };
      } & Knex;
      const ids: Record<string, string> = {};
      for (const triage of ['new', 'read', 'answered', 'spam']) {
        const reply = await contact({
          name: `Triage ${triage}`,
          email: `triage-${triage}-${randomUUID()}@example.com`,
          message: 'Mensaje de antes de la migración.',
        });
        ids[triage] = (reply.body.data as { documentId: string }).documentId;
      }
      await connection.schema.alterTable('contact_submissions', (table) =>
        (table.string as (name: string) => void)('triage'),
      );
      try {
        for (const [triage, documentId] of Object.entries(ids)) {
          await knex()('contact_submissions')
            .where({ document_id: documentId })
            .update({ triage, lead_status: null });
        }
        await up(strapi().db.connection);
        const statuses = await Promise.all(
          Object.values(ids).map(async (documentId) => (await row(documentId))?.leadStatus),
        );
        expect(statuses).toEqual(['nuevo', 'nuevo', 'contactado', 'descartado']);
      } finally {
        await connection.schema.alterTable('contact_submissions', (table) =>
          (table.dropColumn as (name: string) => void)('triage'),
        );
      }
    });
  });
}
