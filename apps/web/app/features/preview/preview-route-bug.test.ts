// @vitest-environment node
import { signPreviewLink } from '@brilla/signed';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetEnvForTests } from '~/lib/env.server';
import { visitorContext } from '../../../test/load-context';
import { PREVIEW_TOKEN } from '../../../test/mocks/cms';
import { loader } from './preview-route';

/**
 * A CMS that does not answer is answered for (503, "try again"); a bug in the web's own code is
 * not mistaken for one: it reaches React Router as itself (a 500, its stack in the log).
 */
const bug = () => new TypeError("Cannot read properties of undefined (reading 'slug')");

vi.mock('~/lib/cms.server', async (original) => {
  const real = await original<typeof import('~/lib/cms.server')>();
  return {
    ...real,
    cmsReader: (read: Parameters<typeof real.cmsReader>[0]) => ({
      ...real.cmsReader(read),
      getBlogByDocumentId: () => Promise.reject(bug()),
    }),
  };
});

afterEach(() => {
  vi.unstubAllEnvs();
  resetEnvForTests();
});

describe('the preview link on a bug, not a CMS failure', () => {
  it('throws the bug, not "the CMS does not answer"', async () => {
    const secret = 'preview-secret-for-the-unit-tests-0123456789';
    vi.stubEnv('PREVIEW_SECRET', secret);
    vi.stubEnv('CMS_PREVIEW_TOKEN', PREVIEW_TOKEN);
    resetEnvForTests();
    const target = { type: 'blog', documentId: 'blogdoc1', locale: 'es', status: 'draft' };
    const query = new URLSearchParams(signPreviewLink(secret, target, Date.now()));
    const url = `http://localhost/api/preview?${query}`;
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
