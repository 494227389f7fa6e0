import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { defineInboxErasureTests } from './inbox-erasure-suite';
import { defineInboxExportTests } from './inbox-export-suite';
import { inboxStaff, type Json, LIST, SUBMISSION } from './inbox-staff';
import type { SecurityContext } from './security-suite';

/**
 * Issue 12's inbox: the consent record, staff-owned status and note with the visitor's fields
 * read-only, the CSV export (permission, filter, BOM, neutralised cells, pages), erasure with
 * its audit entry, retention, and the notification's link to the admin.
 */
export function defineInboxTests(context: SecurityContext) {
  const staff = inboxStaff(context);
  const { contact } = context;
  const { tokens, admin, row } = staff;

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
        leadStatus: 'Nuevo',
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
        'leadStatus',
        'emailStatus',
        'interest',
        'language',
        'email',
      ]);
      for (const field of [
        'name',
        'email',
        'message',
        'language',
        'pagePath',
        'source',
        'campaign',
        'policyVersion',
      ]) {
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
        leadStatus: 'Contactado',
        note: 'Llamado el lunes; quiere una propuesta.',
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect(await row(documentId)).toMatchObject({
        leadStatus: 'Contactado',
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
          leadStatus: 'Calificado',
          ...change,
        });
        expect(refused.status, JSON.stringify(change)).toBe(400);
      }
      expect(await row(documentId)).toMatchObject({
        name: 'Luis Estado',
        email,
        leadStatus: 'Contactado',
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

  defineInboxExportTests(context, staff);
  defineInboxErasureTests(context, staff);
}
