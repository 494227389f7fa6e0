import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { hasGpsBlock } from '@brilla/testkit/exif';
import sharp from 'sharp';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { colourAt, sidewaysPhoto } from '../../tests/helpers/images';
import {
  hasVariants,
  makeVariants,
  VARIANT_WIDTHS,
  variantKey,
  variantWidths,
} from './image-variants';
import { carriesMetadata } from './upload-image-cleaning';

const dir = mkdtempSync(path.join(os.tmpdir(), 'brilla-variants-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function source(name: string, image: sharp.Sharp) {
  const filepath = path.join(dir, name);
  await image.toFile(filepath);
  return { input: filepath, name, hash: name.replace('.', '_'), path: null };
}

describe('the widths an image is cut to', () => {
  it('takes every layout width the image reaches, and no wider one', () => {
    expect(variantWidths(4032)).toEqual([...VARIANT_WIDTHS]);
    expect(variantWidths(1600)).toEqual([168, 384, 576, 768, 1152, 1536]);
    expect(variantWidths(1535)).toEqual([168, 384, 576, 768, 1152, 1535]);
  });

  it('adds the image’s own width when no layout width is near it', () => {
    expect(variantWidths(900)).toEqual([168, 384, 576, 768, 900]);
    // Within 10 % of 1152 and of 768: no near twin of the image's own width.
    expect(variantWidths(1200)).toEqual([168, 384, 576, 768, 1152]);
    expect(variantWidths(844)).toEqual([168, 384, 576, 768]);
    expect(variantWidths(845)).toEqual([168, 384, 576, 768, 845]);
    expect(variantWidths(100)).toEqual([100]);
    expect(variantWidths(0)).toEqual([]);
    expect(variantWidths(1536)).toEqual([168, 384, 576, 768, 1152, 1536]);
  });
});

describe('variants of an upload', () => {
  it('are a JPEG and an AVIF at each width, named so the AVIF sits beside the JPEG', async () => {
    const photo = await source('photo.webp', sidewaysPhoto(1000, 700).webp());
    const variants = await makeVariants(photo, dir);
    expect(variants.map(({ key }) => key)).toEqual(
      [168, 384, 576, 700].flatMap((w) => [variantKey(w, false), variantKey(w, true)]),
    );
    for (const { key, file } of variants) {
      const avif = key.endsWith('-avif');
      const width = Number(/\d+/.exec(key)?.[0]);
      expect(file.hash).toBe(`w${width}_photo_webp`);
      expect(file.ext).toBe(avif ? '.avif' : '.jpg');
      expect(file.mime).toBe(avif ? 'image/avif' : 'image/jpeg');
      expect(file.name).toBe(`w${width}_photo${file.ext}`);
      const bytes = readFileSync(file.filepath);
      const metadata = await sharp(bytes).metadata();
      expect(metadata.format).toBe(avif ? 'heif' : 'jpeg');
      // Upright (the sideways photo is 700 wide once turned), without GPS, EXIF or XMP.
      expect({ width: metadata.width, height: metadata.height }).toEqual({
        width,
        height: Math.round((width * 1000) / 700),
      });
      expect({ width: file.width, height: file.height }).toEqual({
        width,
        height: metadata.height,
      });
      expect(file.sizeInBytes).toBe(bytes.length);
      expect(carriesMetadata(metadata), key).toBe(false);
      expect(hasGpsBlock(metadata.exif), key).toBe(false);
      expect(bytes.includes('Camera 12'), key).toBe(false);
      // Red above (lossy encoders leave a unit or two either way).
      const [red, , blue] = await colourAt(bytes, Math.floor(width / 2), 2);
      expect(red, key).toBeGreaterThan(230);
      expect(blue, key).toBeLessThan(25);
    }
  });

  it('takes the upright width of a photo stored transposed (orientation 5)', async () => {
    const photo = await source(
      'turned.jpg',
      sidewaysPhoto(1000, 700).withMetadata({ orientation: 5 }).jpeg(),
    );
    const variants = await makeVariants(photo, dir);
    expect(variants.map(({ key }) => key)).toEqual(
      [168, 384, 576, 700].flatMap((w) => [variantKey(w, false), variantKey(w, true)]),
    );
  });

  it('names a variant after the whole upload name, keeps its folder and streams its file', async () => {
    const image = sharp({ create: { width: 200, height: 100, channels: 3, background: '#0f0' } });
    const variants = await makeVariants(
      {
        input: await image.jpeg().toBuffer(),
        name: 'team.2024.jpg',
        hash: 'team_9',
        path: '/staff',
      },
      dir,
    );
    expect(variants.map(({ file }) => [file.name, file.hash, file.path])).toEqual([
      ['w168_team.2024.jpg', 'w168_team_9', '/staff'],
      ['w168_team.2024.avif', 'w168_team_9', '/staff'],
      ['w200_team.2024.jpg', 'w200_team_9', '/staff'],
      ['w200_team.2024.avif', 'w200_team_9', '/staff'],
    ]);
    for (const { file } of variants) {
      expect(await buffer(file.getStream())).toEqual(readFileSync(file.filepath));
    }
  });

  it('keeps transparency: a PNG (and an AVIF) for an image with an alpha channel', async () => {
    const logo = await source(
      'logo.png',
      sharp({
        create: {
          width: 400,
          height: 200,
          channels: 4,
          background: { r: 0, g: 0, b: 0, alpha: 0 },
        },
      }).png(),
    );
    const variants = await makeVariants(logo, dir);
    expect(variants.map(({ file }) => file.ext)).toEqual(['.png', '.avif', '.png', '.avif']);
    for (const { file } of variants) {
      expect((await sharp(file.filepath).metadata()).hasAlpha).toBe(true);
    }
  });

  it('makes none for a GIF (it may move) or a file that is no image', async () => {
    const gif = await source(
      'anim.gif',
      sharp({ create: { width: 400, height: 200, channels: 3, background: '#f00' } }).gif(),
    );
    expect(await makeVariants(gif, dir)).toEqual([]);
    const text = path.join(dir, 'notes.txt');
    writeFileSync(text, 'not an image');
    expect(await makeVariants({ input: text, name: 'notes.txt', hash: 'notes' }, dir)).toEqual([]);
  });

  it('knows whether an upload already has every variant (the backfill skips it)', () => {
    const all = Object.fromEntries(
      [168, 384, 576, 768, 1152].flatMap((w) => [
        [variantKey(w, false), { url: `/uploads/w${w}_a.jpg` }],
        [variantKey(w, true), { url: `/uploads/w${w}_a.avif` }],
      ]),
    );
    expect(hasVariants(all, 1200)).toBe(true);
    expect(hasVariants({ ...all, 'w1152-avif': undefined }, 1200)).toBe(false);
    expect(hasVariants({ ...all, w1152: undefined }, 1200)).toBe(false);
    expect(hasVariants({ thumbnail: {}, small: {}, medium: {}, large: {} }, 1200)).toBe(false);
    expect(hasVariants(null, 1200)).toBe(false);
  });
});

describe('the variant cache of test stacks (CMS_VARIANT_CACHE)', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('cuts an image’s bytes once, and gives a later upload of them the same files', async () => {
    const cache = mkdtempSync(path.join(os.tmpdir(), 'brilla-variant-cache-test-'));
    vi.stubEnv('CMS_VARIANT_CACHE', cache);
    const image = sharp({
      create: { width: 500, height: 300, channels: 3, background: '#7d1ed2' },
    });
    const bytes = await image.webp().toBuffer();
    const first = await makeVariants({ input: bytes, name: 'a.webp', hash: 'a_1' }, dir);
    expect(readdirSync(cache)).toHaveLength(1);
    const second = await makeVariants({ input: bytes, name: 'a.webp', hash: 'a_2' }, dir);
    expect(second.map(({ key }) => key)).toEqual(first.map(({ key }) => key));
    for (const [i, { file }] of second.entries()) {
      expect(file.hash).toBe(first[i]?.file.hash.replace('a_1', 'a_2'));
      expect(readFileSync(file.filepath)).toEqual(readFileSync(first[i]?.file.filepath ?? ''));
      expect(file.sizeInBytes).toBe(first[i]?.file.sizeInBytes);
    }
    // Other bytes, another entry.
    await makeVariants({ input: await image.png().toBuffer(), name: 'b.png', hash: 'b' }, dir);
    expect(readdirSync(cache)).toHaveLength(2);
    rmSync(cache, { recursive: true, force: true });
  });

  it('serves what the cache holds, from a folder it makes, by the bytes and not the file name', async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'brilla-variant-cache-test-'));
    const cache = path.join(root, 'not-yet');
    vi.stubEnv('CMS_VARIANT_CACHE', cache);
    const bytes = await sharp({
      create: { width: 200, height: 100, channels: 3, background: '#123456' },
    })
      .png()
      .toBuffer();
    const one = path.join(dir, 'one.png');
    const two = path.join(dir, 'two.png');
    writeFileSync(one, bytes);
    writeFileSync(two, bytes);
    await makeVariants({ input: one, name: 'one.png', hash: 'one' }, dir);
    const [entry] = readdirSync(cache);
    if (!entry) return expect.fail('nothing cached');
    // What the cache holds is what an upload of the same bytes gets, under another name too.
    writeFileSync(path.join(cache, entry, '168.jpg'), 'cached bytes');
    const again = await makeVariants({ input: two, name: 'two.png', hash: 'two' }, dir);
    expect(readdirSync(cache)).toEqual([entry]);
    expect(readFileSync(again[0]?.file.filepath ?? '', 'utf8')).toBe('cached bytes');
    // An index that lacks a variant (a cache written by another recipe) fails loudly, and what
    // it leaves stays inside the working folder.
    const index = path.join(cache, entry, 'index.json');
    const { '168.jpg': _gone, ...rest } = JSON.parse(readFileSync(index, 'utf8'));
    writeFileSync(index, JSON.stringify(rest));
    const work = mkdtempSync(path.join(root, 'work-'));
    await expect(makeVariants({ input: two, name: 'two.png', hash: 'two' }, work)).rejects.toThrow(
      'variant 168.jpg of two.png was not made',
    );
    expect(readdirSync(root).sort()).toEqual(['not-yet', path.basename(work)]);
    rmSync(root, { recursive: true, force: true });
  });
});
