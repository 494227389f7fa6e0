import type {
  Block,
  Blog,
  BlogListBlock,
  CalculatorBlock,
  CalculatorSetting,
  Category,
  ContactFormBlock,
  HeroBlock,
  Media,
  Page,
  RichText,
  SiteSetting,
  TestimonialsBlock,
} from '@brilla/types';

let sequence = 0;
const next = () => {
  sequence += 1;
  return sequence;
};
const documentId = (prefix: string, id: number) => `${prefix}${String(id).padStart(6, '0')}docid`;

export function buildMedia(overrides: Partial<Media> = {}): Media {
  const id = next();
  return {
    url: `/uploads/image_${id}.webp`,
    alternativeText: 'Ondas violeta sobre fondo oscuro',
    width: 1600,
    height: 900,
    mime: 'image/webp',
    formats: {
      small: {
        url: `/uploads/small_image_${id}.webp`,
        width: 500,
        height: 281,
      },
      medium: {
        url: `/uploads/medium_image_${id}.webp`,
        width: 750,
        height: 422,
      },
    },
    ...overrides,
  };
}

/**
 * A block of a type this version does not know, as a newer CMS sends it. The CMS reader types
 * its JSON answer by declaration (lib/cms.server.ts), so such a block reaches the loaders and
 * the renderer as a `Block`; this one comes out of JSON.parse the same way.
 */
export function buildUnknownBlock(): Block {
  return JSON.parse(JSON.stringify({ __component: 'blocks.carousel-3d', id: next() }));
}

export function buildHero(overrides: Partial<HeroBlock> = {}): HeroBlock {
  return {
    __component: 'blocks.hero',
    id: next(),
    title: 'Tu talento merece un espacio para brillar',
    subtitle: 'Agencia oficial de TikTok LIVE con más de 10.000 streamers activos.',
    ctaLabel: 'Únete',
    ctaUrl: '/contactanos',
    showBanners: false,
    image: null,
    imageAlt: null,
    imageDecorative: false,
    ...overrides,
  };
}

export const buildContactBlock = (overrides: Partial<ContactFormBlock> = {}): ContactFormBlock => ({
  __component: 'blocks.contact-form',
  id: next(),
  title: 'Escríbenos',
  intro: 'Te respondemos en menos de un día hábil.',
  ...overrides,
});

export const buildCalculatorBlock = (
  overrides: Partial<CalculatorBlock> = {},
): CalculatorBlock => ({
  __component: 'blocks.calculator',
  id: next(),
  title: 'Calcula tu ingreso',
  intro: null,
  ...overrides,
});

export const buildTestimonialsBlock = (
  overrides: Partial<TestimonialsBlock> = {},
): TestimonialsBlock => ({
  __component: 'blocks.testimonials',
  id: next(),
  title: 'Lo que dicen nuestros creadores',
  subtitle: null,
  ...overrides,
});

export const buildBlogListBlock = (overrides: Partial<BlogListBlock> = {}): BlogListBlock => ({
  __component: 'blocks.blog-list',
  id: next(),
  title: 'Del blog',
  limit: 3,
  ...overrides,
});

export function buildPage(overrides: Partial<Page> = {}): Page {
  const id = next();
  return {
    id,
    documentId: documentId('page', id),
    locale: 'es',
    slug: 'inicio',
    title: 'Inicio',
    framed: true,
    seo: {
      metaTitle: 'Brilla Talent | Agencia oficial de TikTok LIVE',
      metaDescription: 'Formación, representación y monetización para creadores.',
      keywords: 'tiktok live, streamers',
      metaImage: null,
      metaImageAlt: null,
    },
    blocks: [buildHero()],
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

export const paragraph = (text: string): RichText[number] => ({
  type: 'paragraph',
  children: [{ type: 'text', text }],
});

export function buildBlog(overrides: Partial<Blog> = {}): Blog {
  const id = next();
  return {
    id,
    documentId: documentId('blog', id),
    locale: 'es',
    title: 'Cómo empezar en TikTok LIVE',
    slug: `como-empezar-${id}`,
    excerpt: 'Una guía para tu primer mes como streamer.',
    content: [paragraph('Primer párrafo del artículo.'), paragraph('Segundo párrafo.')],
    cover: buildMedia({ width: 1200, height: 675 }),
    coverAlt: null,
    coverDecorative: false,
    author: 'Laura Gómez',
    publishedDate: '2026-09-14',
    category: null,
    seo: null,
    updatedAt: '2026-09-15T08:00:00.000Z',
    ...overrides,
  };
}

export function buildCategory(overrides: Partial<Category> = {}): Category {
  const id = next();
  return {
    id,
    documentId: documentId('category', id),
    locale: 'es',
    name: 'Consejos',
    slug: `consejos-${id}`,
    description: 'Consejos para creadores.',
    updatedAt: '2026-09-10T08:00:00.000Z',
    ...overrides,
  };
}

export function buildSiteSetting(overrides: Partial<SiteSetting> = {}): SiteSetting {
  return {
    id: 1,
    documentId: 'sitesetting000001docid',
    siteName: 'Brilla Talent',
    privacyPolicyVersion: '2026-03-01',
    defaultSeo: {
      metaTitle: 'Brilla Talent | Tu talento merece un espacio para brillar',
      metaDescription: 'Agencia oficial de TikTok LIVE.',
      keywords: 'agencia, tiktok',
      metaImage: null,
      metaImageAlt: null,
    },
    contactEmail: 'contacto@brillatalent.com',
    address: 'Calle 93 #11-28, Oficina 402, Bogotá, Colombia',
    phonePrimary: '+57 601 555 0123',
    phoneSecondary: '+57 300 555 0199',
    socialLinks: [
      { network: 'facebook', url: 'https://www.facebook.com/brillatalent' },
      { network: 'instagram', url: 'https://www.instagram.com/brillatalent' },
      { network: 'tiktok', url: 'https://www.tiktok.com/@brillatalent' },
      { network: 'youtube', url: 'https://www.youtube.com/@brillatalent' },
    ],
    twitterSite: '@brillatalent',
    twitterCreator: '@brillatalent',
    whatsappNumber: '573005550199',
    whatsappMessage: '¡Hola! Quiero más información sobre los servicios de Brilla Talent.',
    ...overrides,
  };
}

export function buildCalculatorSetting(
  overrides: Partial<CalculatorSetting> = {},
): CalculatorSetting {
  return {
    id: 1,
    documentId: 'calculator000001docid',
    currency: 'USD',
    weeksPerMonth: 52 / 12,
    hourlyRate: 5,
    perRecruitRate: 10,
    bonusBeginner: 0,
    bonusBasic: 5,
    bonusIntermediate: 10,
    bonusAdvanced: 15,
    bonusExpert: 20,
    ...overrides,
  };
}
