import { describe, expect, it, vi } from 'vitest';
import type { Submission } from '../lib/types';
import { type ContactDeps, createContactService } from './contact';

function setup() {
  const store = vi.fn(async (data: Omit<Submission, 'id' | 'documentId' | 'createdAt'>) => ({
    ...data,
    id: 1,
    documentId: 'doc1',
    createdAt: '2026-11-22T10:00:00Z',
  }));
  const deps: ContactDeps = {
    store,
    limiter: { consume: vi.fn(async () => ({ allowed: true as const })) },
    notifier: { deliver: vi.fn(async () => 'sent' as const) },
    log: { error: vi.fn() },
    currentPolicyVersion: vi.fn(async () => '2026-03-01'),
    now: () => new Date('2026-11-22T10:00:00Z'),
  };
  return { deps, store, service: createContactService(deps) };
}
const valid = {
  name: ' Ana ',
  email: 'ana@example.com',
  message: 'Quiero más información.',
  language: 'es',
  pagePath: '/contactanos',
};

describe('contact service', () => {
  it('stores trimmed, valid input with its language and page, then notifies', async () => {
    const { deps, store, service } = setup();
    expect(await service.submit({ body: { data: valid }, clientKey: '1.2.3.4' })).toEqual({
      kind: 'stored',
      documentId: 'doc1',
    });
    expect(store).toHaveBeenCalledWith({
      name: 'Ana',
      email: 'ana@example.com',
      message: 'Quiero más información.',
      language: 'es',
      pagePath: '/contactanos',
      interest: null,
      policyVersion: '2026-03-01',
      consentAt: new Date('2026-11-22T10:00:00Z'),
      emailStatus: 'pendiente',
      emailAttempts: 0,
    });
    expect(deps.notifier.deliver).toHaveBeenCalledOnce();
  });

  it('stores the interest and the policy version the form showed, with the time of consent', async () => {
    const { deps, store, service } = setup();
    await service.submit({
      body: { data: { ...valid, interest: 'manager', policyVersion: '2025-01-15' } },
      clientKey: 'k',
    });
    expect(store).toHaveBeenCalledWith(
      expect.objectContaining({
        interest: 'manager',
        policyVersion: '2025-01-15',
        consentAt: new Date('2026-11-22T10:00:00Z'),
      }),
    );
    expect(deps.currentPolicyVersion).not.toHaveBeenCalled();
  });

  it('records the version in force when the post names none or a malformed one', async () => {
    for (const policyVersion of [undefined, '', '<script>', 42]) {
      const { store, service } = setup();
      await service.submit({ body: { data: { ...valid, policyVersion } }, clientKey: 'k' });
      expect(store).toHaveBeenCalledWith(expect.objectContaining({ policyVersion: '2026-03-01' }));
    }
  });

  it.each([
    ['es', 'Elige una de las opciones de la lista'],
    ['en', 'Choose one of the options in the list'],
  ])('refuses an interest outside the list (%s), storing nothing', async (language, message) => {
    const { store, service } = setup();
    expect(
      await service.submit({
        body: { data: { ...valid, language, interest: 'vip' } },
        clientKey: 'k',
      }),
    ).toMatchObject({ kind: 'invalid', errors: [{ path: ['interest'], message }] });
    expect(store).not.toHaveBeenCalled();
  });

  it('answers before the notification is sent, and drain waits for it', async () => {
    const { deps, service } = setup();
    let release: (value: 'sent') => void = () => undefined;
    vi.mocked(deps.notifier.deliver).mockReturnValueOnce(
      new Promise((resolve) => {
        release = resolve;
      }),
    );
    expect(await service.submit({ body: { data: valid }, clientKey: 'k' })).toMatchObject({
      kind: 'stored',
    });
    let drained = false;
    const draining = service.drain().then(() => {
      drained = true;
    });
    await Promise.resolve();
    expect(drained).toBe(false);
    release('sent');
    await draining;
    expect(drained).toBe(true);
  });

  it('stores name and message as plain text: no control characters, markup kept verbatim', async () => {
    const { store, service } = setup();
    const message = '<script>alert(1)</script>\r\nLínea\u0000 dos\u001b[31m\u2028fin \ud800';
    await service.submit({
      body: { data: { ...valid, name: 'Ana\r\nBcc: x@evil.test\u0000', message } },
      clientKey: 'k',
    });
    expect(store).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'Ana Bcc: x@evil.test',
        message: '<script>alert(1)</script>\nLínea dos[31m\nfin \ufffd',
      }),
    );
  });

  it('keeps the submission when the notifier crashes', async () => {
    const { deps, service } = setup();
    vi.mocked(deps.notifier.deliver).mockRejectedValueOnce(new Error('boom'));
    expect(await service.submit({ body: { data: valid }, clientKey: 'k' })).toMatchObject({
      kind: 'stored',
    });
    await service.drain();
    expect(deps.log.error).toHaveBeenCalled();
  });

  it('ignores a filled honeypot before anything else', async () => {
    const { deps, store, service } = setup();
    expect(
      await service.submit({ body: { data: { ...valid, website: 'x' } }, clientKey: 'k' }),
    ).toEqual({ kind: 'ignored' });
    expect(deps.limiter.consume).not.toHaveBeenCalled();
    expect(store).not.toHaveBeenCalled();
  });

  it('reports every invalid field in the Accept-Language language when data.language is missing', async () => {
    const { store, service } = setup();
    const result = await service.submit({
      body: { data: { name: 'A' } },
      clientKey: 'k',
      acceptLanguage: 'en-GB',
    });
    expect(result).toEqual({
      kind: 'invalid',
      language: 'en',
      message: 'Name must be at least 2 characters',
      errors: [
        { path: ['name'], message: 'Name must be at least 2 characters' },
        { path: ['email'], message: 'Email is required' },
        { path: ['message'], message: 'Message is required' },
      ],
    });
    expect(store).not.toHaveBeenCalled();
  });

  it('refuses over the rate limit with a localized message', async () => {
    const { deps, store, service } = setup();
    vi.mocked(deps.limiter.consume).mockResolvedValueOnce({
      allowed: false,
      retryAfterSeconds: 42,
    });
    expect(await service.submit({ body: { data: valid }, clientKey: 'k' })).toEqual({
      kind: 'rate-limited',
      language: 'es',
      retryAfterSeconds: 42,
      message: 'Has enviado demasiados mensajes. Espera unos minutos e inténtalo de nuevo.',
    });
    expect(store).not.toHaveBeenCalled();
  });

  it.each([
    ['https://evil.example', null],
    ['//evil.example/phish', '/evil.example/phish'],
    ['/\\evil.example/phish', '/evil.example/phish'],
    ['\\\\evil.example', '/evil.example'],
    ['/\t/evil.example', '/evil.example'],
    ['/contactanos?email=ana@example.com#x', '/contactanos'],
    ['javascript:alert(1)', null],
    ['/a/../b', null],
    [`/${'a'.repeat(300)}`, null],
    [42, null],
  ])('stores the page path %j only as a site path: %j', async (pagePath, stored) => {
    const { store, service } = setup();
    await service.submit({ body: { data: { ...valid, pagePath } }, clientKey: 'k' });
    expect(store).toHaveBeenCalledWith(expect.objectContaining({ pagePath: stored }));
  });

  it('stores name, e-mail and message without bidirectional controls', async () => {
    const { store, service } = setup();
    await service.submit({
      body: {
        data: {
          ...valid,
          name: '\u202eAna\u2066 Pérez\u2069\u200e',
          email: '\u202dana@example.com\u061c',
          message: 'Quiero\u202a más\u202c información.\u200f\u2067',
        },
      },
      clientKey: 'k',
    });
    expect(store).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'Ana Pérez',
        email: 'ana@example.com',
        message: 'Quiero más información.',
      }),
    );
  });

  it.each([
    ['es', 'Por favor ingresa un email válido'],
    ['en', 'Please enter a valid email'],
  ])(
    'refuses an address over 254 characters or a local part over 64 in %s with the form message',
    async (language, message) => {
      const { store, service } = setup();
      const domain = `${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.com`;
      for (const email of [
        `${'a'.repeat(65)}@example.com`,
        `${'a'.repeat(64)}@${domain}.${'e'.repeat(10)}`,
      ]) {
        expect(
          await service.submit({ body: { data: { ...valid, language, email } }, clientKey: 'k' }),
        ).toEqual({
          kind: 'invalid',
          language,
          message,
          errors: [{ path: ['email'], message }],
        });
      }
      expect(store).not.toHaveBeenCalled();
    },
  );
});
