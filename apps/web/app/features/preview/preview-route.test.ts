// @vitest-environment node
import { signPreviewLink } from '@brilla/signed';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetEnvForTests } from '~/lib/env.server';
import { resetSecretFailuresForTests } from '~/lib/secret-failures.server';
import { expectConsoleErrors } from '../../../test/console';
import { visitorContext } from '../../../test/load-context';
import { cms, PREVIEW_TOKEN } from '../../../test/mocks/cms';
import { buildBlog, buildPage } from '../../../test/mocks/factories';
import { verifyPreview } from './preview-cookie.server';
import { loader } from './preview-route';

/**
 * `GET /api/preview` called as React Router calls its loader; the server-level journey (cookie
 * then draft page) is test/server/preview.test.ts. This one checks each answer exactly.
 */
const SECRET = 'preview-secret-for-the-unit-tests-0123456789';

function settings(values: Record<string, string>): void {
  for (const [name, value] of Object.entries(values)) vi.stubEnv(name, value);
  resetEnvForTests();
}

beforeEach(() => {
  resetSecretFailuresForTests();
  settings({ PREVIEW_SECRET: SECRET, CMS_PREVIEW_TOKEN: PREVIEW_TOKEN });
});
afterEach(() => {
  vi.unstubAllEnvs();
  resetEnvForTests();
});

const post = buildBlog({ documentId: 'blogdoc1', slug: 'mi-post', title: 'Borrador' });

/** A link as the CMS admin signs it; `params` change (or, as '', drop) its parameters. */
function link(params: Record<string, string> = {}, { now = Date.now(), secret = SECRET } = {}) {
  const target = { type: 'blog', documentId: 'blogdoc1', locale: 'es', status: 'draft' };
  const signed = signPreviewLink(secret, target, now);
  const query = new URLSearchParams({ ...signed, ...params });
  for (const [name, value] of [...query]) if (value === '') query.delete(name);
  return query.toString();
}

async function open(query: string, { https = false, clientIp = '203.0.113.7' } = {}) {
  const url = `${https ? 'https' : 'http'}://localhost/api/preview?${query}`;
  const answer = await loader({
    request: new Request(url),
    url: new URL(url),
    pattern: '/api/preview',
    params: {},
    context: visitorContext({ clientIp }),
  } as Parameters<typeof loader>[0]);
  return answer as Response;
}

const text = (answer: Response) => answer.text();

