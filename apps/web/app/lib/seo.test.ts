import { describe, expect, it } from 'vitest';
import { buildMedia } from '../../test/mocks/factories';
import { buildMeta, fromCmsSeo, type PageSeo } from './seo';

const defaults = {
  siteName: 'Brilla Talent',
  title: 'Brilla Talent | Tu talento merece un espacio para brillar',
  description: 'Agencia oficial de TikTok LIVE.',
  keywords: 'agencia, tiktok',
  image: null,
  imageAlt: null,
  twitterSite: '@brillatalent',
  twitterCreator: '@brilla_team',
};
const base: PageSeo = { lang: 'es', siteUrl: 'https://brilla.test', defaults, path: '/nosotros' };

type Tag = Record<string, unknown>;
const find = (tags: Tag[], key: string, value: string) => tags.find((tag) => tag[key] === value);

describe('head tags', () => {
  it('fills the defaults: title, description, author, robots, Open Graph 1200×630, Twitter card', () => {
    const tags = buildMeta(base) as Tag[];
    expect(tags[0]).toEqual({ title: defaults.title });
    expect(find(tags, 'name', 'description')?.content).toBe(defaults.description);
    expect(find(tags, 'name', 'author')?.content).toBe('Brilla Talent');
    expect(find(tags, 'name', 'keywords')?.content).toBe('agencia, tiktok');
    expect(find(tags, 'name', 'robots')?.content).toBe('index, follow');
    expect(find(tags, 'property', 'og:image')?.content).toBe('https://brilla.test/og-default.png');
    expect(find(tags, 'property', 'og:image:width')?.content).toBe('1200');
    expect(find(tags, 'property', 'og:image:height')?.content).toBe('630');
    expect(find(tags, 'property', 'og:locale')?.content).toBe('es_ES');
    expect(find(tags, 'name', 'twitter:card')?.content).toBe('summary_large_image');
    expect(find(tags, 'rel', 'canonical')?.href).toBe('https://brilla.test/nosotros');
  });

  it('points English pages at themselves and lists es, en and x-default alternates', () => {
    const tags = buildMeta({ ...base, lang: 'en' }) as Tag[];
    expect(find(tags, 'rel', 'canonical')?.href).toBe('https://brilla.test/en/nosotros');
    const alternates = tags
      .filter((tag) => tag.rel === 'alternate')
      .map((tag) => [tag.hrefLang, tag.href]);
    expect(alternates).toEqual([
      ['es', 'https://brilla.test/nosotros'],
      ['en', 'https://brilla.test/en/nosotros'],
      ['x-default', 'https://brilla.test/nosotros'],
    ]);
    expect(find(tags, 'property', 'og:locale')?.content).toBe('en_US');
    expect(find(tags, 'property', 'og:locale:alternate')?.content).toBe('es_ES');
  });

  it('names the site and the creator on X from the site settings, and nothing when unset', () => {
    const tags = buildMeta(base) as Tag[];
    expect(find(tags, 'name', 'twitter:site')?.content).toBe('@brillatalent');
    expect(find(tags, 'name', 'twitter:creator')?.content).toBe('@brilla_team');
    const none = buildMeta({
      ...base,
      defaults: { ...defaults, twitterSite: null, twitterCreator: null },
    }) as Tag[];
    expect(find(none, 'name', 'twitter:site')).toBeUndefined();
    expect(find(none, 'name', 'twitter:creator')).toBeUndefined();
  });

  it('advertises no English version of Spanish-only content, on either URL', () => {
    for (const lang of ['en', 'es'] as const) {
      const tags = buildMeta({ ...base, lang, spanishOnly: true }) as Tag[];
      expect(find(tags, 'rel', 'canonical')?.href).toBe('https://brilla.test/nosotros');
      expect(find(tags, 'property', 'og:url')?.content).toBe('https://brilla.test/nosotros');
      expect(find(tags, 'property', 'og:locale')?.content).toBe('es_ES');
      expect(find(tags, 'property', 'og:locale:alternate')).toBeUndefined();
      const alternates = tags.filter((tag) => tag.rel === 'alternate').map((tag) => tag.hrefLang);
      expect(alternates).toEqual(['es', 'x-default']);
    }
  });

  it('uses the page values and its CMS image over the defaults', () => {
    const image = buildMedia({ url: '/uploads/og.webp', width: 1200, height: 630 });
    const tags = buildMeta({
      ...base,
      title: 'Nosotros | Brilla',
      description: 'Quiénes somos',
      image,
    }) as Tag[];
    expect(tags[0]).toEqual({ title: 'Nosotros | Brilla' });
    expect(find(tags, 'property', 'og:image')?.content).toBe('https://brilla.test/uploads/og.webp');
    expect(find(tags, 'name', 'twitter:description')?.content).toBe('Quiénes somos');
  });

  it("describes the image with the page's own alt text, else the media's, else the site name", () => {
    const image = buildMedia({ url: '/uploads/og.webp', alternativeText: 'Escenario violeta' });
    const alt = (tags: Tag[]) => [
      find(tags, 'property', 'og:image:alt')?.content,
      find(tags, 'name', 'twitter:image:alt')?.content,
    ];
    const english = buildMeta({ ...base, lang: 'en', image, imageAlt: 'Violet stage' }) as Tag[];
    expect(alt(english)).toEqual(['Violet stage', 'Violet stage']);
    expect(alt(buildMeta({ ...base, image, imageAlt: ' ' }) as Tag[])).toEqual([
      'Escenario violeta',
      'Escenario violeta',
    ]);
    const defaults = buildMeta({
      ...base,
      lang: 'en',
      defaults: { ...base.defaults, image, imageAlt: 'Brilla Talent logo' },
    }) as Tag[];
    expect(alt(defaults)).toEqual(['Brilla Talent logo', 'Brilla Talent logo']);
    expect(alt(buildMeta(base) as Tag[])).toEqual(['Brilla Talent', 'Brilla Talent']);
  });

  it('writes every head tag under the name crawlers and link previews read', () => {
    const image = buildMedia({ url: '/uploads/og.webp', width: 1200, height: 630 });
    const tags = buildMeta({
      ...base,
      title: 'Nosotros',
      description: 'Quiénes somos',
      image,
      imageAlt: 'Equipo',
      type: 'article',
      jsonLd: { '@type': 'Article' },
      organization: { '@type': 'Organization' },
    });
    expect(tags).toEqual([
      { title: 'Nosotros' },
      { name: 'description', content: 'Quiénes somos' },
      { name: 'author', content: 'Brilla Talent' },
      { name: 'robots', content: 'index, follow' },
      { tagName: 'link', rel: 'canonical', href: 'https://brilla.test/nosotros' },
      { tagName: 'link', rel: 'alternate', hrefLang: 'es', href: 'https://brilla.test/nosotros' },
      {
        tagName: 'link',
        rel: 'alternate',
        hrefLang: 'en',
        href: 'https://brilla.test/en/nosotros',
      },
      {
        tagName: 'link',
        rel: 'alternate',
        hrefLang: 'x-default',
        href: 'https://brilla.test/nosotros',
      },
      { property: 'og:type', content: 'article' },
      { property: 'og:site_name', content: 'Brilla Talent' },
      { property: 'og:title', content: 'Nosotros' },
      { property: 'og:description', content: 'Quiénes somos' },
      { property: 'og:url', content: 'https://brilla.test/nosotros' },
      { property: 'og:locale', content: 'es_ES' },
      { property: 'og:locale:alternate', content: 'en_US' },
      { property: 'og:image', content: 'https://brilla.test/uploads/og.webp' },
      { name: 'twitter:card', content: 'summary_large_image' },
      { name: 'twitter:title', content: 'Nosotros' },
      { name: 'twitter:description', content: 'Quiénes somos' },
      { name: 'twitter:image', content: 'https://brilla.test/uploads/og.webp' },
      { property: 'og:image:alt', content: 'Equipo' },
      { name: 'twitter:image:alt', content: 'Equipo' },
      { name: 'twitter:site', content: '@brillatalent' },
      { name: 'twitter:creator', content: '@brilla_team' },
      { name: 'keywords', content: 'agencia, tiktok' },
      { property: 'og:image:width', content: '1200' },
      { property: 'og:image:height', content: '630' },
      { 'script:ld+json': { '@type': 'Organization' } },
      { 'script:ld+json': { '@type': 'Article' } },
    ]);
  });

  it('marks a page the site keeps out of search results, and a plain page as a website', () => {
    const tags = buildMeta({ ...base, noindex: true }) as Tag[];
    expect(find(tags, 'name', 'robots')?.content).toBe('noindex, follow');
    expect(find(tags, 'property', 'og:type')?.content).toBe('website');
    expect(tags.filter((tag) => 'script:ld+json' in tag)).toEqual([]);
  });

  it('trims the page title and description, and falls back to the defaults when blank', () => {
    const trimmed = buildMeta({ ...base, title: '  Nosotros  ', description: ' Quiénes somos\n' });
    expect(trimmed[0]).toEqual({ title: 'Nosotros' });
    for (const [key, name] of [
      ['property', 'og:title'],
      ['name', 'twitter:title'],
    ] as const) {
      expect(find(trimmed as Tag[], key, name)?.content).toBe('Nosotros');
    }
    for (const [key, name] of [
      ['name', 'description'],
      ['property', 'og:description'],
      ['name', 'twitter:description'],
    ] as const) {
      expect(find(trimmed as Tag[], key, name)?.content).toBe('Quiénes somos');
    }
    const blank = buildMeta({ ...base, title: '   ', description: '' }) as Tag[];
    expect(blank[0]).toEqual({ title: defaults.title });
    expect(find(blank, 'name', 'description')?.content).toBe(defaults.description);
  });

  it("uses the page's keywords, the site's when the page has none, and no tag when neither has", () => {
    const own = buildMeta({ ...base, keywords: ' streaming, live ' }) as Tag[];
    expect(find(own, 'name', 'keywords')?.content).toBe('streaming, live');
    for (const keywords of [null, '', '  ']) {
      const tags = buildMeta({ ...base, keywords }) as Tag[];
      expect(find(tags, 'name', 'keywords')?.content, JSON.stringify(keywords)).toBe(
        'agencia, tiktok',
      );
    }
    for (const siteKeywords of [null, ' ']) {
      const none = buildMeta({ ...base, defaults: { ...defaults, keywords: siteKeywords } });
      expect(find(none as Tag[], 'name', 'keywords')).toBeUndefined();
    }
  });

  it('leaves out the alt text and the size of an image that has none', () => {
    const image = buildMedia({
      url: '/uploads/og.webp',
      alternativeText: null,
      width: null,
      height: null,
    });
    const tags = buildMeta({ ...base, image, imageAlt: null }) as Tag[];
    expect(find(tags, 'property', 'og:image')?.content).toBe('https://brilla.test/uploads/og.webp');
    for (const [key, name] of [
      ['property', 'og:image:alt'],
      ['name', 'twitter:image:alt'],
      ['property', 'og:image:width'],
      ['property', 'og:image:height'],
    ] as const) {
      expect(find(tags, key, name), name).toBeUndefined();
    }
    // A width without a height (or the reverse) is no size either.
    const half = buildMeta({ ...base, image: { ...image, width: 1200 } }) as Tag[];
    expect(find(half, 'property', 'og:image:width')).toBeUndefined();
  });

  it("keeps a media URL on S3 as it is, and the page's own image alt only with its own image", () => {
    const image = buildMedia({ url: 'https://media.brilla.test/b/og.webp', alternativeText: null });
    const tags = buildMeta({
      ...base,
      image,
      defaults: { ...defaults, imageAlt: 'Logo de Brilla' },
    }) as Tag[];
    expect(find(tags, 'name', 'twitter:image')?.content).toBe(
      'https://media.brilla.test/b/og.webp',
    );
    // The site's alt text describes the site's image, not this one.
    expect(find(tags, 'property', 'og:image:alt')).toBeUndefined();
  });
});

describe('fromCmsSeo', () => {
  it("maps an entry's SEO component to the page's values, and nothing to nothing", () => {
    const image = buildMedia();
    expect(
      fromCmsSeo({
        metaTitle: 'Blog',
        metaDescription: 'Novedades',
        keywords: 'blog',
        metaImage: image,
        metaImageAlt: 'Portada',
      }),
    ).toEqual({
      title: 'Blog',
      description: 'Novedades',
      keywords: 'blog',
      image,
      imageAlt: 'Portada',
    });
    expect(fromCmsSeo(null)).toEqual({});
    expect(fromCmsSeo(undefined)).toEqual({});
  });
});
