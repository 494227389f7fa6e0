import { dictionaries } from '@brilla/i18n';
import { describe, expect, it } from 'vitest';
import { buildMedia, buildSiteSetting } from '../../test/mocks/factories';
import { pageMeta } from './page-meta';
import { type RootData, rootDataFrom, rootSetting, seoDefaults, siteName } from './root-data';

type Tag = Record<string, unknown>;
const find = (tags: Tag[], key: string, value: string) => tags.find((tag) => tag[key] === value);

function root(overrides: Partial<RootData> = {}): RootData {
  return {
    lang: 'es',
    siteUrl: 'https://brilla.test',
    year: 2026,
    setting: buildSiteSetting(),
    preview: null,
    contentVersion: 1,
    complete: true,
    ...overrides,
  };
}

const args = (pathname: string, data: RootData | undefined) => ({
  location: { pathname },
  matches: [undefined, { id: 'routes/page', loaderData: {} }, { id: 'root', loaderData: data }],
});

describe('pageMeta', () => {
  it("fills a page's head from the site settings, at the page's own URL in its language", () => {
    const tags = pageMeta(args('/en/nosotros', root()), { title: 'About us' }) as Tag[];
    expect(tags[0]).toEqual({ title: 'About us' });
    expect(find(tags, 'name', 'description')?.content).toBe('Agencia oficial de TikTok LIVE.');
    expect(find(tags, 'rel', 'canonical')?.href).toBe('https://brilla.test/en/nosotros');
    expect(find(tags, 'property', 'og:locale')?.content).toBe('en_US');
    expect(find(tags, 'name', 'twitter:site')?.content).toBe('@brillatalent');
    expect(tags.at(-1)).toMatchObject({
      'script:ld+json': { '@type': 'Organization', name: 'Brilla Talent' },
    });
  });

  it('gives only a title, in the path language, when the root has failed', () => {
    expect(pageMeta(args('/en/nosotros', undefined))).toEqual([
      { title: dictionaries.en.meta.defaultTitle },
    ]);
    expect(pageMeta(args('/nosotros', undefined), { title: 'Nosotros' })).toEqual([
      { title: 'Nosotros' },
    ]);
  });
});

describe('the root data of meta functions', () => {
  it("finds the root's data among the matches, and nothing when the root is not there", () => {
    const data = root();
    expect(rootDataFrom(args('/', data).matches)).toBe(data);
    expect(rootDataFrom([undefined, { id: 'routes/page', loaderData: data }])).toBeUndefined();
    expect(rootSetting(data)).toBe(data.setting);
    expect(rootSetting(root({ setting: null }))).toBeNull();
    expect(rootSetting(undefined)).toBeNull();
  });

  it('names the site from the settings, else as the brand', () => {
    expect(siteName(buildSiteSetting({ siteName: 'Brilla' }))).toBe('Brilla');
    expect(siteName(null)).toBe('Brilla Talent');
  });

  it("takes the head defaults from the settings' default SEO", () => {
    const image = buildMedia();
    const setting = buildSiteSetting({
      siteName: 'Brilla',
      defaultSeo: {
        metaTitle: 'Título',
        metaDescription: 'Descripción',
        keywords: 'a, b',
        metaImage: image,
        metaImageAlt: 'Logo',
      },
      twitterSite: '@site',
      twitterCreator: '@creator',
    });
    expect(seoDefaults('en', setting)).toEqual({
      siteName: 'Brilla',
      title: 'Título',
      description: 'Descripción',
      keywords: 'a, b',
      image,
      imageAlt: 'Logo',
      twitterSite: '@site',
      twitterCreator: '@creator',
    });
  });

  it('falls back to the dictionaries, and to no handle for an empty one', () => {
    const setting = buildSiteSetting({ defaultSeo: null, twitterSite: '', twitterCreator: null });
    for (const lang of ['es', 'en'] as const) {
      expect(seoDefaults(lang, setting)).toEqual({
        siteName: 'Brilla Talent',
        title: dictionaries[lang].meta.defaultTitle,
        description: dictionaries[lang].meta.defaultDescription,
        keywords: null,
        image: null,
        imageAlt: null,
        twitterSite: null,
        twitterCreator: null,
      });
    }
    expect(seoDefaults('es', null).title).toBe(dictionaries.es.meta.defaultTitle);
  });
});
