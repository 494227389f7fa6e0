// @vitest-environment node
import { CONTACT_RATE_LIMIT } from '@brilla/validation';
import type { ActionFunctionArgs } from 'react-router';
import { describe, expect, it } from 'vitest';
import { expectConsoleErrors } from '../../../test/console';
import { visitorContext } from '../../../test/load-context';
import { cms } from '../../../test/mocks/cms';
import type { ContactOutcome } from './contact-action.server';
import { contactAction, contactHeaders } from './contact-route.server';

const valid = { name: 'Ana Pérez', email: 'ana@example.com', message: 'Hola, quiero información.' };

/** A post of the contact page's action, as React Router makes it; outcomes counted as metrics do. */
async function send(fields: Record<string, string>, clientIp = '203.0.113.20') {
  const counted: ContactOutcome[] = [];
  const url = 'http://localhost/contactanos';
  const answer = await contactAction({
    request: new Request(url, { method: 'POST', body: new URLSearchParams(fields) }),
    params: {},
    context: visitorContext({ clientIp, countContact: (outcome) => counted.push(outcome) }),
  } as unknown as ActionFunctionArgs);
  const init = answer.init ?? {};
  return { status: init.status, headers: new Headers(init.headers), data: answer.data, counted };
}

describe('the contact page’s action', () => {
  it('answers a sent message 200 and counts it as sent', async () => {
    const answer = await send(valid);
    expect(answer.status).toBe(200);
    expect(answer.data.status).toBe('success');
    expect(answer.counted).toEqual(['sent']);
    expect([...answer.headers]).toEqual([]);
  });

  it('answers an invalid message 400 and counts it as invalid', async () => {
    const answer = await send({ ...valid, email: 'x' });
    expect(answer.status).toBe(400);
    expect(answer.counted).toEqual(['invalid']);
  });

  it('answers a client over the limit 429 with Retry-After, counted as rate-limited', async () => {
    for (let sent = 0; sent < CONTACT_RATE_LIMIT.points; sent++) await send(valid, '198.51.100.9');
    const answer = await send(valid, '198.51.100.9');
    expect(answer.status).toBe(429);
    expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(answer.counted).toEqual(['rate-limited']);
  });

  it('answers 503 when the CMS cannot be reached, counted as failed', async () => {
    cms.contactReply = 'down';
    expectConsoleErrors();
    const answer = await send(valid);
    expect(answer.status).toBe(503);
    expect(answer.counted).toEqual(['failed']);
  });

  it('works without metrics (no counter in the context)', async () => {
    const url = 'http://localhost/contactanos';
    const answer = await contactAction({
      request: new Request(url, { method: 'POST', body: new URLSearchParams(valid) }),
      params: {},
      context: visitorContext(),
    } as unknown as ActionFunctionArgs);
    expect(answer.init?.status).toBe(200);
  });
});

describe('the contact page’s headers', () => {
  it('pass on the action’s Retry-After, and nothing else', () => {
    const headers = (actionHeaders: Record<string, string>) =>
      contactHeaders({
        actionHeaders: new Headers(actionHeaders),
        loaderHeaders: new Headers(),
        parentHeaders: new Headers(),
        errorHeaders: undefined,
      });
    expect(headers({ 'Retry-After': '42', 'X-Other': 'x' })).toEqual({ 'Retry-After': '42' });
    expect(headers({})).toEqual({});
  });
});
