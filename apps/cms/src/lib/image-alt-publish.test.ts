import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { fakeStrapi } from '../../tests/helpers/fake-strapi';
import { fieldLabel } from '../bootstrap/editor-layout';
import type { ImageSchema } from './image-alt';
import { registerImageAltRule } from './image-alt-publish';

type Json = Record<string, unknown>;
type Middleware = (context: Json, next: () => Promise<unknown>) => Promise<unknown>;

const src = path.resolve(__dirname, '..');
const read = (file: string) =>
  JSON.parse(readFileSync(path.join(src, file), 'utf8')) as ImageSchema;
const components = Object.fromEntries(
  ['blocks', 'shared'].flatMap((category) =>
    readdirSync(path.join(src, 'components', category)).map((file) => [
      `${category}.${file.replace(/\.json$/, '')}`,
      read(`components/${category}/${file}`),
    ]),
  ),
);

const BLOG = 'api::blog.blog';
const IMAGE = { id: 7, url: '/uploads/foto.webp' };
const MISSING_ES =
  'Imagen de portada: falta el texto alternativo en español. Escribe qué muestra la imagen, o márcala como decorativa si solo adorna.';
const MISSING_EN =
  'Imagen de portada: falta el texto alternativo en inglés. Escribe qué muestra la imagen, o márcala como decorativa si solo adorna.';

/**
 * A Strapi whose Document Service holds `drafts` (a blog post's draft in each language) and
 * whose request comes from `admin` (an admin's interface language) or, without one, a visitor.
 */
function cms(drafts: Partial<Record<string, Json>> = {}, admin?: 'es' | 'en') {
  let rule: Middleware | undefined;
  const findOne = vi.fn(async ({ locale }: Json) => drafts[String(locale)] ?? null);
  const findMany = vi.fn(async () => [...Object.keys(drafts), 'fr'].map((locale) => ({ locale })));
  const documents = Object.assign(() => ({ findOne }), {
    use: (middleware: Middleware) => {
      rule = middleware;
    },
  });
  const strapi = fakeStrapi({
    components,
    contentType: () => read('api/blog/content-types/blog/schema.json'),
    db: { query: () => ({ findMany }) },
    documents,
    requestContext: {
      get: () =>
        admin
          ? { state: { auth: { strategy: { name: 'admin' } }, user: { preferedLanguage: admin } } }
          : { request: { headers: {} } },
    },
  });
  registerImageAltRule(strapi, fieldLabel);
  const next = vi.fn(async () => 'done');
  const run = async (context: Json) => {
    if (!rule) throw new Error('the rule was not registered');
    return rule(context, next);
  };
  return { run, next, findOne, findMany };
}

const refusal = (...problems: Array<{ path: string[]; message: string }>) => ({
  name: 'ValidationError',
  message: problems.map((problem) => problem.message).join(' '),
  details: {
    errors: problems.map((problem) => ({ ...problem, name: 'ValidationError' })),
  },
});

