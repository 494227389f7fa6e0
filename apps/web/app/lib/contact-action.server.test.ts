// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { expectConsoleErrors } from '../../test/console';
import { cms } from '../../test/mocks/cms';
import { contactHttpStatus, handleContactAction } from './contact-action.server';

function post(path: string, fields: Record<string, string>) {
  return new Request(`http://localhost${path}`, {
    method: 'POST',
    body: new URLSearchParams(fields),
  });
}

const valid = {
  name: 'Ana Pérez',
  email: 'ana@example.com',
  message: 'Hola, quiero información sobre la agencia.',
};

describe('contact action', () => {
  it('forwards a valid message to the CMS with the client address, language and page', async () => {
    const result = await handleContactAction(post('/en/contactanos', valid), '203.0.113.9');
    expect(result).toEqual({
      status: 'success',
      message: "Message sent successfully! We'll contact you soon.",
    });
    expect(cms.submissions).toEqual([
      { data: { ...valid, language: 'en', pagePath: '/contactanos' }, forwardedFor: '203.0.113.9' },
    ]);
  });

  it('answers field messages in Spanish without calling the CMS', async () => {
    const result = await handleContactAction(
      post('/contactanos', { name: 'A', email: 'x', message: 'corto' }),
      null,
    );
    expect(result).toEqual({
      status: 'invalid',
      fieldErrors: {
        name: 'El nombre debe tener al menos 2 caracteres',
        email: 'Por favor ingresa un email válido',
        message: 'El mensaje debe tener al menos 10 caracteres',
      },
      values: { name: 'A', email: 'x', message: 'corto' },
    });
    expect(cms.submissions).toHaveLength(0);
  });

  it('answers field messages in English on an English page', async () => {
    const result = await handleContactAction(
      post('/en/contactanos', { name: '', email: '', message: '' }),
      null,
    );
    expect(result).toMatchObject({
      status: 'invalid',
      fieldErrors: {
        name: 'Name is required',
        email: 'Email is required',
        message: 'Message is required',
      },
    });
  });

  it('answers success to a filled honeypot and drops the message', async () => {
    const result = await handleContactAction(
      post('/contactanos', { ...valid, website: 'http://spam.example' }),
      null,
    );
    expect(result.status).toBe('success');
    expect(cms.submissions).toHaveLength(0);
  });

  it('keeps the input and answers the failure message when the CMS is down', async () => {
    expectConsoleErrors();
    cms.contactReply = 'down';
    const result = await handleContactAction(post('/contactanos', valid), null);
    expect(result).toEqual({
      status: 'error',
      message: 'Error al enviar el mensaje. Por favor intenta de nuevo.',
      values: valid,
    });
  });

  it('maps the CMS field errors back to the form', async () => {
    cms.contactReply = 'invalid';
    const result = await handleContactAction(post('/contactanos', valid), null);
    expect(result).toEqual({
      status: 'invalid',
      fieldErrors: { email: 'Por favor ingresa un email válido' },
      values: valid,
    });
  });

  it('answers the rate-limit message when the CMS refuses with 429', async () => {
    cms.contactReply = 'rate-limited';
    const result = await handleContactAction(post('/en/contactanos', valid), null);
    expect(result).toMatchObject({
      status: 'error',
      message: 'You have sent too many messages. Wait a few minutes and try again.',
    });
  });

  it('limits each client in process before the CMS is asked', async () => {
    for (let i = 0; i < 10; i += 1) {
      expect((await handleContactAction(post('/contactanos', valid), '198.51.100.1')).status).toBe(
        'success',
      );
    }
    const over = await handleContactAction(post('/contactanos', valid), '198.51.100.1');
    expect(over).toMatchObject({
      status: 'error',
      message: expect.stringContaining('demasiados mensajes'),
    });
    expect(cms.submissions).toHaveLength(10);
    expect((await handleContactAction(post('/contactanos', valid), '198.51.100.2')).status).toBe(
      'success',
    );
  });

  it.each([
    ['/contactanos', 'application/json', '{"name":"Ana"}', 'Error al enviar el mensaje.'],
    ['/en/contactanos', 'text/plain', 'name=Ana', 'Error sending message.'],
    ['/contactanos', 'application/x-www-form-urlencoded', `message=${'a'.repeat(70_000)}`, 'Error'],
  ])(
    'answers %s with a %s body the failure message, as 400, without calling the CMS',
    async (path, type, body, message) => {
      const result = await handleContactAction(
        new Request(`http://localhost${path}`, {
          method: 'POST',
          headers: { 'content-type': type },
          body,
        }),
        '203.0.113.7',
      );
      expect(result).toMatchObject({
        status: 'error',
        message: expect.stringContaining(message),
        values: { name: '', email: '', message: '' },
      });
      expect(contactHttpStatus(result)).toBe(400);
      expect(cms.submissions).toHaveLength(0);
    },
  );

  it('answers every form outcome 200', async () => {
    const result = await handleContactAction(post('/contactanos', { name: 'A' }), null);
    expect(contactHttpStatus(result)).toBe(200);
  });
});
