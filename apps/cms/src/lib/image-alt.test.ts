import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Language } from '@brilla/i18n';
import { describe, expect, it } from 'vitest';
import { fieldLabel } from '../bootstrap/editor-layout';
import { type ImageSchema, type ImageSchemas, imagesWithoutAlt } from './image-alt';

type Json = Record<string, unknown>;

const src = path.resolve(__dirname, '..');
const read = (file: string) =>
  JSON.parse(readFileSync(path.join(src, file), 'utf8')) as ImageSchema;
const schemaOf = (type: string) => read(`api/${type}/content-types/${type}/schema.json`);
const schemas: ImageSchemas = {
  component: (uid) => {
    const [category, name] = uid.split('.');
    return read(`components/${category}/${name}.json`);
  },
  label: fieldLabel,
};

const check = (type: string, entry: Json, locale: Language = 'es', language: Language = 'es') =>
  imagesWithoutAlt(entry, `api::${type}.${type}`, schemaOf(type), schemas, locale, language);

const IMAGE = { id: 7, url: '/uploads/foto.webp' };

describe('an image shown on the site has alt text in its language, or is marked decorative', () => {
  it('refuses a blog cover without alt text, naming the field as the editor sees it', () => {
    expect(check('blog', { cover: IMAGE, coverAlt: null })).toEqual([
      {
        path: ['coverAlt'],
        message:
          'Imagen de portada: falta el texto alternativo en español. Escribe qué muestra la imagen, o márcala como decorativa si solo adorna.',
      },
    ]);
    expect(check('blog', { cover: IMAGE, coverAlt: '   ' })).toHaveLength(1);
  });

  it('accepts alt text, a decorative mark, or no image at all', () => {
    expect(check('blog', { cover: IMAGE, coverAlt: 'Escenario con luces' })).toEqual([]);
    expect(check('blog', { cover: IMAGE, coverAlt: '', coverDecorative: true })).toEqual([]);
    expect(check('blog', { cover: null, coverAlt: null })).toEqual([]);
    expect(check('blog', { cover: [], coverAlt: null })).toEqual([]);
    // The seed and the REST API give the image by its id.
    expect(check('blog', { cover: 7, coverAlt: null })).toHaveLength(1);
  });

  it('names the language being published', () => {
    expect(check('banner', { image: IMAGE }, 'en')[0]?.message).toBe(
      'Imagen: falta el texto alternativo en inglés. Escribe qué muestra la imagen, o márcala como decorativa si solo adorna.',
    );
  });

  it('names the block and the item of a page, at the alt field’s path', () => {
    const page = {
      blocks: [
        { __component: 'blocks.hero', image: IMAGE, imageAlt: '' },
        { __component: 'blocks.faq', items: [] },
        {
          __component: 'blocks.team',
          members: [
            { name: 'Ana', photo: IMAGE, photoAlt: 'Ana sonríe' },
            { name: 'Luis', photo: IMAGE, photoAlt: null },
            { name: 'Eva', photo: IMAGE, photoDecorative: true },
          ],
        },
      ],
    };
    expect(check('page', page)).toEqual([
      {
        path: ['blocks', 0, 'imageAlt'],
        message: expect.stringMatching(/^Bloque 1 \(Portada\), Imagen: falta el texto alternativo/),
      },
      {
        path: ['blocks', 2, 'members', 1, 'photoAlt'],
        message: expect.stringMatching(
          /^Bloque 3 \(Equipo\), Persona del equipo 2, Foto: falta el texto alternativo en español/,
        ),
      },
    ]);
  });

  it('speaks English to an admin in English', () => {
    const page = { blocks: [{ __component: 'blocks.media-text', image: IMAGE }] };
    expect(check('page', page, 'es', 'en')).toEqual([
      {
        path: ['blocks', 0, 'imageAlt'],
        message:
          'Block 1 (Imagen y texto), Imagen: the alt text in Spanish is missing. Write what the image shows, or mark it decorative if it only adorns.',
      },
    ]);
  });

  it('leaves the SEO image alone: link previews show it, not the site', () => {
    expect(check('page', { seo: { metaImage: IMAGE, metaImageAlt: null } })).toEqual([]);
    expect(check('blog', { seo: { metaImage: IMAGE, metaImageAlt: null } })).toEqual([]);
  });
});

