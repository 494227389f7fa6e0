import { verifyPreviewLink } from '@brilla/signed';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import adminConfig from '../../../config/admin';
import { type PreviewParams, previewFrameOrigins, previewSettings } from './preview-url';

type Handler = (uid: string, params: PreviewParams) => string | null;

const SECRET = 'preview-secret-0123456789-0123456789';

beforeEach(() => {
  for (const name of [
    'ADMIN_JWT_SECRET',
    'API_TOKEN_SALT',
    'TRANSFER_TOKEN_SALT',
    'ENCRYPTION_KEY',
  ]) {
    vi.stubEnv(name, 'test-secret');
  }
  vi.stubEnv('SITE_URL', 'https://www.brillatalent.com');
  vi.stubEnv('PREVIEW_SECRET', SECRET);
});
afterEach(() => {
  vi.unstubAllEnvs();
});

/** The admin's `preview` setting as Strapi reads it from config/admin.ts. */
const preview = () => adminConfig().preview;
const handler = (): Handler => {
  const config = preview().config;
  if (!config) throw new Error('preview is off');
  return config.handler;
};

describe("the admin's preview setting (config/admin.ts)", () => {
  it.each([
    ['api::page.page', 'page', 'es'],
    ['api::page.page', 'page', 'en'],
    ['api::blog.blog', 'blog', 'es'],
    ['api::blog.blog', 'blog', 'en'],
  ])('links a %s draft in %s… to the web’s /api/preview', (uid, type, locale) => {
    expect(preview().enabled).toBe(true);
    const url = new URL(
      handler()(uid, { documentId: 'abc123def456', locale, status: 'draft' }) ?? '',
    );
    expect(url.origin + url.pathname).toBe('https://www.brillatalent.com/api/preview');
    const params = Object.fromEntries(url.searchParams);
    const target = { type, documentId: 'abc123def456', locale, status: 'draft' };
    expect(params).toMatchObject(target);
    // Signed for this entry, for 15 minutes; the secret is not in the link.
    expect(url.href).not.toContain(SECRET);
    expect(
      verifyPreviewLink(SECRET, target, params.expires ?? null, params.signature ?? null),
    ).toEqual({
      ok: true,
    });
  });

  it('previews the published version when the editor looks at it, drafts otherwise', () => {
    const link = (status: string | undefined) =>
      new URL(
        handler()('api::blog.blog', { documentId: 'd1', locale: 'es', status }) ?? '',
      ).searchParams.get('status');
    expect(link('published')).toBe('published');
    expect(link('draft')).toBe('draft');
    expect(link(undefined)).toBe('draft');
  });

  it('gives no link for what the site does not preview', () => {
    for (const uid of [
      'api::banner.banner',
      'api::testimonial.testimonial',
      'api::contact-submission.contact-submission',
      'api::site-setting.site-setting',
    ]) {
      expect(handler()(uid, { documentId: 'd1', locale: 'es', status: 'draft' })).toBeNull();
    }
    expect(handler()('api::page.page', { locale: 'es' })).toBeNull();
  });

  it('is off without SITE_URL or PREVIEW_SECRET, and the admin frames nothing then', () => {
    vi.stubEnv('PREVIEW_SECRET', '');
    expect(preview()).toEqual({ enabled: false });
    expect(previewFrameOrigins()).toEqual([]);
    vi.stubEnv('PREVIEW_SECRET', SECRET);
    vi.stubEnv('SITE_URL', '');
    expect(preview()).toEqual({ enabled: false });
  });

  it('lets the admin frame the site’s origin only', () => {
    vi.stubEnv('SITE_URL', 'https://www.brillatalent.com/some/path');
    expect(previewFrameOrigins()).toEqual(['https://www.brillatalent.com']);
  });

  it('links the Spanish version when the admin names no locale', () => {
    const url = new URL(handler()('api::page.page', { documentId: 'd1', locale: null }) ?? '');
    expect(url.searchParams.get('locale')).toBe('es');
  });

  it('takes an http site address (a local stack)', () => {
    vi.stubEnv('SITE_URL', 'http://localhost:3000');
    expect(previewSettings()?.siteUrl.origin).toBe('http://localhost:3000');
  });

  it('takes a secret of exactly 32 characters in production, any secret elsewhere, and none', () => {
    vi.stubEnv('NODE_ENV', 'production');
    vi.stubEnv('PREVIEW_SECRET', 'x'.repeat(32));
    expect(previewSettings()?.secret).toBe('x'.repeat(32));
    vi.stubEnv('PREVIEW_SECRET', '');
    expect(previewSettings()).toBeNull();
    vi.stubEnv('NODE_ENV', 'development');
    vi.stubEnv('PREVIEW_SECRET', 'short');
    expect(previewSettings()?.secret).toBe('short');
  });

  it('refuses a secret under 32 characters in production, naming the variable', () => {
    vi.stubEnv('NODE_ENV', 'production');
    vi.stubEnv('PREVIEW_SECRET', 'short');
    expect(() => previewSettings()).toThrow(
      'PREVIEW_SECRET has 5 characters; production needs at least 32',
    );
    vi.stubEnv('PREVIEW_SECRET', 'x'.repeat(31));
    expect(() => previewSettings()).toThrow('PREVIEW_SECRET has 31 characters');
  });
});
