import { describe, expect, it, vi } from 'vitest';
import { fakeStrapi } from '../../../../tests/helpers/fake-strapi';
import type { Submission } from '../lib/types';
import contactFactory, { type ContactDeps, createContactService } from './contact';

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
      source: null,
      campaign: null,
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
    await new Promise((resolve) => setTimeout(resolve, 0));
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
    expect(deps.log.error).toHaveBeenCalledWith(
      'Contact notification for doc1 crashed: Error: boom',
    );
  });

  it('reads a body that is not an object, or whose data is not, as an empty form', async () => {
    const empty = [
      { path: ['name'], message: 'El nombre es requerido' },
      { path: ['email'], message: 'El email es requerido' },
      { path: ['message'], message: 'El mensaje es requerido' },
    ];
    for (const body of [null, 'text', 42, [], { data: null }, { data: 'x' }, { data: [valid] }]) {
      const { store, service } = setup();
      expect(await service.submit({ body, clientKey: 'k' }), JSON.stringify(body)).toEqual({
        kind: 'invalid',
        language: 'es',
        message: 'El nombre es requerido',
        errors: empty,
      });
      expect(store).not.toHaveBeenCalled();
    }
  });

  it('refuses a name or message that is not text', async () => {
    const { store, service } = setup();
    const result = await service.submit({
      body: { data: { ...valid, name: 42, message: ['x'] } },
      clientKey: 'k',
    });
    expect(result).toMatchObject({ kind: 'invalid', language: 'es' });
    expect(result.kind === 'invalid' && result.errors.map((error) => error.path)).toEqual([
      ['name'],
      ['message'],
    ]);
    expect(store).not.toHaveBeenCalled();
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

  it("stores the source and campaign of the visitor's visit, as the visit counts name them", async () => {
    const { store, service } = setup();
    await service.submit({
      body: { data: { ...valid, source: ' Instagram ', campaign: 'lanzamiento / social' } },
      clientKey: 'k',
    });
    expect(store).toHaveBeenCalledWith(
      expect.objectContaining({ source: 'instagram', campaign: 'lanzamiento / social' }),
    );
  });

  it.each([
    ['markup', '<script>', '<b>x</b>'],
    ['the internal source', '(internal)', ''],
    ['too long', 'a'.repeat(254), 'c'.repeat(124)],
    ['not text', 42, ['x']],
  ])(
    'stores a message whose source and campaign are %s, without them',
    async (_name, source, campaign) => {
      const { store, service } = setup();
      expect(
        await service.submit({ body: { data: { ...valid, source, campaign } }, clientKey: 'k' }),
      ).toEqual({ kind: 'stored', documentId: 'doc1' });
      expect(store).toHaveBeenCalledWith(expect.objectContaining({ source: null, campaign: null }));
    },
  );

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

  describe('as Strapi builds it', () => {
    function strapiWith(settings: unknown) {
      const created: unknown[] = [];
      const reads: unknown[] = [];
      const services: Record<string, unknown> = {
        'api::contact-submission.rate-limit': {
          consume: async () => ({ allowed: true }),
        },
        'api::contact-submission.notifier': { deliver: async () => 'sent' },
      };
      const strapi = fakeStrapi({
        documents: (uid: string) => ({
          create: async ({ data }: { data: Record<string, unknown> }) => {
            created.push({ uid, data });
            return { ...data, id: 7, documentId: 'doc7' };
          },
        }),
        db: {
          query: (uid: string) => ({
            findOne: async (params: unknown) => {
              reads.push({ uid, params });
              return settings;
            },
          }),
        },
        service: (uid: string) => services[uid],
        log: { error: () => undefined },
      });
      return { strapi, created, reads };
    }

    it('stores a new lead with the policy version of the site settings', async () => {
      const { strapi, created, reads } = strapiWith({ privacyPolicyVersion: '2026-03-01' });
      const service = contactFactory({ strapi });
      expect(
        await service.submit({
          body: { data: { ...valid, policyVersion: undefined } },
          clientKey: 'k',
        }),
      ).toEqual({ kind: 'stored', documentId: 'doc7' });
      expect(reads).toEqual([
        { uid: 'api::site-setting.site-setting', params: { select: ['privacyPolicyVersion'] } },
      ]);
      expect(created).toEqual([
        {
          uid: 'api::contact-submission.contact-submission',
          data: expect.objectContaining({
            name: 'Ana',
            leadStatus: 'Nuevo',
            policyVersion: '2026-03-01',
            emailStatus: 'pendiente',
            consentAt: expect.any(Date),
          }),
        },
      ]);
    });

    it('stores no policy version while the site settings have none', async () => {
      for (const settings of [null, {}]) {
        const { strapi, created } = strapiWith(settings);
        await contactFactory({ strapi }).submit({ body: { data: valid }, clientKey: 'k' });
        expect(created).toEqual([
          { uid: expect.any(String), data: expect.objectContaining({ policyVersion: null }) },
        ]);
      }
    });
  });
});