describe('the rule follows any schema: single components, galleries, unknown parts', () => {
  const media = { type: 'media' };
  const described = {
    photo: media,
    photoAlt: { type: 'string' },
    photoDecorative: { type: 'boolean' },
  };
  const COMPONENTS: Record<string, ImageSchema> = {
    'shared.person': { info: { displayName: 'Persona' }, attributes: described },
    'shared.nameless': { attributes: described },
  };
  const TYPE: ImageSchema = {
    attributes: {
      author: { type: 'component', component: 'shared.person', repeatable: false },
      guests: { type: 'component', component: 'shared.nameless', repeatable: true },
      ghosts: { type: 'component', component: 'shared.missing', repeatable: true },
      gallery: { type: 'media' },
      galleryAlt: { type: 'string' },
      galleryDecorative: { type: 'boolean' },
      // A text field named like an image is no image.
      cover: { type: 'string' },
      coverDecorative: { type: 'boolean' },
      blocks: { type: 'dynamiczone', components: ['shared.nameless', 'shared.missing'] },
      // A JSON field may hold anything, even what looks like blocks: it is not shown as images.
      settings: { type: 'json' },
    },
  };
  const synthetic: ImageSchemas = {
    component: (uid) => COMPONENTS[uid],
    label: (uid, field) => `${uid}:${field}`,
  };
  const paths = (entry: Json) =>
    imagesWithoutAlt(entry, 'api::demo.demo', TYPE, synthetic, 'es', 'es').map((problem) => ({
      path: problem.path,
      where: problem.message.split(':').slice(0, -1).join(':'),
    }));

  it('names the field inside a single component', () => {
    expect(paths({ author: { photo: IMAGE } })).toEqual([
      { path: ['author', 'photoAlt'], where: 'api::demo.demo:author, shared.person:photo' },
    ]);
    expect(paths({ author: null })).toEqual([]);
  });

  it('checks an image field holding several files, but not an empty one', () => {
    expect(paths({ gallery: [IMAGE, IMAGE] })).toEqual([
      { path: ['galleryAlt'], where: 'api::demo.demo:gallery' },
    ]);
    expect(paths({ gallery: [] })).toEqual([]);
    expect(paths({ cover: 'foto.webp' })).toEqual([]);
  });

  it('names an item or a block by its field or component when its kind has no name', () => {
    expect(
      paths({
        guests: [{ photo: IMAGE }],
        blocks: [null, { photo: IMAGE }, { __component: 'shared.nameless', photo: IMAGE }],
      }),
    ).toEqual([
      { path: ['guests', 0, 'photoAlt'], where: 'guests 1, shared.nameless:photo' },
      {
        path: ['blocks', 2, 'photoAlt'],
        where: 'Bloque 3 (shared.nameless), shared.nameless:photo',
      },
    ]);
  });

  it('reads blocks only in a dynamic zone, not in a JSON field shaped like one', () => {
    expect(paths({ settings: [{ __component: 'shared.nameless', photo: IMAGE }] })).toEqual([]);
    expect(paths({ blocks: [{ __component: 'shared.nameless', photo: IMAGE }] })).toHaveLength(1);
  });

  it('skips items and blocks whose component the CMS does not know', () => {
    expect(
      paths({
        ghosts: [{ photo: IMAGE }],
        blocks: [{ __component: 'shared.missing', photo: IMAGE }],
      }),
    ).toEqual([]);
  });
});

describe('the seed content passes the rule in both languages', () => {
  const seed = path.resolve(src, '..', 'seed');
  const files = (dir: string) =>
    readdirSync(path.join(seed, dir)).map((name) => ({ name: `${dir}/${name}`, dir }));
  const entries = [
    ...files('pages').map((file) => ({ ...file, type: 'page' })),
    ...files('blogs').map((file) => ({ ...file, type: 'blog' })),
    ...['banners', 'testimonials'].flatMap((kind) =>
      ['es', 'en'].map((language) => ({
        name: `${kind}.${language}.json`,
        type: kind.slice(0, -1),
      })),
    ),
  ].flatMap(({ name, type }) => {
    const content = JSON.parse(readFileSync(path.join(seed, name), 'utf8')) as Json | Json[];
    const locale: Language = name.endsWith('.en.json') ? 'en' : 'es';
    return (Array.isArray(content) ? content : [content]).map((entry, index) => ({
      label: `${name} #${index + 1}`,
      type,
      entry,
      locale,
    }));
  });

  it('reads every page, post, banner and testimonial of the seed', () => {
    expect(entries.length).toBeGreaterThan(40);
  });

  it.each(entries.map((item) => [item.label, item] as const))('%s', (_, item) => {
    expect(check(item.type, item.entry, item.locale)).toEqual([]);
  });
});
