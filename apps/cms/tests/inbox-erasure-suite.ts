import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiService } from '../src/lib/strapi-services';
import { DAY, ERASURE, type Inbox, type InboxStaff, type Json, SUBMISSION } from './inbox-staff';
import type { SecurityContext } from './security-suite';

/** Erasing a visitor's messages with its audit entry, and the retention job. */
export function defineInboxErasureTests(context: SecurityContext, staff: InboxStaff) {
  const { call, contact } = context;
  const { tokens, admin, row, strapi, knex } = staff;

  /** A database migration's `up`, as Strapi runs it. */
  async function migration(name: string) {
    const file = path.join(context.cms().strapi.dirs.app.root, `database/migrations/${name}.js`);
    return ((await import(file)) as { up: (knex: unknown) => Promise<void> }).up;
  }

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
        expect((bad.body.error as Json).message).toMatch(
          /^Escriba la dirección de correo completa/,
        );
      }

      // Answered by someone with the Comercial role.
      const erased = await admin(tokens.sales as string, 'POST', '/contact-inbox/erasure', {
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
        staffName: 'Comercial Prueba <ventas@example.com>',
        messagesDeleted: 2,
      });
      expect(audit[0]?.createdAt).toBeTruthy();
      expect(JSON.stringify(audit[0]).toLowerCase()).not.toContain(email.split('@')[0]);

      // The Comercial who answered it reads the log in the admin; nobody changes or removes it.
      const auditList = `/content-manager/collection-types/${ERASURE}`;
      const documentId = audit[0]?.documentId as string;
      const listed = await admin(tokens.sales as string, 'GET', `${auditList}?sort=createdAt:desc`);
      expect(listed.status, JSON.stringify(listed.body)).toBe(200);
      expect((listed.body.results as Json[])[0]).toMatchObject({
        documentId,
        staffName: 'Comercial Prueba <ventas@example.com>',
        messagesDeleted: 2,
      });
      for (const token of [tokens.sales, tokens.comercial] as string[]) {
        const changed = await admin(token, 'PUT', `${auditList}/${documentId}`, {
          messagesDeleted: 0,
        });
        expect(changed.status).toBe(403);
        expect((await admin(token, 'DELETE', `${auditList}/${documentId}`)).status).toBe(403);
      }
    });

    it('erases only for a role that may delete every message of the address (conditions count)', async () => {
      const email = `scoped-${randomUUID()}@example.com`;
      await contact({ name: 'Visitante Uno', email, message: 'Un mensaje que no es del autor.' });
      // Every role: the Autor (Strapi's default Author, made ours) may delete no contact
      // message at all; a role that may delete only what it created may erase none of these.
      expect(tokens.author, "the Autor role (Strapi's default Author)").toBeDefined();
      const byAuthor = await admin(tokens.author as string, 'POST', '/contact-inbox/erasure', {
        email,
      });
      expect(byAuthor.status).toBe(403);
      const byCreator = await admin(tokens.creator as string, 'POST', '/contact-inbox/erasure', {
        email,
      });
      expect(byCreator.status).toBe(403);
      expect(String((byCreator.body.error as Json | undefined)?.message)).toMatch(
        /^Su rol puede suprimir 0 de los 1 mensajes de esta dirección, así que no se suprimió ninguno/,
      );
      expect(await strapi().db.query(SUBMISSION).count({ where: { email } })).toBe(1);
      const erased = await admin(tokens.comercial as string, 'POST', '/contact-inbox/erasure', {
        email,
      });
      expect(erased.body.data).toEqual({ deleted: 1 });
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

      const inbox = apiService<Inbox>(strapi(), 'api::contact-submission.inbox', ['purgeExpired']);
      expect(await inbox.purgeExpired()).toBeGreaterThanOrEqual(1);
      expect(await row(oldId)).toBeNull();
      expect(await row(recentId)).not.toBeNull();
    });

    it('the migrations turn the old triage values into statuses', async () => {
      const triageToStatus = await migration('2026.11.24T00.00.00.contact-triage-to-lead-status');
      const statusAsWords = await migration('2026.11.28T00.00.00.contact-lead-status-as-words');
      const connection = strapi().db.connection;
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
        // Strapi runs them in order, the older first.
        await triageToStatus(strapi().db.connection);
        await statusAsWords(strapi().db.connection);
        const statuses = await Promise.all(
          Object.values(ids).map(async (documentId) => (await row(documentId))?.leadStatus),
        );
        expect(statuses).toEqual(['Nuevo', 'Nuevo', 'Contactado', 'Descartado']);
      } finally {
        await connection.schema.alterTable('contact_submissions', (table) =>
          (table.dropColumn as (name: string) => void)('triage'),
        );
      }
    });

    it('the migration stores the e-mail states in Spanish, as the admin shows them', async () => {
      const up = await migration('2026.11.27T00.00.00.contact-email-status-in-spanish');
      const ids: Record<string, string> = {};
      for (const state of ['pending', 'sent', 'failed', 'held', 'enviado']) {
        const reply = await contact({
          name: `Estado ${state}`,
          email: `estado-${state}-${randomUUID()}@example.com`,
          message: 'Mensaje de antes de la migración.',
        });
        ids[state] = (reply.body.data as { documentId: string }).documentId;
        await knex()('contact_submissions')
          .where({ document_id: ids[state] })
          .update({ email_status: state });
      }
      await up(strapi().db.connection);
      const states = await Promise.all(
        Object.values(ids).map(async (documentId) => (await row(documentId))?.emailStatus),
      );
      expect(states).toEqual(['pendiente', 'enviado', 'fallido', 'retenido', 'enviado']);
    });

    it('the migration stores the lead statuses as the words staff read', async () => {
      const up = await migration('2026.11.28T00.00.00.contact-lead-status-as-words');
      const ids: Record<string, string> = {};
      for (const status of ['nuevo', 'contactado', 'calificado', 'descartado', 'Contactado']) {
        const reply = await contact({
          name: `Estado ${status}`,
          email: `estado-${status}-${randomUUID()}@example.com`,
          message: 'Mensaje de antes de la migración.',
        });
        ids[status] = (reply.body.data as { documentId: string }).documentId;
        await knex()('contact_submissions')
          .where({ document_id: ids[status] })
          .update({ lead_status: status });
      }
      await up(strapi().db.connection);
      const statuses = await Promise.all(
        Object.values(ids).map(async (documentId) => (await row(documentId))?.leadStatus),
      );
      expect(statuses).toEqual(['Nuevo', 'Contactado', 'Calificado', 'Descartado', 'Contactado']);
    });

    it("the migration stores the image's side and the policy's legal review as words", async () => {
      const up = await migration('2026.11.28T00.00.01.site-enumerations-as-words');
      const marker = randomUUID();
      const blocks = ['left', 'right', 'Derecha'].map((side) => ({
        title: `${side} ${marker}`,
        image_position: side,
      }));
      const settings = ['legal-review-needed', 'approved-by-legal'].map((review) => ({
        document_id: `${review}-${marker}`.slice(0, 60),
        privacy_policy_review: review,
      }));
      await knex()('components_blocks_media_texts').insert(blocks);
      await knex()('site_settings').insert(settings);
      try {
        await up(strapi().db.connection);
        const sides = await Promise.all(
          blocks.map(
            async ({ title }) =>
              (await knex()('components_blocks_media_texts').where({ title }).first())
                ?.image_position,
          ),
        );
        expect(sides).toEqual(['Izquierda', 'Derecha', 'Derecha']);
        const reviews = await Promise.all(
          settings.map(
            async ({ document_id }) =>
              (await knex()('site_settings').where({ document_id }).first())?.privacy_policy_review,
          ),
        );
        expect(reviews).toEqual(['Pendiente de revisión legal', 'Aprobada por un abogado']);
      } finally {
        await knex()('components_blocks_media_texts')
          .whereIn(
            'title',
            blocks.map(({ title }) => title),
          )
          .delete();
        await knex()('site_settings')
          .whereIn(
            'document_id',
            settings.map(({ document_id }) => document_id),
          )
          .delete();
      }
    });
  });
}
