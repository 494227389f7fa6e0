import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { fakeStrapi } from '../../tests/helpers/fake-strapi';
import type { VariantFile } from './image-variants';
import { backfillVariants } from './image-variants-backfill';

const publicDir = mkdtempSync(path.join(os.tmpdir(), 'brilla-backfill-test-'));
mkdirSync(path.join(publicDir, 'uploads'));
afterAll(() => rmSync(publicDir, { recursive: true, force: true }));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const photo = () =>
  sharp({ create: { width: 400, height: 200, channels: 3, background: '#1e90ff' } }).jpeg();

async function stored(id: number, name: string, formats: Record<string, unknown> | null) {
  const hash = `${name.replace(/\..*/, '')}_${id}`;
  await photo().toFile(path.join(publicDir, 'uploads', `${hash}.jpg`));
  return {
    id,
    name,
    hash,
    ext: '.jpg',
    url: `/uploads/${hash}.jpg`,
    mime: 'image/jpeg',
    width: 400,
    formats,
  };
}

/** A Strapi whose database holds `files` and whose upload provider records what it stores. */
function cms(files: unknown[]) {
  const findMany = vi.fn(async () => files);
  const update = vi.fn(async () => ({}));
  const uploaded: Array<{ file: VariantFile; there: boolean }> = [];
  const upload = vi.fn(async (file: VariantFile) => {
    uploaded.push({ file, there: existsSync(file.filepath) });
  });
  const strapi = fakeStrapi({
    db: { query: (uid: string) => (uid === 'plugin::upload.file' ? { findMany, update } : null) },
    plugin: (name: string) => ({
      service: (service: string) =>
        name === 'upload' && service === 'provider' ? { upload } : null,
    }),
    dirs: { static: { public: publicDir } },
  });
  return { strapi, findMany, update, upload, uploaded };
}

const KEYS = ['w168', 'w168-avif', 'w384', 'w384-avif'];

describe('the variants backfill (pnpm images:variants)', () => {
  it('cuts the stored images that lack variants, keeps Strapi’s formats and skips the rest', async () => {
    const thumbnail = { url: '/uploads/thumbnail_old_1.jpg', width: 156 };
    const old = await stored(1, 'old.jpg', { thumbnail, w100: { url: '/uploads/w100_old.jpg' } });
    const bare = await stored(2, 'bare.photo.jpg', null);
    const done = await stored(3, 'done.jpg', Object.fromEntries(KEYS.map((key) => [key, {}])));
    const svg = { ...(await stored(4, 'logo.svg', null)), mime: 'image/svg+xml', width: null };
    const { strapi, findMany, update, uploaded } = cms([old, bare, done, svg]);
    const log = vi.fn();

    expect(await backfillVariants(strapi, log)).toEqual({ done: 2, skipped: 2, failed: [] });
    expect(findMany).toHaveBeenCalledWith({
      where: { mime: { $startsWith: 'image/' } },
      orderBy: { id: 'asc' },
    });
    expect(log.mock.calls).toEqual([['old.jpg: 4 variants'], ['bare.photo.jpg: 4 variants']]);
    // Through the provider, while the cut file is there; its folder is gone afterwards.
    expect(uploaded.map(({ file }) => file.name)).toEqual([
      'w168_old.jpg',
      'w168_old.avif',
      'w384_old.jpg',
      'w384_old.avif',
      'w168_bare.photo.jpg',
      'w168_bare.photo.avif',
      'w384_bare.photo.jpg',
      'w384_bare.photo.avif',
    ]);
    for (const { file, there } of uploaded) {
      expect(there, file.name).toBe(true);
      expect(path.basename(path.dirname(file.filepath))).toMatch(/^brilla-variants-/);
      expect(existsSync(path.dirname(file.filepath)), file.name).toBe(false);
    }
    expect(update).toHaveBeenCalledTimes(2);
    const [[first], [second]] = update.mock.calls as unknown as [[UpdateCall], [UpdateCall]];
    expect(first.where).toEqual({ id: 1 });
    expect(second.where).toEqual({ id: 2 });
    // Strapi's thumbnail stays; a variant of an older recipe (w100) goes.
    expect(Object.keys(first.data.formats)).toEqual(['thumbnail', ...KEYS]);
    expect(first.data.formats.thumbnail).toEqual(thumbnail);
    expect(Object.keys(second.data.formats)).toEqual(KEYS);
    const cut = uploaded[0]?.file;
    if (!cut) return expect.fail('nothing uploaded');
    // What the database keeps of a variant: everything but the file path and stream.
    const { filepath: _path, getStream: _stream, ...format } = cut;
    expect(first.data.formats.w168).toEqual(format);
    expect(format).toEqual({
      name: 'w168_old.jpg',
      hash: 'w168_old_1',
      ext: '.jpg',
      mime: 'image/jpeg',
      path: null,
      width: 168,
      height: 84,
      size: expect.any(Number),
      sizeInBytes: expect.any(Number),
    });
  });

  it('reads an original in the bucket from its URL, and reports one it cannot read', async () => {
    const bytes = await photo().toBuffer();
    const fetch = vi.fn(async (url: string, _init?: RequestInit) =>
      url.endsWith('gone.jpg') ? new Response('', { status: 404 }) : new Response(bytes),
    );
    vi.stubGlobal('fetch', fetch);
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    const bucket = 'http://bucket.example/uploads';
    const files = [
      { ...(await stored(5, 'gone.jpg', null)), url: `${bucket}/gone.jpg` },
      { ...(await stored(6, 'there.jpg', null)), url: `${bucket}/there.jpg` },
    ];
    const { strapi, update } = cms(files);
    const log = vi.fn();

    expect(await backfillVariants(strapi, log)).toEqual({
      done: 1,
      skipped: 0,
      failed: ['gone.jpg'],
    });
    expect(log.mock.calls).toEqual([
      ['gone.jpg: http://bucket.example/uploads/gone.jpg answered 404'],
      ['there.jpg: 4 variants'],
    ]);
    // A bucket that never answers fails the image after a minute instead of hanging the run.
    expect(timeout).toHaveBeenCalledWith(60_000);
    expect(fetch.mock.calls.map(([url, init]) => [url, init?.signal])).toEqual([
      [`${bucket}/gone.jpg`, timeout.mock.results[0]?.value],
      [`${bucket}/there.jpg`, timeout.mock.results[1]?.value],
    ]);
    expect(update).toHaveBeenCalledTimes(1);
  });

  it('skips an image sharp cuts no variants of, and names one whose upload fails', async () => {
    const gifHash = 'anim_7';
    await sharp({ create: { width: 400, height: 200, channels: 3, background: '#f00' } })
      .gif()
      .toFile(path.join(publicDir, 'uploads', `${gifHash}.gif`));
    const gif = {
      id: 7,
      name: 'anim.gif',
      hash: gifHash,
      ext: '.gif',
      url: `/uploads/${gifHash}.gif`,
      mime: 'image/gif',
      width: 400,
      formats: null,
    };
    const broken = await stored(8, 'broken.jpg', null);
    const { strapi, update, upload } = cms([gif, broken]);
    upload.mockRejectedValue(new Error('bucket full'));
    const log = vi.fn();

    expect(await backfillVariants(strapi, log)).toEqual({
      done: 0,
      skipped: 1,
      failed: ['broken.jpg'],
    });
    expect(log.mock.calls).toEqual([['broken.jpg: bucket full']]);
    expect(upload).toHaveBeenCalledTimes(1);
    expect(update).not.toHaveBeenCalled();
  });
});

type UpdateCall = {
  where: unknown;
  data: { formats: Record<string, unknown> };
};
