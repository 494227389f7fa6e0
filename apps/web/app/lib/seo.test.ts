import { describe, expect, it } from 'vitest';
import { buildMedia } from '../../test/mocks/factories';
import { buildMeta, type PageSeo } from './seo';

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
});
