import type { Language } from '@brilla/i18n';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CmsReader } from '~/lib/cms.server';
import { purgeCmsCache } from '~/lib/cms-cache.server';
import {
  buildBlog,
  buildCategory,
  buildHero,
  buildPage,
  paragraph,
} from '../../../test/mocks/factories';
import {
  blockText,
  buildIndex,
  MAX_RESULTS,
  type SearchDocument,
  searchDocuments,
  searchIn,
  searchIndex,
} from './search-index.server';

const doc = (id: string, title: string, text: string, kind: SearchDocument['kind'] = 'page') => ({
  id,
  kind,
  path: `/${id}`,
  title,
  text,
});

const SPANISH = [
  doc(
    'ninos',
    'Creadores jóvenes',
    'Cómo cuidar a los niños que aparecen en un directo de TikTok.',
    'post',
  ),
  doc(
    'campanas',
    'Campañas de publicidad',
    'Diseñamos campañas para marcas en TikTok LIVE.',
    'service',
  ),
  doc('agencia', 'Nuestra agencia', 'Representamos streamers y bailarines; también campañas.'),
  doc('calculadora', 'Calculadora de ingresos', 'Estima cuánto ganas como manager.'),
];
const ENGLISH = [
  doc('kids', 'Young creators', 'How to look after children who appear in a live stream.', 'post'),
  doc('ads', 'Advertising campaigns', 'We design campaigns for brands on TikTok LIVE.', 'service'),
  doc('agency', 'Our agency', 'We represent streamers and dancers; campaigns too.'),
];

const paths = (index: ReturnType<typeof buildIndex>, query: string) =>
  searchIn(index, query).map((result) => result.path);

describe('search relevance', () => {
  // Built in each test, not while the file is read: Stryker's mutants are active in tests only.
  let es = buildIndex(SPANISH);
  let en = buildIndex(ENGLISH);
  beforeEach(() => {
    es = buildIndex(SPANISH);
    en = buildIndex(ENGLISH);
  });

  it.each([
    ['nino', ['/ninos']],
    ['NIÑOS', ['/ninos']],
    ['campañas', ['/campanas', '/agencia']],
    ['campana', ['/campanas', '/agencia']],
    ['calculadora ingresos', ['/calculadora']],
    ['streamer', ['/agencia']],
    ['tiktok', ['/campanas', '/ninos']],
    ['xyzzy', []],
  ])('es: %s → %j', (query, expected) => {
    expect(paths(es, query)).toEqual(expected);
  });

  it.each([
    ['campaign', ['/ads', '/agency']],
    ['childrn', ['/kids']],
    ['dancers streamers', ['/agency']],
    ['tiktok live brands', ['/ads']],
  ])('en: %s → %j', (query, expected) => {
    expect(paths(en, query)).toEqual(expected);
  });

  it('finds words by their beginning, and ranks a word in the title above the same word in the text', () => {
    expect(paths(es, 'calcu')).toEqual(['/calculadora']);
    const index = buildIndex([
      doc('texto', 'Nuestros shows', 'Shows de baile en vivo, baile urbano y baile folclórico.'),
      doc('titulo', 'Baile', 'Shows en vivo para marcas.'),
    ]);
    expect(paths(index, 'baile')).toEqual(['/titulo', '/texto']);
  });

  it('takes any word of the query when no result has every one', () => {
    expect(paths(es, 'calculadora unicornio')).toEqual(['/calculadora']);
  });

  it('marks the words found, in the title and the excerpt, as they are written', () => {
    const [result] = searchIn(es, 'nino');
    expect(result).toEqual({
      kind: 'post',
      path: '/ninos',
      title: ['Creadores jóvenes'],
      excerpt: ['Cómo cuidar a los ', 'niños', ' que aparecen en un directo de TikTok.'],
    });
    expect(searchIn(es, 'agencia')[0]?.title).toEqual(['Nuestra ', 'agencia']);
  });

  it(`shows at most ${MAX_RESULTS} results`, () => {
    const many = Array.from({ length: MAX_RESULTS + 5 }, (_, i) =>
      doc(`p${i}`, `Página ${i}`, 'baile'),
    );
    expect(searchIn(buildIndex(many), 'baile')).toHaveLength(MAX_RESULTS);
  });
});

