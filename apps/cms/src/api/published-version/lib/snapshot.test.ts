import { describe, expect, it } from 'vitest';
import {
  type Existing,
  type GetModel,
  type Model,
  references,
  restoreData,
  snapshotPopulate,
  summarize,
  toSnapshot,
} from './snapshot';

/** A page-like type with every kind of field a version keeps, and a relation the real ones lack. */
const MODELS: Record<string, Model> = {
  'api::page.page': {
    attributes: {
      documentId: { type: 'string' },
      locale: { type: 'string' },
      publishedAt: { type: 'datetime' },
      createdBy: { type: 'relation', relation: 'oneToOne', target: 'admin::user', visible: false },
      localizations: {
        type: 'relation',
        relation: 'oneToMany',
        target: 'api::page.page',
        visible: false,
      },
      title: { type: 'string' },
      slug: { type: 'string' },
      gallery: { type: 'media', multiple: true },
      author: { type: 'relation', relation: 'manyToOne', target: 'api::person.person' },
      related: { type: 'relation', relation: 'manyToMany', target: 'api::tag.tag' },
      seo: { type: 'component', component: 'shared.seo' },
      blocks: { type: 'dynamiczone', components: ['blocks.hero', 'blocks.faq'] },
    },
  },
  'api::person.person': { attributes: { locale: { type: 'string' }, name: { type: 'string' } } },
  'api::tag.tag': { attributes: { name: { type: 'string' } } },
  'shared.seo': {
    info: { displayName: 'SEO' },
    attributes: {
      metaDescription: { type: 'text' },
      metaImage: { type: 'media' },
    },
  },
  'shared.faq-item': {
    attributes: { question: { type: 'string' }, answer: { type: 'text' } },
  },
  'blocks.hero': {
    info: { displayName: 'Portada' },
    attributes: { title: { type: 'string' }, image: { type: 'media' } },
  },
  'blocks.faq': {
    info: { displayName: 'Preguntas frecuentes' },
    attributes: {
      title: { type: 'string' },
      items: { type: 'component', component: 'shared.faq-item', repeatable: true },
    },
  },
};
const getModel: GetModel = (uid) => MODELS[uid];
const PAGE = 'api::page.page';

/** A published row as `strapi.db.query` returns it with `snapshotPopulate`. */
const ROW = {
  id: 41,
  documentId: 'doc1',
  locale: 'es',
  publishedAt: '2026-11-20T15:00:00.000Z',
  title: 'Quiénes somos',
  slug: 'quienes-somos',
  gallery: [
    { id: 7, name: 'equipo.jpg' },
    { id: 8, name: 'oficina.jpg' },
  ],
  author: { id: 3, documentId: 'ana', locale: 'es' },
  related: [
    { id: 5, documentId: 'tag1' },
    { id: 6, documentId: 'tag2' },
  ],
  seo: { id: 90, metaDescription: 'Somos Brilla.', metaImage: { id: 9, name: 'og.png' } },
  blocks: [
    { id: 11, __component: 'blocks.hero', title: 'Talento', image: { id: 7, name: 'equipo.jpg' } },
    {
      id: 12,
      __component: 'blocks.faq',
      title: 'Dudas',
      items: [{ id: 13, question: '¿Cuánto?', answer: 'Poco.' }],
    },
  ],
};

const everything: Existing = { media: () => true, document: () => true };

describe('snapshotPopulate', () => {
  it('reads media by id and name, relations by documentId (and language), components and blocks in depth', () => {
    expect(snapshotPopulate(PAGE, getModel)).toEqual({
      gallery: { select: ['id', 'name'] },
      author: { select: ['id', 'documentId', 'locale'] },
      related: { select: ['id', 'documentId'] },
      seo: { populate: { metaImage: { select: ['id', 'name'] } } },
      blocks: {
        on: {
          'blocks.hero': { populate: { image: { select: ['id', 'name'] } } },
          'blocks.faq': { populate: { items: { populate: {} } } },
        },
      },
    });
  });
});

describe('toSnapshot', () => {
  it("keeps the content without Strapi's own fields or the ids of parts", () => {
    expect(toSnapshot(ROW, PAGE, getModel)).toEqual({
      title: 'Quiénes somos',
      slug: 'quienes-somos',
      gallery: [
        { id: 7, name: 'equipo.jpg' },
        { id: 8, name: 'oficina.jpg' },
      ],
      author: { documentId: 'ana', locale: 'es' },
      related: [{ documentId: 'tag1' }, { documentId: 'tag2' }],
      seo: { metaDescription: 'Somos Brilla.', metaImage: { id: 9, name: 'og.png' } },
      blocks: [
        { __component: 'blocks.hero', title: 'Talento', image: { id: 7, name: 'equipo.jpg' } },
        {
          __component: 'blocks.faq',
          title: 'Dudas',
          items: [{ question: '¿Cuánto?', answer: 'Poco.' }],
        },
      ],
    });
  });

  it('keeps empty media, relations and components as empty', () => {
    const snapshot = toSnapshot(
      { title: 'Vacía', gallery: [], author: null, related: [], seo: null, blocks: [] },
      PAGE,
      getModel,
    );
    expect(snapshot).toEqual({
      title: 'Vacía',
      gallery: [],
      author: null,
      related: [],
      seo: null,
      blocks: [],
    });
  });
});

