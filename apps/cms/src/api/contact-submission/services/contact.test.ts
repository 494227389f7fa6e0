import { describe, expect, it, vi } from 'vitest';
import type { Submission } from '../../../lib/contact/types';
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
      emailStatus: 'pending',
      emailAttempts: 0,
    });
    expect(deps.notifier.deliver).toHaveBeenCalledOnce();
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

  it('drops a page path that is not a site path', async () => {
    const { store, service } = setup();
    await service.submit({
      body: { data: { ...valid, pagePath: 'https://evil.example' } },
      clientKey: 'k',
    });
    expect(store).toHaveBeenCalledWith(expect.objectContaining({ pagePath: null }));
  });
});