describe('blockText', () => {
  it('reads the texts of blocks, not their addresses, kinds or settings', () => {
    const hero = buildHero({
      title: 'Brilla',
      subtitle: 'Más de 10.000 streamers',
      ctaLabel: 'Únete',
    });
    expect(blockText([hero, { __component: 'blocks.x', url: 'Http Algo', theme: 'dark' }])).toEqual(
      ['Brilla', 'Más de 10.000 streamers', 'Únete'],
    );
    expect(blockText([paragraph('Un párrafo de texto.')])).toEqual(['Un párrafo de texto.']);
    // A field left empty (no image, no link) holds no text.
    expect(blockText([{ title: 'Nuestro equipo', image: null, count: 3, shown: true }])).toEqual([
      'Nuestro equipo',
    ]);
  });
});

/** A page's SEO block as the factory gives it (never null there). */
function seoWith(metaDescription: string) {
  const { seo } = buildPage();
  if (!seo) throw new Error('the page factory gives every page an SEO block');
  return { ...seo, metaDescription };
}
const META = buildPage().seo?.metaDescription ?? '';
const HERO = [buildHero({ title: 'Quiénes somos' })];

/** A CMS reader over fixed content, counting its reads. */
function fakeCms() {
  const pages: Record<Language, ReturnType<typeof buildPage>[]> = {
    es: [
      buildPage({ slug: 'nosotros', title: 'Nosotros', blocks: HERO }),
      buildPage({
        slug: 'single-service/details1',
        title: 'Servicio uno',
        blocks: [],
        seo: seoWith('Solo su descripción.'),
      }),
      buildPage({ slug: 'sin-seo', title: 'Sin SEO', blocks: HERO, seo: null }),
      // Listed, then unpublished before its read: left out.
      buildPage({ slug: 'borrada', title: 'Borrada', blocks: [] }),
      buildPage({ slug: 'single/inicio', title: 'Inicio sin menú', blocks: [] }),
      buildPage({ slug: 'service2', title: 'Servicios (lista)', blocks: [] }),
    ],
    en: [buildPage({ slug: 'nosotros', title: 'About us', locale: 'en', blocks: [] })],
  };
  const blogs: Record<Language, ReturnType<typeof buildBlog>[]> = {
    es: [
      buildBlog({
        slug: 'guia',
        title: 'Guía',
        excerpt: 'Resumen.',
        content: [paragraph('Texto del artículo.')],
      }),
      // Without a body (the CMS sends none for an empty one).
      buildBlog({
        slug: 'breve',
        title: 'Breve',
        excerpt: 'Solo resumen.',
        content: null as never,
      }),
      buildBlog({ slug: 'borrado', title: 'Borrado' }),
    ],
    en: [],
  };
  const categories: Record<Language, ReturnType<typeof buildCategory>[]> = {
    es: [
      buildCategory({ slug: 'consejos', name: 'Consejos', description: 'Para creadores.' }),
      buildCategory({ slug: 'noticias', name: 'Noticias', description: null }),
    ],
    en: [buildCategory({ slug: 'consejos', name: 'Tips', locale: 'en', description: null })],
  };
  let reads = 0;
  const cms = {
    listPages: async (lang: Language) => {
      reads += 1;
      return pages[lang];
    },
    listBlogs: async (lang: Language) => ({
      items: blogs[lang],
      pagination: { page: 1, pageSize: 100, pageCount: 1, total: blogs[lang].length },
    }),
    listCategories: async (lang: Language) => categories[lang],
    getPage: async (slug: string, lang: Language) =>
      pages[lang].find((page) => page.slug === slug && slug !== 'borrada') ?? null,
    getBlogBySlug: async (slug: string, lang: Language) =>
      blogs[lang].find((post) => post.slug === slug && slug !== 'borrado') ?? null,
  } as unknown as CmsReader;
  return { cms, reads: () => reads };
}

