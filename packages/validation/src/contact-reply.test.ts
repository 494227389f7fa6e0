import { describe, expect, it } from 'vitest';
import {
  type ContactReply,
  contactErrorsOf,
  contactIssues,
  contactReplyFromHttp,
  contactReplyToHttp,
} from './contact-reply.js';

/** What the web reads from what the CMS answered. */
function roundTrip(reply: ContactReply): ContactReply | null {
  const { status, headers, body } = contactReplyToHttp(reply);
  return contactReplyFromHttp(
    { status, retryAfter: headers['Retry-After'] ?? null, body: JSON.parse(JSON.stringify(body)) },
    600,
  );
}

describe('contact replies over HTTP', () => {
  it.each<ContactReply>([
    { kind: 'stored', documentId: 'abc' },
    { kind: 'ignored' },
    {
      kind: 'invalid',
      message: 'El nombre es requerido',
      errors: [{ path: ['name'], message: 'El nombre es requerido' }],
    },
    { kind: 'rate-limited', message: 'Has enviado demasiados mensajes.', retryAfterSeconds: 42 },
  ])('the web reads back %j as the CMS sent it', (reply) => {
    expect(roundTrip(reply)).toEqual(reply);
  });

  it('answers in Strapi shape: 201 data, 400 ValidationError, 429 RateLimitError with Retry-After', () => {
    expect(contactReplyToHttp({ kind: 'stored', documentId: 'abc' })).toEqual({
      status: 201,
      headers: {},
      body: { data: { documentId: 'abc' } },
    });
    expect(contactReplyToHttp({ kind: 'ignored' }).body).toEqual({ data: { documentId: null } });
    const issue = { path: ['email'] as ['email'], message: 'x' };
    expect(contactReplyToHttp({ kind: 'invalid', message: 'x', errors: [issue] })).toEqual({
      status: 400,
      headers: {},
      body: {
        data: null,
        error: { status: 400, name: 'ValidationError', message: 'x', details: { errors: [issue] } },
      },
    });
    expect(
      contactReplyToHttp({ kind: 'rate-limited', message: 'y', retryAfterSeconds: 7 }),
    ).toEqual({
      status: 429,
      headers: { 'Retry-After': '7' },
      body: {
        data: null,
        error: { status: 429, name: 'RateLimitError', message: 'y', details: {} },
      },
    });
  });

  it('reads what is not an outcome as none: server errors, a 400 naming no field of the form', () => {
    expect(contactReplyFromHttp({ status: 500, retryAfter: null, body: {} }, 600)).toBeNull();
    const unknownField = { error: { details: { errors: [{ path: ['website'], message: 'x' }] } } };
    expect(
      contactReplyFromHttp({ status: 400, retryAfter: null, body: unknownField }, 600),
    ).toBeNull();
    expect(contactReplyFromHttp({ status: 400, retryAfter: null, body: null }, 600)).toBeNull();
    const notText = { error: { details: { errors: [{ path: ['name'], message: 42 }] } } };
    expect(contactReplyFromHttp({ status: 400, retryAfter: null, body: notText }, 600)).toBeNull();
    const asList = { error: { details: { errors: [{ path: [['name']], message: 'x' }] } } };
    expect(contactReplyFromHttp({ status: 400, retryAfter: null, body: asList }, 600)).toBeNull();
  });

  it('reads field messages from a 400 only, and a 2xx of any kind as taken', () => {
    const invalid = contactReplyToHttp({
      kind: 'invalid',
      message: 'x',
      errors: [{ path: ['name'], message: 'n' }],
    });
    for (const status of [409, 422, 500]) {
      const answer = { status, retryAfter: null, body: invalid.body };
      expect(contactReplyFromHttp(answer, 600), String(status)).toBeNull();
    }
    const stored = { data: { documentId: 'abc' } };
    for (const status of [200, 201, 299]) {
      const answer = { status, retryAfter: null, body: stored };
      expect(contactReplyFromHttp(answer, 600)).toEqual({ kind: 'stored', documentId: 'abc' });
    }
    for (const status of [199, 300, 302]) {
      const answer = { status, retryAfter: null, body: stored };
      expect(contactReplyFromHttp(answer, 600), String(status)).toBeNull();
    }
  });

  it('falls back to the window when Retry-After is not a number of seconds', () => {
    for (const retryAfter of ['soon', '1.5', '0', '-5', null]) {
      expect(
        contactReplyFromHttp({ status: 429, retryAfter, body: null }, 600),
        retryAfter,
      ).toEqual({ kind: 'rate-limited', message: '', retryAfterSeconds: 600 });
    }
    expect(contactReplyFromHttp({ status: 429, retryAfter: '1', body: null }, 600)).toEqual({
      kind: 'rate-limited',
      message: '',
      retryAfterSeconds: 1,
    });
  });

  it('lists field messages in the form order and reads back the first per field', () => {
    const issues = contactIssues({ message: 'm', name: 'n' });
    expect(issues).toEqual([
      { path: ['name'], message: 'n' },
      { path: ['message'], message: 'm' },
    ]);
    expect(contactErrorsOf([...issues, { path: ['name'], message: 'later' }])).toEqual({
      name: 'n',
      message: 'm',
    });
  });
});