describe('publishing refuses an image without alt text, from any path', () => {
  it('refuses the admin’s Publicar of a draft whose cover has no alt text', async () => {
    const { run, next, findOne } = cms({ es: { cover: IMAGE, coverAlt: null } });
    await expect(
      run({ uid: BLOG, action: 'publish', params: { documentId: 'd1', locale: 'es' } }),
    ).rejects.toMatchObject(refusal({ path: ['coverAlt'], message: MISSING_ES }));
    expect(next).not.toHaveBeenCalled();
    expect(findOne).toHaveBeenCalledWith({
      documentId: 'd1',
      locale: 'es',
      status: 'draft',
      populate: expect.objectContaining({ cover: true }),
    });
  });

  it('publishes a draft whose cover has alt text or is decorative', async () => {
    for (const draft of [
      { cover: IMAGE, coverAlt: 'Escenario con luces' },
      { cover: IMAGE, coverDecorative: true },
    ]) {
      const { run, next } = cms({ es: draft });
      await expect(
        run({ uid: BLOG, action: 'publish', params: { documentId: 'd1', locale: 'es' } }),
      ).resolves.toBe('done');
      expect(next).toHaveBeenCalledOnce();
    }
  });

  it('checks only the language a publish names', async () => {
    const { run, next, findMany } = cms({
      es: { cover: IMAGE, coverAlt: 'Escenario' },
      en: { cover: IMAGE },
    });
    await expect(
      run({ uid: BLOG, action: 'publish', params: { documentId: 'd1', locale: 'es' } }),
    ).resolves.toBe('done');
    expect(next).toHaveBeenCalledOnce();
    expect(findMany).not.toHaveBeenCalled();
  });

  it('checks the Spanish draft when a publish names no known language', async () => {
    const { run, findOne } = cms({ es: { cover: IMAGE } });
    await expect(
      run({ uid: BLOG, action: 'publish', params: { documentId: 'd1' } }),
    ).rejects.toMatchObject(refusal({ path: ['coverAlt'], message: MISSING_ES }));
    expect(findOne).toHaveBeenCalledWith(expect.objectContaining({ locale: 'es' }));
  });

  it('checks every language of the document on a publish of all of them (`*`)', async () => {
    const { run, findMany, findOne } = cms({
      es: { cover: IMAGE, coverAlt: 'Escenario' },
      en: { cover: IMAGE, coverAlt: ' ' },
    });
    await expect(
      run({ uid: BLOG, action: 'publish', params: { documentId: 'd1', locale: '*' } }),
    ).rejects.toMatchObject(refusal({ path: ['coverAlt'], message: MISSING_EN }));
    expect(findMany).toHaveBeenCalledWith({
      where: { documentId: 'd1', publishedAt: null },
      select: ['locale'],
    });
    // The site speaks es and en only: a stray language row is not looked up.
    expect(findOne.mock.calls.map(([params]) => params.locale)).toEqual(['es', 'en']);
  });

  it('names each language missing alt text, in the admin’s language', async () => {
    const { run } = cms({ es: { cover: IMAGE }, en: { cover: IMAGE } }, 'en');
    const missing = (language: string) =>
      `Imagen de portada: the alt text in ${language} is missing. Write what the image shows, or mark it decorative if it only adorns.`;
    await expect(
      run({ uid: BLOG, action: 'publish', params: { documentId: 'd1', locale: '*' } }),
    ).rejects.toMatchObject(
      refusal(
        { path: ['coverAlt'], message: missing('Spanish') },
        { path: ['coverAlt'], message: missing('English') },
      ),
    );
  });

  it('lets a publish through when the draft is not there (Strapi answers it)', async () => {
    const { run, next, findMany } = cms({});
    await expect(
      run({ uid: BLOG, action: 'publish', params: { documentId: 'd1', locale: 'en' } }),
    ).resolves.toBe('done');
    await expect(run({ uid: BLOG, action: 'publish', params: { locale: '*' } })).resolves.toBe(
      'done',
    );
    expect(next).toHaveBeenCalledTimes(2);
    // Without a document there is nothing to look up: a query without one would match them all.
    expect(findMany).not.toHaveBeenCalled();
  });

  it('refuses a create or an update that publishes (the seed, the REST API)', async () => {
    const { run, findOne } = cms({ en: { cover: IMAGE, coverAlt: 'A stage' } });
    await expect(
      run({
        uid: BLOG,
        action: 'create',
        params: { status: 'published', data: { cover: 7 } },
      }),
    ).rejects.toMatchObject(refusal({ path: ['coverAlt'], message: MISSING_ES }));
    // A new entry has no draft to read.
    expect(findOne).not.toHaveBeenCalled();
    await expect(
      run({
        uid: BLOG,
        action: 'update',
        params: { documentId: 'd1', locale: 'en', status: 'published', data: { coverAlt: '' } },
      }),
    ).rejects.toMatchObject(refusal({ path: ['coverAlt'], message: MISSING_EN }));
  });

  it('reads the stored draft under the data of an update that publishes', async () => {
    const { run, next } = cms({ es: { cover: IMAGE, coverAlt: null } });
    await expect(
      run({
        uid: BLOG,
        action: 'update',
        params: { documentId: 'd1', locale: 'es', status: 'published', data: { coverAlt: 'Luz' } },
      }),
    ).resolves.toBe('done');
    await expect(
      run({ uid: BLOG, action: 'update', params: { documentId: 'd1', status: 'published' } }),
    ).rejects.toMatchObject(refusal({ path: ['coverAlt'], message: MISSING_ES }));
    expect(next).toHaveBeenCalledOnce();
  });

  it('leaves drafts, deletes and Strapi’s own types alone', async () => {
    const { run, next, findOne } = cms({ es: { cover: IMAGE } });
    const params = { documentId: 'd1', locale: 'es' };
    await run({ uid: BLOG, action: 'update', params: { ...params, status: 'draft', data: {} } });
    await run({ uid: BLOG, action: 'create', params: { data: { cover: 7 } } });
    await run({ uid: BLOG, action: 'delete', params: { ...params, status: 'published' } });
    await run({ uid: 'plugin::upload.file', action: 'publish', params });
    expect(next).toHaveBeenCalledTimes(4);
    expect(findOne).not.toHaveBeenCalled();
  });
});