describe('searchDocuments', () => {
  it('holds the pages, services, posts and categories of one language, mirrors left out', async () => {
    const { cms } = fakeCms();
    expect(await searchDocuments(cms, 'es')).toEqual([
      {
        id: 'page:nosotros',
        kind: 'page',
        path: '/nosotros',
        title: 'Nosotros',
        text: `${META} ${blockText(HERO).join(' ')}`,
      },
      {
        id: 'page:single-service/details1',
        kind: 'service',
        path: '/single-service/details1',
        title: 'Servicio uno',
        text: 'Solo su descripción.',
      },
      {
        id: 'page:sin-seo',
        kind: 'page',
        path: '/sin-seo',
        title: 'Sin SEO',
        text: blockText(HERO).join(' '),
      },
      {
        id: 'post:guia',
        kind: 'post',
        path: '/blogs/guia',
        title: 'Guía',
        text: 'Resumen. Texto del artículo.',
      },
      {
        id: 'post:breve',
        kind: 'post',
        path: '/blogs/breve',
        title: 'Breve',
        text: 'Solo resumen.',
      },
      {
        id: 'category:consejos',
        kind: 'category',
        path: '/blog/categoria/consejos',
        title: 'Consejos',
        text: 'Para creadores.',
      },
      {
        id: 'category:noticias',
        kind: 'category',
        path: '/blog/categoria/noticias',
        title: 'Noticias',
        text: '',
      },
    ]);
    expect((await searchDocuments(cms, 'en')).map((document) => document.title)).toEqual([
      'About us',
      'Tips',
    ]);
  });

  it('reads at most four entries from the CMS at once', async () => {
    let running = 0;
    let most = 0;
    const slow = async <T>(value: T) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
      return value;
    };
    const pages = Array.from({ length: 12 }, (_, i) => buildPage({ slug: `p${i}`, blocks: [] }));
    const posts = Array.from({ length: 6 }, (_, i) => buildBlog({ slug: `b${i}` }));
    const cms = {
      listPages: async () => pages,
      listBlogs: async () => ({
        items: posts,
        pagination: { page: 1, pageSize: 100, pageCount: 1, total: 6 },
      }),
      listCategories: async () => [],
      getPage: (slug: string) => slow(pages.find((page) => page.slug === slug) ?? null),
      getBlogBySlug: (slug: string) => slow(posts.find((post) => post.slug === slug) ?? null),
    } as unknown as CmsReader;
    expect(await searchDocuments(cms, 'es')).toHaveLength(18);
    expect(most).toBe(4);
  });
});

describe('searchIndex', () => {
  it('is built once per content version: a publish makes the next search read the CMS again', async () => {
    const { cms, reads } = fakeCms();
    purgeCmsCache();
    const first = await searchIndex(cms, 'es');
    expect(await searchIndex(cms, 'es')).toBe(first);
    expect(reads()).toBe(1);
    purgeCmsCache();
    expect(await searchIndex(cms, 'es')).not.toBe(first);
    expect(reads()).toBe(2);
  });

  it('keeps no failed build: the next search tries again', async () => {
    const { cms, reads } = fakeCms();
    purgeCmsCache();
    const failing = {
      ...cms,
      listPages: async () => Promise.reject(new Error('down')),
    } as CmsReader;
    await expect(searchIndex(failing, 'en')).rejects.toThrow('down');
    await searchIndex(cms, 'en');
    expect(reads()).toBe(1);
  });

  it('keeps a newer build when an older one fails after it, in either order', async () => {
    const { cms, reads } = fakeCms();
    const pending: Array<(error: Error) => void> = [];
    const stalled = {
      ...cms,
      listPages: () => new Promise((_, reject) => pending.push(reject)),
    } as unknown as CmsReader;
    purgeCmsCache();
    const old = searchIndex(stalled, 'es');
    purgeCmsCache();
    const newer = searchIndex(stalled, 'es');
    // The newer build fails first, then the older one: nothing is kept, and nothing throws.
    pending[1]?.(new Error('newer down'));
    await expect(newer).rejects.toThrow('newer down');
    pending[0]?.(new Error('old down'));
    await expect(old).rejects.toThrow('old down');
    // A good build, then an older build failing, leaves the good one in place.
    purgeCmsCache();
    const older = searchIndex(stalled, 'es');
    purgeCmsCache();
    const good = await searchIndex(cms, 'es');
    pending[2]?.(new Error('older down'));
    await expect(older).rejects.toThrow('older down');
    expect(await searchIndex(cms, 'es')).toBe(good);
    expect(reads()).toBe(1);
  });
});
