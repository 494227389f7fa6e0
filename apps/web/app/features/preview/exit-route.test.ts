// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetEnvForTests } from '~/lib/env.server';
import { visitorContext } from '../../../test/load-context';
import { loader } from './exit-route';
import { signPreview } from './preview-cookie.server';

/** `GET /api/preview/exit` called as React Router calls its loader. */
const SECRET = 'preview-secret-for-the-unit-tests-0123456789';

beforeEach(() => {
  vi.stubEnv('PREVIEW_SECRET', SECRET);
  vi.stubEnv('CMS_PREVIEW_TOKEN', 'token');
  resetEnvForTests();
});
afterEach(() => {
  vi.unstubAllEnvs();
  resetEnvForTests();
});

async function exit(path: string, cookie?: string, { https = false } = {}) {
  const url = `${https ? 'https' : 'http'}://localhost${path}`;
  const ended: string[] = [];
  const answer = (await loader({
    request: new Request(url, { headers: cookie ? { cookie } : {} }),
    url: new URL(url),
    pattern: '/api/preview/exit',
    params: {},
    context: visitorContext({
      endPreview: async (id) => {
        ended.push(id);
      },
    }),
  } as Parameters<typeof loader>[0])) as Response;
  return { answer, ended };
}

const idOf = (value: string) =>
  JSON.parse(Buffer.from(value.split('.')[0] ?? '', 'base64url').toString()).id as string;

describe('GET /api/preview/exit (the loader)', () => {
  it('clears the cookie, ends that preview by its id and goes back to the page', async () => {
    const value = signPreview({ status: 'draft' }, SECRET);
    const { answer, ended } = await exit(
      '/api/preview/exit?to=/en/blogs/mi-post?page=2',
      `lang=en; brilla_preview=${value}`,
    );
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/en/blogs/mi-post?page=2');
    expect(answer.headers.get('set-cookie')).toBe(
      'brilla_preview=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax',
    );
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('x-robots-tag')).toBe('noindex');
    expect(ended).toEqual([idOf(value)]);
  });

  it('clears a partitioned cookie over HTTPS, and goes home without a page to go back to', async () => {
    const { answer, ended } = await exit('/api/preview/exit', undefined, { https: true });
    expect(answer.headers.get('location')).toBe('/');
    expect(answer.headers.get('set-cookie')).toMatch(
      /; HttpOnly; SameSite=None; Secure; Partitioned$/,
    );
    expect(ended).toEqual([]);
  });

  it('never sends anyone to another site, and encodes what a header cannot hold', async () => {
    const { answer } = await exit(`/api/preview/exit?to=${encodeURIComponent('//evil.example/x')}`);
    expect(answer.headers.get('location')).toBe('/evil.example/x');
    const { answer: accented } = await exit(`/api/preview/exit?to=${encodeURIComponent('/café')}`);
    expect(accented.headers.get('location')).toBe('/caf%C3%A9');
  });

  it('ends nothing for a forged cookie or when preview is off, and still clears it', async () => {
    const forged = signPreview({ status: 'draft' }, 'another-secret');
    const { answer, ended } = await exit('/api/preview/exit', `brilla_preview=${forged}`);
    expect(ended).toEqual([]);
    expect(answer.headers.get('set-cookie')).toMatch(/^brilla_preview=; /);
    vi.unstubAllEnvs();
    resetEnvForTests();
    const valid = signPreview({ status: 'draft' }, SECRET);
    const off = await exit('/api/preview/exit', `brilla_preview=${valid}`);
    expect(off.ended).toEqual([]);
    expect(off.answer.status).toBe(302);
  });
});