describe('references', () => {
  it('lists every media file and related entry, in blocks and components too', () => {
    const found = references(toSnapshot(ROW, PAGE, getModel), PAGE, getModel);
    expect([...found.media].sort()).toEqual([7, 8, 9]);
    expect(Object.fromEntries([...found.documents].map(([uid, ids]) => [uid, [...ids]]))).toEqual({
      'api::person.person': ['ana'],
      'api::tag.tag': ['tag1', 'tag2'],
    });
  });
});

describe('restoreData', () => {
  const snapshot = toSnapshot(ROW, PAGE, getModel);

  it('writes the fields back: media by id, relations by documentId, parts without ids', () => {
    const { data, dropped } = restoreData(snapshot, PAGE, getModel, everything);
    expect(dropped).toEqual([]);
    expect(data).toEqual({
      title: 'Quiénes somos',
      slug: 'quienes-somos',
      gallery: [7, 8],
      author: { set: [{ documentId: 'ana', locale: 'es' }] },
      related: { set: [{ documentId: 'tag1' }, { documentId: 'tag2' }] },
      seo: { metaDescription: 'Somos Brilla.', metaImage: 9 },
      blocks: [
        { __component: 'blocks.hero', title: 'Talento', image: 7 },
        {
          __component: 'blocks.faq',
          title: 'Dudas',
          items: [{ question: '¿Cuánto?', answer: 'Poco.' }],
        },
      ],
    });
  });

  it('leaves out deleted media and related entries, and says which', () => {
    const { data, dropped } = restoreData(snapshot, PAGE, getModel, {
      media: (id) => id !== 7,
      document: (target, ref) => !(target === 'api::tag.tag' && ref.documentId === 'tag2'),
    });
    expect(data.gallery).toEqual([8]);
    expect((data.blocks as Array<Record<string, unknown>>)[0]).toEqual({
      __component: 'blocks.hero',
      title: 'Talento',
      image: null,
    });
    expect(data.related).toEqual({ set: [{ documentId: 'tag1' }] });
    expect(dropped).toEqual([
      { kind: 'media', name: 'equipo.jpg' },
      { kind: 'relation', documentId: 'tag2' },
      { kind: 'media', name: 'equipo.jpg' },
    ]);
  });

  it('empties a single relation whose entry was deleted', () => {
    const { data, dropped } = restoreData(snapshot, PAGE, getModel, {
      media: () => true,
      document: (target) => target !== 'api::person.person',
    });
    expect(data.author).toEqual({ set: [] });
    expect(dropped).toEqual([{ kind: 'relation', documentId: 'ana' }]);
  });

  it('drops blocks the zone no longer takes, and ignores fields removed from the type', () => {
    const older = {
      ...snapshot,
      subtitle: 'Un campo que ya no existe',
      blocks: [
        { __component: 'blocks.video', title: 'Un bloque retirado' },
        { __component: 'blocks.hero', title: 'Talento', image: null },
      ],
    };
    const { data, dropped } = restoreData(older, PAGE, getModel, everything);
    expect(data).not.toHaveProperty('subtitle');
    expect(data.blocks).toEqual([{ __component: 'blocks.hero', title: 'Talento', image: null }]);
    expect(dropped).toEqual([{ kind: 'block', component: 'blocks.video' }]);
  });

  it('leaves a field added to the type since as the draft has it', () => {
    const { data } = restoreData({ title: 'Antigua' }, PAGE, getModel, everything);
    expect(data).toEqual({ title: 'Antigua' });
  });
});

describe('summarize', () => {
  it('names the title, slug, description, blocks and files', () => {
    expect(summarize(toSnapshot(ROW, PAGE, getModel), PAGE, getModel)).toEqual({
      title: 'Quiénes somos',
      slug: 'quienes-somos',
      summary: 'Somos Brilla.',
      blocks: ['Portada: Talento', 'Preguntas frecuentes: Dudas'],
      text: null,
      files: ['equipo.jpg', 'oficina.jpg', 'og.png'],
    });
  });

  it("takes a post's excerpt and the words of its body, shortened", () => {
    const post: GetModel = (uid) =>
      uid === 'api::blog.blog'
        ? {
            attributes: {
              title: { type: 'string' },
              excerpt: { type: 'text' },
              content: { type: 'blocks' },
            },
          }
        : undefined;
    const long = 'palabra '.repeat(60);
    const summary = summarize(
      {
        title: 'Guía',
        excerpt: 'En breve.',
        content: [
          { type: 'paragraph', children: [{ type: 'text', text: 'Hola' }] },
          { type: 'paragraph', children: [{ type: 'text', text: long }] },
        ],
      },
      'api::blog.blog',
      post,
    );
    expect(summary.summary).toBe('En breve.');
    expect(summary.text?.startsWith('Hola palabra')).toBe(true);
    expect(summary.text?.endsWith('…')).toBe(true);
    expect(summary.text?.length).toBe(280);
  });
});
