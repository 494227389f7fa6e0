import type { SendMailOptions } from 'nodemailer';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailSink } from '../src/mail.ts';
import { startMailSink } from '../src/mail.ts';

describe('the SMTP sink', () => {
  let sink: MailSink;
  beforeAll(async () => {
    sink = await startMailSink();
  });
  afterAll(async () => {
    await sink.stop();
  });

  const send = (message: SendMailOptions) =>
    nodemailer
      .createTransport({ host: '127.0.0.1', port: sink.port, secure: false, ignoreTLS: true })
      .sendMail(message);

  it('keeps a message with its envelope, headers and decoded bodies', async () => {
    await send({
      from: 'web@example.com',
      to: 'staff@example.com',
      replyTo: 'ana@example.com',
      subject: 'Nuevo mensaje de contacto de Ana Pérez',
      text: `Interés: marketing. ${'Línea larga con acentos y ñ. '.repeat(5)}`,
      html: '<p>&lt;script&gt; señal</p>',
    });
    const mail = sink.received.at(-1);
    expect(mail).toMatchObject({
      from: 'web@example.com',
      to: ['staff@example.com'],
      subject: 'Nuevo mensaje de contacto de Ana Pérez',
      html: '<p>&lt;script&gt; señal</p>',
    });
    expect(mail?.text).toContain('Interés: marketing. Línea larga con acentos y ñ.');
    expect(mail?.headers).toContain('Reply-To: ana@example.com');
    expect(mail?.headers).toContain('To: staff@example.com');
  });

  it('refuses connections while stopped and takes mail again on the same port', async () => {
    await sink.stop();
    await expect(send({ from: 'a@example.com', to: 'b@example.com', text: 'x' })).rejects.toThrow();
    await sink.start();
    const before = sink.received.length;
    await send({ from: 'a@example.com', to: 'b@example.com', text: 'back' });
    expect(sink.received.length).toBe(before + 1);
  });
});
