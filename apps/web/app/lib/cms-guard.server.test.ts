import { describe, expect, it } from 'vitest';
import { expectConsoleErrors } from '../../test/console';
import { CmsError } from './cms-error';
import { orUnavailable } from './cms-guard.server';

/** What orUnavailable threw: the 503 data React Router renders, or the error itself. */
async function thrownBy(work: Promise<unknown>, slug?: string) {
  try {
    await orUnavailable(work, slug);
  } catch (thrown) {
    return thrown;
  }
  throw new Error('orUnavailable did not throw');
}

describe('orUnavailable', () => {
  it("passes the CMS's answer through", async () => {
    expect(await orUnavailable(Promise.resolve({ title: 'Inicio' }))).toEqual({ title: 'Inicio' });
  });

  it('turns a CMS failure into a 503 to retry in ten seconds, kept by no one, and logs it', async () => {
    const errors = expectConsoleErrors();
    const thrown = (await thrownBy(Promise.reject(new CmsError('pages', 'es', 502)), 'inicio')) as {
      data: unknown;
      init: ResponseInit;
    };
    expect(thrown.data).toEqual({ reason: 'cms-unavailable' });
    expect(thrown.init.status).toBe(503);
    expect(new Headers(thrown.init.headers).get('retry-after')).toBe('10');
    expect(new Headers(thrown.init.headers).get('cache-control')).toBe('no-store');
    expect(errors).toHaveBeenLastCalledWith(
      '[web] CMS answered HTTP 502 for pages (es) (slug inicio)',
    );
    await thrownBy(Promise.reject(new CmsError('site-setting', null, null)));
    expect(errors).toHaveBeenLastCalledWith('[web] CMS unreachable for site-setting');
  });

  it('lets any other error through unchanged', async () => {
    const bug = new TypeError('x is undefined');
    expect(await thrownBy(Promise.reject(bug))).toBe(bug);
  });
});
