import { MAIN_PAGE_SLUGS } from '@brilla/types';
import { describe, expect, it } from 'vitest';
import { hasOwnAddress, resultAddress } from './public-url';

const SITE = 'https://www.brillatalent.com';
const PAGE = 'api::page.page';
const BLOG = 'api::blog.blog';

describe('resultAddress', () => {
  it('gives a page its slug, the English version under /en', () => {
    expect(resultAddress(PAGE, 'nosotros', 'es', SITE)).toBe(`${SITE}/nosotros`);
    expect(resultAddress(PAGE, 'nosotros', 'en', SITE)).toBe(`${SITE}/en/nosotros`);
    expect(resultAddress(PAGE, 'single-service/details1', 'en', SITE)).toBe(
      `${SITE}/en/single-service/details1`,
    );
  });

  it('lists the home page at /inicio, where / sends visitors', () => {
    expect(MAIN_PAGE_SLUGS[0]).toBe('inicio');
    expect(resultAddress(PAGE, 'inicio', 'es', SITE)).toBe(`${SITE}/inicio`);
    expect(resultAddress(PAGE, 'inicio', 'en', SITE)).toBe(`${SITE}/en/inicio`);
  });

  it('lists a landing variant or a mirror at the page it repeats (its canonical)', () => {
    expect(resultAddress(PAGE, 'single/seo-marketing', 'en', SITE)).toBe(
      `${SITE}/en/seo-marketing`,
    );
    expect(resultAddress(PAGE, 'service2', 'es', SITE)).toBe(`${SITE}/service`);
  });

  it('gives a blog post /blogs/<slug> and /en/blogs/<slug>', () => {
    expect(resultAddress(BLOG, 'como-empezar-en-tiktok-live', 'es', SITE)).toBe(
      `${SITE}/blogs/como-empezar-en-tiktok-live`,
    );
    expect(resultAddress(BLOG, 'como-empezar-en-tiktok-live', 'en', SITE)).toBe(
      `${SITE}/en/blogs/como-empezar-en-tiktok-live`,
    );
  });

  it('tidies slashes and spaces around the slug as typed', () => {
    expect(resultAddress(PAGE, ' /nosotros/ ', 'es', SITE)).toBe(`${SITE}/nosotros`);
  });

  it('gives null while the entry has no slug', () => {
    expect(resultAddress(BLOG, '', 'es', SITE)).toBeNull();
    expect(resultAddress(PAGE, undefined, 'en', SITE)).toBeNull();
    expect(resultAddress(PAGE, '/', 'en', SITE)).toBeNull();
  });

  it('gives the path alone when the CMS does not know the site address', () => {
    expect(resultAddress(BLOG, 'mi-post', 'en', null)).toBe('/en/blogs/mi-post');
  });

  it("gives the site's address in the language for the site's default SEO", () => {
    const SETTINGS = 'api::site-setting.site-setting';
    expect(hasOwnAddress(SETTINGS)).toBe(false);
    expect(hasOwnAddress(PAGE) && hasOwnAddress(BLOG)).toBe(true);
    expect(resultAddress(SETTINGS, null, 'es', SITE)).toBe(`${SITE}/`);
    expect(resultAddress(SETTINGS, null, 'en', SITE)).toBe(`${SITE}/en`);
  });
});
