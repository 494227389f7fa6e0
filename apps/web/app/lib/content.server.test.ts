// @vitest-environment node
import type { Language } from '@brilla/i18n';
import type { Banner, Testimonial } from '@brilla/types';
import type { AppLoadContext } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { cms, PREVIEW_TOKEN } from '../../test/mocks/cms';
import { buildPage, buildSiteSetting } from '../../test/mocks/factories';
import { cmsReader } from './cms.server';
import { purgeCmsCache } from './cms-cache.server';
import {
  contentReader,
  contentStamp,
  orSpanish,
  readBanners,
  readPage,
  readSiteSetting,
  readTestimonials,
} from './content.server';
import { resetEnvForTests } from './env.server';

const reader = cmsReader(null);

const banner = (title: string): Banner => ({
  id: 1,
  documentId: `banner-${title}`,
  title,
  subtitle: null,
  image: null,
  imageAlt: null,
  imageDecorative: null,
  ctaLabel: null,
  ctaUrl: null,
  order: 1,
});
const testimonial = (name: string): Testimonial => ({
  id: 1,
  documentId: `testimonial-${name}`,
  quote: 'Gracias',
  name,
  role: 'Streamer',
  avatar: null,
  avatarAlt: null,
  avatarDecorative: null,
  videoUrl: null,
  order: 1,
});

describe('orSpanish', () => {
  it('reads the language asked for, and Spanish only while that has nothing', async () => {
    const read = vi.fn(async (language: Language) => (language === 'en' ? '' : 'hola'));
    expect(await orSpanish('en', read, Boolean)).toEqual({ value: 'hola', spanish: true });
    expect(read.mock.calls).toEqual([['en'], ['es']]);
    expect(await orSpanish('es', async () => '', Boolean)).toEqual({ value: '', spanish: false });
    expect(await orSpanish('en', async () => 'hi', Boolean)).toEqual({
      value: 'hi',
      spanish: false,
    });
  });
});

describe('content reads', () => {
  it('shows the English page, or the Spanish one marked as such while English has none', async () => {
    cms.pages.es = [buildPage({ slug: 'faq', title: 'Preguntas' })];
    cms.pages.en = [buildPage({ slug: 'inicio', title: 'Home', locale: 'en' })];
    expect(await readPage(reader, 'en', 'faq')).toMatchObject({
      page: { title: 'Preguntas' },
      fallback: true,
    });
    expect(await readPage(reader, 'en', 'inicio')).toMatchObject({
      page: { title: 'Home' },
      fallback: false,
    });
    expect(await readPage(reader, 'en', 'nada')).toEqual({ page: null, fallback: false });
    expect(await readPage(reader, 'es', 'nada')).toEqual({ page: null, fallback: false });
  });

  it('shows the site settings without the claims editors keep for copy', async () => {
    // The CMS sends `claims` too (copy editors keep), which the type of the web leaves out.
    cms.siteSetting.es = Object.assign(buildSiteSetting({ siteName: 'Brilla ES' }), {
      claims: ['x'],
    });
    cms.siteSetting.en = null;
    const { setting, fallback } = await readSiteSetting(reader, 'en');
    expect(fallback).toBe(true);
    expect(setting?.siteName).toBe('Brilla ES');
    expect(setting).not.toHaveProperty('claims');
    cms.siteSetting.es = null;
    purgeCmsCache();
    expect(await readSiteSetting(reader, 'es')).toEqual({ setting: null, fallback: false });
  });

  it('shows the English banners and testimonials, or the Spanish ones while there are none', async () => {
    cms.banners = { es: [banner('Hola')], en: [] };
    cms.testimonials = { es: [testimonial('Ana')], en: [testimonial('Ann')] };
    expect((await readBanners(reader, 'en')).map((item) => item.title)).toEqual(['Hola']);
    expect((await readTestimonials(reader, 'en')).map((item) => item.name)).toEqual(['Ann']);
    cms.banners = { es: [], en: [] };
    purgeCmsCache();
    expect(await readBanners(reader, 'en')).toEqual([]);
  });
});

describe('contentReader and contentStamp', () => {
  it('reads published content for a visitor', async () => {
    cms.pages.es = [buildPage({ slug: 'faq', title: 'Publicada' })];
    const visitor = contentReader({ preview: null } as AppLoadContext);
    expect((await visitor.getPage('faq', 'es'))?.title).toBe('Publicada');
  });

  it('reads the previewed version with the preview token, only while preview is set up', async () => {
    const published = buildPage({ slug: 'faq', title: 'Publicada' });
    cms.pages.es = [published];
    cms.drafts.pages = { es: [{ ...published, title: 'Borrador' }], en: [] };
    const editor = { preview: { status: 'draft' } } as AppLoadContext;
    // Preview off (no PREVIEW_SECRET): a leftover cookie's grant reads what visitors read.
    expect((await contentReader(editor).getPage('faq', 'es'))?.title).toBe('Publicada');
    vi.stubEnv('PREVIEW_SECRET', 'preview-secret-for-the-unit-tests-0123456789');
    vi.stubEnv('CMS_PREVIEW_TOKEN', PREVIEW_TOKEN);
    resetEnvForTests();
    try {
      expect((await contentReader(editor).getPage('faq', 'es'))?.title).toBe('Borrador');
      const visitor = contentReader({ preview: null } as AppLoadContext);
      expect((await visitor.getPage('faq', 'es'))?.title).toBe('Publicada');
    } finally {
      vi.unstubAllEnvs();
      resetEnvForTests();
    }
  });

  it('stamps data with the version of the last purge, and says whether it is whole', () => {
    purgeCmsCache();
    const stamp = contentStamp();
    expect(stamp.complete).toBe(true);
    expect(contentStamp(false)).toEqual({ contentVersion: stamp.contentVersion, complete: false });
    purgeCmsCache();
    expect(contentStamp().contentVersion).toBeGreaterThan(stamp.contentVersion);
  });
});