describe('GET /api/preview (the loader)', () => {
  it('sets the signed cookie and redirects to the post, never stored, indexed or referred', async () => {
    cms.drafts.blogs = { es: [post], en: [] };
    const answer = await open(link());
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/blogs/mi-post');
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(answer.headers.get('x-robots-tag')).toBe('noindex');
    expect(answer.headers.get('referrer-policy')).toBe('no-referrer');
    const cookie = answer.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^brilla_preview=[^;]+; Path=\/; Max-Age=7200; HttpOnly; SameSite=Lax$/);
    const value = cookie.split(';')[0]?.split('=')[1] ?? '';
    expect(verifyPreview(value, SECRET)).toMatchObject({ status: 'draft' });
  });

  it('grants the published version when the link asks for it, and a page at its own path in English', async () => {
    const page = buildPage({ documentId: 'pagedoc1', slug: 'nosotros', locale: 'en' });
    cms.pages.en = [page];
    const answer = await open(
      link({ type: 'page', documentId: 'pagedoc1', locale: 'en', status: 'published' }),
    );
    // Signed for the blog post, not for this page: refused.
    expect(answer.status).toBe(401);
    const target = { type: 'page', documentId: 'pagedoc1', locale: 'en', status: 'published' };
    const signed = new URLSearchParams(signPreviewLink(SECRET, target));
    const good = await open(signed.toString(), { https: true });
    expect(good.status).toBe(302);
    expect(good.headers.get('location')).toBe('/en/nosotros');
    const cookie = good.headers.get('set-cookie') ?? '';
    // Over HTTPS the admin's frame gets it too.
    expect(cookie).toMatch(/; HttpOnly; SameSite=None; Secure; Partitioned$/);
    const value = cookie.split(';')[0]?.split('=')[1] ?? '';
    expect(verifyPreview(value, SECRET)).toMatchObject({ status: 'published' });
  });

  it('reads a link without a status as a draft preview', async () => {
    cms.drafts.blogs = { es: [post], en: [] };
    const target = { type: 'blog', documentId: 'blogdoc1', locale: 'es' };
    // The CMS signs the status it sends; one sent without a status was signed as a draft.
    const signed = signPreviewLink(SECRET, { ...target, status: 'draft' });
    const query = new URLSearchParams({ ...signed, status: '' });
    query.delete('status');
    const answer = await open(query.toString());
    expect(answer.status).toBe(302);
  });

  it('is 404 in the link’s language when preview is not set up', async () => {
    vi.unstubAllEnvs();
    resetEnvForTests();
    const spanish = await open(link());
    expect(spanish.status).toBe(404);
    expect(await text(spanish)).toBe('La vista previa no está configurada en este sitio.\n');
    const english = await open(link({ locale: 'en' }));
    expect(await text(english)).toBe('Preview is not set up on this site.\n');
  });

  it('refuses a link the CMS would not build with 400, whatever part is wrong', async () => {
    const refused: Array<Record<string, string>> = [
      { type: '' },
      { type: 'banner' },
      { documentId: '' },
      { documentId: 'has space' },
      { documentId: 'x'.repeat(65) },
      { locale: 'fr' },
      { locale: '' },
      { status: 'archived' },
    ];
    for (const params of refused) {
      const answer = await open(link(params));
      expect(answer.status, JSON.stringify(params)).toBe(400);
    }
    const english = await open(link({ locale: 'en', type: 'banner' }));
    expect(await text(english)).toMatch(/^The preview link lacks the type/);
    // An unknown language in the link answers in Spanish.
    const unknown = await open(link({ locale: 'fr' }));
    expect(await text(unknown)).toMatch(/^Al enlace de vista previa le falta/);
  });

  it('accepts a document id of 64 letters and digits', async () => {
    const id = `A${'b1'.repeat(31)}Z`;
    cms.drafts.blogs = { es: [{ ...post, documentId: id }], en: [] };
    const target = { type: 'blog', documentId: id, locale: 'es', status: 'draft' };
    const answer = await open(new URLSearchParams(signPreviewLink(SECRET, target)).toString());
    expect(answer.status).toBe(302);
  });

  it('refuses a wrong signature with 401 and an expired link with its own message, without a cookie', async () => {
    const forged = await open(link({}, { secret: 'another-secret-of-the-same-length-000000000' }));
    expect(forged.status).toBe(401);
    expect(forged.headers.get('set-cookie')).toBeNull();
    expect(await text(forged)).toBe(
      'Este enlace de vista previa no es válido. Ábrelo de nuevo desde el CMS.\n',
    );
    const old = await open(link({}, { now: Date.now() - 16 * 60_000 }));
    expect(old.status).toBe(401);
    expect(await text(old)).toMatch(/^Este enlace de vista previa caducó/);
  });

  it('after 10 wrong links a minute from one address answers 429 with Retry-After, even a good one', async () => {
    cms.drafts.blogs = { es: [post], en: [] };
    const forged = link({}, { secret: 'another-secret-of-the-same-length-000000000' });
    for (let count = 0; count < 10; count++) {
      expect((await open(forged)).status).toBe(401);
    }
    const blocked = await open(link({ locale: 'en' }));
    expect(blocked.status).toBe(429);
    expect(await text(blocked)).toBe('Too many requests. Wait a minute and try again.\n');
    const wait = Number(blocked.headers.get('retry-after'));
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(60);
    // Another address is not blocked, and clients without a known address share one count.
    expect((await open(link(), { clientIp: '198.51.100.1' })).status).toBe(302);
  });

  it('counts clients without a known address together', async () => {
    const forged = link({}, { secret: 'another-secret-of-the-same-length-000000000' });
    const anonymous = { clientIp: null as unknown as string };
    for (let count = 0; count < 10; count++) await open(forged, anonymous);
    expect((await open(link(), anonymous)).status).toBe(429);
  });

  it('is 404 in the entry’s language for an entry that does not exist in that version', async () => {
    cms.drafts.blogs = { es: [], en: [] };
    const answer = await open(link());
    expect(answer.status).toBe(404);
    expect(answer.headers.get('set-cookie')).toBeNull();
    expect(await text(answer)).toMatch(/^No existe ese contenido en este idioma/);
  });

  it('is 503 when the CMS does not answer, and logs which entry it was reading', async () => {
    cms.down = true;
    const logged = expectConsoleErrors();
    const answer = await open(link());
    expect(answer.status).toBe(503);
    expect(await text(answer)).toBe(
      'El CMS no responde. Espera unos segundos e inténtalo de nuevo.\n',
    );
    expect(String(logged.mock.calls[0]?.[0])).toMatch(/^\[web\] preview: .+ \(blog blogdoc1\)$/);
  });
});
