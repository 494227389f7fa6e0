// @vitest-environment node
import { signPreviewLink } from '@brilla/signed';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetEnvForTests } from '~/lib/env.server';
import { visitorContext } from '../../test/load-context';
import { PREVIEW_TOKEN } from '../../test/mocks/cms';

/**
 * A CMS that fails is answered for (a 404 page, a retry message, a 503); a bug in the web's own
 * code is not mistaken for one: it reaches React Router as itself (a 500, its stack in the log).
 * Each case loads the module afresh with one of its reads replaced by one that throws a bug.
 */
const bug = () => new TypeError("Cannot read properties of undefined (reading 'slug')");

afterEach(() => {
  vi.doUnmock('~/lib/cms.server');
  vi.doUnmock('./contact/contact-submission.server');
  vi.resetModules();
  vi.unstubAllEnvs();
  resetEnvForTests();
});

describe('a bug, not a CMS failure', () => {
  it('in reading the redirects is thrown, not answered as the 404 page', async () => {
    vi.resetModules();
    vi.doMock('~/lib/cms.server', async (original) => ({
      ...(await original<typeof import('~/lib/cms.server')>()),
      listRedirects: () => Promise.reject(bug()),
    }));
    const { notFound } = await import('./redirects/redirects.server');
    await expect(notFound(new Request('http://localhost/nada'), { kind: 'page' })).rejects.toThrow(
      bug(),
    );
  });

  it('in sending a contact message is thrown, not answered as "try again"', async () => {
    vi.resetModules();
    vi.doMock('./contact/contact-submission.server', () => ({
      postContactSubmission: () => Promise.reject(bug()),
    }));
    const { handleContactAction } = await import('./contact/contact-action.server');
    const form = new URLSearchParams({
      name: 'Ana Pérez',
      email: 'ana@example.com',
      message: 'Hola, quiero información sobre la agencia.',
    });
    await expect(
      handleContactAction(
        new Request('http://localhost/contactanos', { method: 'POST', body: form }),
        null,
      ),
    ).rejects.toThrow(bug());
  });

  it('in reading a previewed entry is thrown, not answered as "the CMS does not answer"', async () => {
    const secret = 'preview-secret-for-the-unit-tests-0123456789';
    vi.stubEnv('PREVIEW_SECRET', secret);
    vi.stubEnv('CMS_PREVIEW_TOKEN', PREVIEW_TOKEN);
    resetEnvForTests();
    vi.resetModules();
    vi.doMock('~/lib/cms.server', async (original) => {
      const real = await original<typeof import('~/lib/cms.server')>();
      return {
        ...real,
        cmsReader: (read: Parameters<typeof real.cmsReader>[0]) => ({
          ...real.cmsReader(read),
          getBlogByDocumentId: () => Promise.reject(bug()),
        }),
      };
    });
    const { resetEnvForTests: resetFresh } = await import('~/lib/env.server');
    resetFresh();
    const { loader } = await import('./preview/preview-route');
    const target = { type: 'blog', documentId: 'blogdoc1', locale: 'es', status: 'draft' };
    const url = `http://localhost/api/preview?${new URLSearchParams(signPreviewLink(secret, target, Date.now()))}`;
    await expect(
      loader({
        request: new Request(url),
        url: new URL(url),
        pattern: '/api/preview',
        params: {},
        context: visitorContext({ clientIp: '203.0.113.7' }),
      } as Parameters<typeof loader>[0]),
    ).rejects.toThrow(bug());
  });
});
