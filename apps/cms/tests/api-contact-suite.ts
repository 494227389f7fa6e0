import { describe, expect, it } from 'vitest';
import { apiService } from '../src/lib/strapi-services';
import { type ApiContext, type Json, type Notifier, nextIp } from './api-context';

/** The API suite's contact route: validation, honeypot, storage, e-mail, rate limit, SMTP outage. */
export function defineContactTests(context: ApiContext) {
  const { contact, submissions } = context;
  const cms = () => context.cms();
  const sink = () => context.sink();

  describe('contact route', () => {
    it('refuses invalid input with the Spanish messages', async () => {
      const reply = await contact({ name: 'A', email: 'nope', message: 'corto', language: 'es' });
      expect(reply.status).toBe(400);
      expect(reply.body.error).toMatchObject({
        status: 400,
        name: 'ValidationError',
        details: {
          errors: [
            { path: ['name'], message: 'El nombre debe tener al menos 2 caracteres' },
            { path: ['email'], message: 'Por favor ingresa un email válido' },
            { path: ['message'], message: 'El mensaje debe tener al menos 10 caracteres' },
          ],
        },
      });
    });

    it('refuses invalid input with the English messages, from data.language or Accept-Language', async () => {
      const expected = [
        { path: ['name'], message: 'Name is required' },
        { path: ['email'], message: 'Email is required' },
        { path: ['message'], message: 'Message is required' },
      ];
      expect((await contact({ language: 'en' })).body.error).toMatchObject({
        details: { errors: expected },
      });
      expect((await contact({}, { 'accept-language': 'en-US,en;q=0.9' })).body.error).toMatchObject(
        { details: { errors: expected } },
      );
      const long = await contact({
        name: 'x'.repeat(51),
        email: 'a@b.co',
        message: 'y'.repeat(1001),
        language: 'en',
      });
      expect((long.body.error as Json).details).toEqual({
        errors: [
          { path: ['name'], message: 'Name cannot be more than 50 characters' },
          { path: ['message'], message: 'Message cannot be more than 1000 characters' },
        ],
      });
    });

    it('drops a honeypot submission without storing or sending anything', async () => {
      const before = await submissions().count();
      const mails = sink().received.length;
      const reply = await contact({
        name: 'Bot',
        email: 'bot@example.com',
        message: 'Compre ahora mismo barato',
        language: 'es',
        website: 'http://spam',
      });
      expect(reply.status).toBe(201);
      expect(reply.body).toEqual({ data: { documentId: null } });
      expect(await submissions().count()).toBe(before);
      expect(sink().received.length).toBe(mails);
    });

    it('stores a valid submission as plain text and e-mails the staff', async () => {
      const message = 'Hello, I would like to <b>know</b> more about the agency.';
      const reply = await contact({
        name: 'Ana Lopez',
        email: 'ana@example.com',
        message,
        language: 'en',
        pagePath: '/en/contactanos',
      });
      expect(reply.status).toBe(201);
      const documentId = (reply.body.data as Json).documentId as string;
      expect(documentId).toEqual(expect.any(String));
      const row = await submissions().findOne({ where: { documentId } });
      expect(row).toMatchObject({
        name: 'Ana Lopez',
        email: 'ana@example.com',
        message,
        language: 'en',
        pagePath: '/en/contactanos',
        leadStatus: 'Nuevo',
        emailStatus: 'enviado',
        emailAttempts: 1,
      });
      expect(row.notifiedAt).toBeTruthy();
      const mail = sink().received.at(-1);
      expect(mail?.to).toEqual(['staff@example.com']);
      expect(mail?.from).toBe('web@example.com');
      expect(mail?.raw).toContain('Subject: New contact message from Ana Lopez');
      expect(mail?.raw).toContain(message);
      expect(mail?.raw).toMatch(/Reply-To: ana@example\.com/i);
    });

    it('answers 429 with Retry-After and a localized message after five submissions', async () => {
      const ip = nextIp();
      for (let i = 0; i < 5; i++)
        expect((await contact({ language: 'es' }, { 'x-forwarded-for': ip })).status).toBe(400);
      const limited = await contact({ language: 'es' }, { 'x-forwarded-for': ip });
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(limited.body.error).toMatchObject({
        status: 429,
        name: 'RateLimitError',
        message: 'Has enviado demasiados mensajes. Espera unos minutos e inténtalo de nuevo.',
      });
      const english = await contact({ language: 'en' }, { 'x-forwarded-for': ip });
      expect((english.body.error as Json).message).toBe(
        'You have sent too many messages. Wait a few minutes and try again.',
      );
      expect((await contact({ language: 'es' })).status).toBe(400);
    });

    it('keeps the submission when SMTP is down and delivers it when the retry job runs', async () => {
      await sink().stop();
      const message = 'Please call me back about the streamer program.';
      const reply = await contact({
        name: 'Carlos',
        email: 'carlos@example.com',
        message,
        language: 'es',
      });
      expect(reply.status).toBe(201);
      const documentId = (reply.body.data as Json).documentId as string;
      expect(await submissions().findOne({ where: { documentId } })).toMatchObject({
        emailStatus: 'fallido',
        emailAttempts: 1,
      });

      const notifier = apiService<Notifier>(cms().strapi, 'api::contact-submission.notifier', [
        'retryDue',
      ]);
      await sink().start();
      const mails = sink().received.length;
      expect(await notifier.retryDue()).toMatchObject({ sent: 1 });
      const row = await submissions().findOne({ where: { documentId } });
      expect(row).toMatchObject({ emailStatus: 'enviado', emailAttempts: 2 });
      expect(row.notifiedAt).toBeTruthy();
      expect(sink().received.length).toBe(mails + 1);
      expect(sink().received.at(-1)?.raw).toContain(message);
      expect(sink().received.at(-1)?.raw).toContain('Subject: Nuevo mensaje de contacto de Carlos');
      expect(await notifier.retryDue()).toMatchObject({ attempted: 0 });
    });
  });
}
