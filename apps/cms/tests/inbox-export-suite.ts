import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { type InboxStaff, SUBMISSION } from './inbox-staff';
import type { SecurityContext } from './security-suite';

/** The inbox's CSV export: permission, filters, BOM, neutralised cells, pages. */
export function defineInboxExportTests(context: SecurityContext, staff: InboxStaff) {
  const { contact } = context;
  const { tokens, exportCsv, strapi, knex } = staff;

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
        'filters[$or][0][leadStatus][$eq]=Nuevo',
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
          data: { leadStatus: 'Calificado' },
        });
      const query = new URLSearchParams({
        'filters[$and][0][leadStatus][$eq]': 'Calificado',
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
      expect(lines[0]).toMatch(/^"Recibido \(hora de Colombia\)","Nombre","Correo","Interés",/);
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
        lead_status: 'Nuevo',
        email_status: 'enviado',
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
}
