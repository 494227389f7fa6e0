import { describe, expect, it } from 'vitest';
import { buildMedia } from '../../test/mocks/factories';
import { buildMeta, type PageSeo } from './seo';

const defaults = {
  siteName: 'Brilla Talent',
  title: 'Brilla Talent | Tu talento merece un espacio para brillar',
  description: 'Agencia oficial de TikTok LIVE.',
  keywords: 'agencia, tiktok',
  image: null,
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

  it('points the canonical of an English URL showing Spanish text at the Spanish URL', () => {
    const tags = buildMeta({ ...base, lang: 'en', spanishFallback: true }) as Tag[];
    expect(find(tags, 'rel', 'canonical')?.href).toBe('https://brilla.test/nosotros');
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
});
