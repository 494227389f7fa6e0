// @vitest-environment node
import { CONTACT_RATE_LIMIT } from '@brilla/validation';
import { describe, expect, it } from 'vitest';
import { expectConsoleErrors } from '../../../test/console';
import { cms } from '../../../test/mocks/cms';
import {
  contactHttpHeaders,
  contactHttpStatus,
  handleContactAction,
} from './contact-action.server';

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
      {
        data: {
          ...valid,
          interest: null,
          language: 'en',
          pagePath: '/contactanos',
          policyVersion: null,
          // Without JavaScript (or opted out) the form carries no visit origin.
          source: null,
          campaign: null,
        },
        forwardedFor: '203.0.113.9',
      },
    ]);
  });

  it('forwards the chosen interest and the policy version the form showed', async () => {
    await handleContactAction(
      post('/contactanos', { ...valid, interest: 'manager', policyVersion: '2026-03-01' }),
      null,
    );
    expect(cms.submissions[0]?.data).toMatchObject({
      interest: 'manager',
      policyVersion: '2026-03-01',
    });
    // No client address known: none is made up for the CMS's per-client limit.
    expect(cms.submissions[0]?.forwardedFor).toBeNull();
  });

  it('forwards the source and campaign of the visit the message was sent in', async () => {
    await handleContactAction(
      post('/contactanos', { ...valid, source: 'Instagram', campaign: 'lanzamiento / social' }),
      null,
    );
    expect(cms.submissions[0]?.data).toMatchObject({
      source: 'instagram',
      campaign: 'lanzamiento / social',
    });
  });

  it.each([
    ['markup', { source: '<script>alert(1)</script>', campaign: '"><img>' }],
    ['the internal source', { source: '(internal)', campaign: '' }],
    ['too long', { source: `${'a'.repeat(61)} b`, campaign: 'c'.repeat(124) }],
  ])('sends the message with no source or campaign when they are %s', async (_name, origin) => {
    const result = await handleContactAction(post('/contactanos', { ...valid, ...origin }), null);
    expect(result.status).toBe('success');
    expect(cms.submissions).toHaveLength(1);
    expect(cms.submissions[0]?.data).toMatchObject({ source: null, campaign: null });
  });

  it('refuses an interest outside the list with a field message (400), without the CMS', async () => {
    const result = await handleContactAction(
      post('/en/contactanos', { ...valid, interest: 'vip' }),
      null,
    );
    expect(result).toMatchObject({
      status: 'invalid',
      fieldErrors: { interest: 'Choose one of the options in the list' },
      values: { interest: 'vip' },
    });
    expect(contactHttpStatus(result)).toBe(400);
    expect(cms.submissions).toHaveLength(0);
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
      values: { name: 'A', email: 'x', message: 'corto', interest: '' },
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

  it('answers success when the CMS quietly drops the message (its own spam check)', async () => {
    cms.contactReply = 'ignored';
    const result = await handleContactAction(post('/en/contactanos', valid), null);
    expect(result).toEqual({
      status: 'success',
      message: "Message sent successfully! We'll contact you soon.",
    });
    expect(contactHttpStatus(result)).toBe(200);
    expect(contactHttpHeaders(result)).toEqual({});
  });

  it('keeps the input and answers the failure message when the CMS is down', async () => {
    const logged = expectConsoleErrors();
    cms.contactReply = 'down';
    const result = await handleContactAction(post('/contactanos', valid), null);
    expect(String(logged.mock.calls[0]?.[0])).toMatch(
      /^\[web\] contact message not delivered: .*contact-submission/,
    );
    // No Retry-After: waiting does not help, trying again may.
    expect(contactHttpHeaders(result)).toEqual({});
    expect(result).toEqual({
      status: 'error',
      message: 'Error al enviar el mensaje. Por favor intenta de nuevo.',
      values: { ...valid, interest: '' },
      unstored: 503,
    });
    expect(contactHttpStatus(result)).toBe(503);
  });

  it('answers 502 when the CMS answers an error and the message is not stored', async () => {
    const logged = expectConsoleErrors();
    cms.contactReply = 'failing';
    const result = await handleContactAction(post('/en/contactanos', valid), null);
    expect(logged.mock.calls.map((call) => String(call[0]))).toEqual([
      '[web] contact message not delivered: CMS answered HTTP 500 for contact-submission (en)',
    ]);
    expect(result).toMatchObject({
      status: 'error',
      message: 'Error sending message. Please try again.',
    });
    expect(contactHttpStatus(result)).toBe(502);
  });

  it('maps the CMS field errors back to the form', async () => {
    cms.contactReply = 'invalid';
    const result = await handleContactAction(post('/contactanos', valid), null);
    expect(result).toEqual({
      status: 'invalid',
      fieldErrors: { email: 'Por favor ingresa un email válido' },
      values: { ...valid, interest: '' },
    });
  });

  it('answers the rate-limit message when the CMS refuses with 429', async () => {
    cms.contactReply = 'rate-limited';
    const result = await handleContactAction(post('/en/contactanos', valid), null);
    expect(result).toMatchObject({
      status: 'error',
      message: 'You have sent too many messages. Wait a few minutes and try again.',
      values: valid,
      retryAfterSeconds: 60,
    });
    expect(contactHttpStatus(result)).toBe(429);
    expect(contactHttpHeaders(result)).toEqual({ 'Retry-After': '60' });
  });

  it('limits each client in process before the CMS is asked', async () => {
    for (let i = 0; i < CONTACT_RATE_LIMIT.points; i += 1) {
      expect((await handleContactAction(post('/contactanos', valid), '198.51.100.1')).status).toBe(
        'success',
      );
    }
    const over = await handleContactAction(post('/contactanos', valid), '198.51.100.1');
    expect(over).toMatchObject({
      status: 'error',
      message: expect.stringContaining('demasiados mensajes'),
    });
    expect(cms.submissions).toHaveLength(CONTACT_RATE_LIMIT.points);
    expect((await handleContactAction(post('/contactanos', valid), '198.51.100.2')).status).toBe(
      'success',
    );
  });

  it('answers a client over the limit before validating, with the wait and the typed values', async () => {
    for (let i = 0; i < CONTACT_RATE_LIMIT.points; i += 1)
      await handleContactAction(post('/contactanos', valid), '198.51.100.3');
    const typed = { name: 'A', email: 'x', message: 'corto' };
    const over = await handleContactAction(post('/en/contactanos', typed), '198.51.100.3');
    expect(over).toEqual({
      status: 'error',
      message: 'You have sent too many messages. Wait a few minutes and try again.',
      values: { ...typed, interest: '' },
      retryAfterSeconds: expect.any(Number),
    });
    expect(over.status === 'error' && over.retryAfterSeconds).toBeGreaterThan(500);
    expect(cms.submissions).toHaveLength(CONTACT_RATE_LIMIT.points);
  });

  // The page path comes from the URL the form was posted to: only a path of the site is stored.
  it.each([
    ['//evil.example/phish', '/evil.example/phish'],
    ['/\\evil.example/phish', '/evil.example/phish'],
    ['/en//evil.example/phish', '/evil.example/phish'],
    ['/en/\\evil.example', '/evil.example'],
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
    ['/contactanos?x=//evil.example', '/contactanos'],
  ])('stores the page path of a post to %j as %j', async (path, stored) => {
    await handleContactAction(post(path, valid), null);
    expect(cms.submissions.map(({ data }) => data.pagePath)).toEqual([stored]);
  });

  it('forwards the text without bidirectional controls', async () => {
    await handleContactAction(
      post('/contactanos', {
        name: '\u202eAna\u2066 Pérez\u2069',
        email: 'ana@example.com\u200f',
        message: 'Hola,\u202d quiero información sobre la agencia.\u061c',
      }),
      null,
    );
    expect(cms.submissions.map(({ data }) => data)).toEqual([
      {
        ...valid,
        interest: null,
        language: 'es',
        pagePath: '/contactanos',
        policyVersion: null,
        source: null,
        campaign: null,
      },
    ]);
  });

  it('refuses an address over 254 characters with the form message, without the CMS', async () => {
    const email = `${'a'.repeat(64)}@${'b'.repeat(62)}.${'c'.repeat(62)}.${'d'.repeat(62)}.com`;
    expect(email.length).toBeGreaterThan(254);
    const result = await handleContactAction(post('/contactanos', { ...valid, email }), null);
    expect(result).toMatchObject({
      status: 'invalid',
      fieldErrors: { email: 'Por favor ingresa un email válido' },
    });
    expect(cms.submissions).toHaveLength(0);
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
        values: { name: '', email: '', message: '', interest: '' },
      });
      expect(contactHttpStatus(result)).toBe(400);
      expect(cms.submissions).toHaveLength(0);
    },
  );

  it('tells the outcome in the status: 200 sent, 400 invalid', async () => {
    expect(contactHttpStatus(await handleContactAction(post('/contactanos', valid), null))).toBe(
      200,
    );
    const invalid = await handleContactAction(post('/contactanos', { name: 'A' }), null);
    expect(contactHttpStatus(invalid)).toBe(400);
    expect(contactHttpHeaders(invalid)).toEqual({});
  });

  it('refuses the posts past the limit that raced the check, before the CMS', async () => {
    const posts = Array.from({ length: CONTACT_RATE_LIMIT.points + 2 }, () =>
      handleContactAction(post('/contactanos', valid), '198.51.100.77'),
    );
    const results = await Promise.all(posts);
    expect(results.filter((result) => result.status === 'success')).toHaveLength(
      CONTACT_RATE_LIMIT.points,
    );
    expect(results.filter((result) => contactHttpStatus(result) === 429)).toHaveLength(2);
    expect(cms.submissions).toHaveLength(CONTACT_RATE_LIMIT.points);
  });
});
