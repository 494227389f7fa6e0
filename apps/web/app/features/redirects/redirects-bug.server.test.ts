// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { notFound } from './redirects.server';

/**
 * A CMS that cannot list the redirects is answered for (the 404 page); a bug in the web's own
 * code is not mistaken for one: it reaches React Router as itself (a 500, its stack in the log).
 */
const bug = () => new TypeError("Cannot read properties of undefined (reading 'from')");

vi.mock('~/lib/cms.server', async (original) => ({
  ...(await original<typeof import('~/lib/cms.server')>()),
  listRedirects: () => Promise.reject(bug()),
}));

describe('notFound on a bug, not a CMS failure', () => {
  it('throws the bug, not the 404 page', async () => {
    await expect(notFound(new Request('http://localhost/nada'), { kind: 'page' })).rejects.toThrow(
      bug(),
    );
  });
});
