import { randomBytes } from 'node:crypto';
import { createReadStream, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { GPS_EXIF, hasGpsBlock } from '@brilla/testkit/exif';
import sharp from 'sharp';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { fakeStrapi } from '../../tests/helpers/fake-strapi';
import { colourAt, sidewaysPhoto } from '../../tests/helpers/images';
import type { Variant } from './image-variants';
import {
  carriesMetadata,
  cleanImage,
  registerImageCleaning,
  type UploadFile,
} from './upload-image-cleaning';

const dir = mkdtempSync(path.join(os.tmpdir(), 'brilla-clean-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function uploadFile(name: string, content: Buffer, workDir: string | undefined = dir): UploadFile {
  const filepath = path.join(dir, name);
  writeFileSync(filepath, content);
  return {
    hash: name,
    filepath,
    tmpWorkingDirectory: workDir,
    getStream: () => createReadStream(filepath),
  };
}

const plain = () => sharp({ create: { width: 60, height: 40, channels: 3, background: '#0f0' } });
/** A clean image that re-encoding at quality 80 makes smaller: noise saved at full quality. */
const noise = () =>
  sharp(randomBytes(64 * 64 * 3), { raw: { width: 64, height: 64, channels: 3 } });
const fullQuality = {
  jpeg: () => noise().jpeg({ quality: 100 }).toBuffer(),
  webp: () => noise().webp({ quality: 100 }).toBuffer(),
  png: () => noise().png({ compressionLevel: 0 }).toBuffer(),
};

describe('stored images carry nothing but their pixels', () => {
  it.each(['jpeg', 'png', 'webp', 'avif'] as const)(
    'a %s with GPS EXIF and orientation 6 is stored upright, without any metadata',
    async (format) => {
      const sent = await sidewaysPhoto(60, 40)[format]().toBuffer();
      expect(hasGpsBlock((await sharp(sent).metadata()).exif)).toBe(true);
      const stored = await cleanImage(uploadFile(`photo-${format}`, sent), true);
      const after = await sharp(stored.filepath).metadata();
      expect(after).toMatchObject({ width: 40, height: 60 });
      expect(carriesMetadata(after)).toBe(false);
      expect(hasGpsBlock(after.exif)).toBe(false);
      expect(after.orientation).toBeUndefined();
      expect({ width: stored.width, height: stored.height }).toEqual({ width: 40, height: 60 });
      expect(await colourAt(stored.filepath, 20, 5)).toEqual([255, 0, 0]);
      expect(await colourAt(stored.filepath, 20, 55)).toEqual([0, 0, 255]);
    },
  );

  it('cleans the upload even when size optimisation is off', async () => {
    const sent = await sidewaysPhoto(60, 40).jpeg().toBuffer();
    const stored = await cleanImage(uploadFile('no-optimisation', sent), false);
    expect(carriesMetadata(await sharp(stored.filepath).metadata())).toBe(false);
    expect(stored).toMatchObject({ width: 40, height: 60 });
  });

  it('keeps the clean file when re-encoding makes it bigger, instead of the upload with its GPS', async () => {
    // Camera-like noise at quality 20 grows when re-encoded at 80: Strapi's own optimize then
    // kept the upload as sent, GPS and all.
    const noise = randomBytes(96 * 96 * 3);
    const sent = await sharp(noise, { raw: { width: 96, height: 96, channels: 3 } })
      .withExif(GPS_EXIF)
      .jpeg({ quality: 20 })
      .toBuffer();
    const file = uploadFile('small-jpeg', sent);
    const stored = await cleanImage(file, true);
    expect(stored.filepath).not.toBe(file.filepath);
    expect(stored.sizeInBytes).toBeGreaterThan(sent.length);
    expect(carriesMetadata(await sharp(stored.filepath).metadata())).toBe(false);
  });

  it('keeps a clean upload as sent when re-encoding would only make it bigger', async () => {
    const sent = await plain().jpeg({ quality: 30 }).toBuffer();
    const file = uploadFile('clean-small-jpeg', sent);
    expect(await cleanImage(file, true)).toBe(file);
    expect(await cleanImage(file, false)).toBe(file);
  });

  it('keeps a clean GIF or AVIF as sent, as Strapi did', async () => {
    for (const format of ['gif', 'avif'] as const) {
      const file = uploadFile(`clean.${format}`, await plain()[format]().toBuffer());
      expect(await cleanImage(file, true)).toBe(file);
    }
  });

  it('sees EXIF, XMP and a pending orientation as metadata, plain pixels as none', async () => {
    const metadataOf = async (image: sharp.Sharp) =>
      carriesMetadata(await sharp(await image.toBuffer()).metadata());
    expect(await metadataOf(plain().png())).toBe(false);
    expect(await metadataOf(plain().withExif(GPS_EXIF).png())).toBe(true);
    const xmp = '<x:xmpmeta xmlns:x="adobe:ns:meta/"></x:xmpmeta>';
    expect(await metadataOf(plain().withXmp(xmp).png())).toBe(true);
    expect(await metadataOf(plain().withMetadata({ orientation: 3 }).jpeg())).toBe(true);
  });
});

describe('size optimisation re-encodes what it can make smaller', () => {
  it.each(['jpeg', 'webp', 'png'] as const)(
    'stores a clean %s smaller when optimisation is on, and as sent when it is off',
    async (format) => {
      const sent = await fullQuality[format]();
      const file = uploadFile(`full-${format}`, sent);
      expect(await cleanImage(file, false)).toBe(file);
      const stored = await cleanImage(file, true);
      expect(stored.filepath).toBe(path.join(dir, `optimized-full-${format}`));
      expect(stored.sizeInBytes).toBeLessThan(sent.length);
      // Strapi counts kilobytes of 1000 bytes, to two decimals.
      expect(stored.sizeInBytes).toBe(statSync(stored.filepath).size);
      expect(stored.size).toBe(Math.round((stored.sizeInBytes ?? 0) / 10) / 100);
      expect(await sharp(stored.filepath).metadata()).toMatchObject({
        format,
        width: 64,
        height: 64,
      });
      // Strapi uploads what the stream gives, so it must give the stored file.
      expect(await text(stored.getStream())).toBe(await text(createReadStream(stored.filepath)));
    },
  );

  it('writes a cleaned photo at full quality when optimisation is off', async () => {
    const sent = await noise().withExif(GPS_EXIF).jpeg({ quality: 100 }).toBuffer();
    const kept = await cleanImage(uploadFile('gps-full-quality', sent), false);
    const optimised = await cleanImage(uploadFile('gps-optimised', sent), true);
    expect(carriesMetadata(await sharp(kept.filepath).metadata())).toBe(false);
    expect(kept.sizeInBytes).toBeGreaterThan((optimised.sizeInBytes ?? 0) * 1.5);
  });

  it('keeps every frame of an animated image', async () => {
    const frames = await Promise.all(
      ['#f00', '#0f0', '#00f'].map((background) =>
        sharp({ create: { width: 30, height: 20, channels: 3, background } })
          .png()
          .toBuffer(),
      ),
    );
    const sent = await sharp(frames, { join: { animated: true } })
      .withMetadata({ orientation: 1 })
      .withExif(GPS_EXIF)
      .webp({ quality: 100 })
      .toBuffer();
    const stored = await cleanImage(uploadFile('animated-webp', sent), true);
    expect(await sharp(stored.filepath).metadata()).toMatchObject({ format: 'webp', pages: 3 });
    expect({ width: stored.width, height: stored.height }).toEqual({ width: 30, height: 20 });
  });

  it('writes beside the upload when the upload has no working directory', async () => {
    const file = uploadFile('no-work-dir', await fullQuality.jpeg(), undefined);
    const other = mkdtempSync(path.join(os.tmpdir(), 'brilla-clean-work-'));
    try {
      expect((await cleanImage(file, true)).filepath).toBe(path.join(dir, 'optimized-no-work-dir'));
      const elsewhere = { ...file, tmpWorkingDirectory: other };
      expect((await cleanImage(elsewhere, true)).filepath).toBe(
        path.join(other, 'optimized-no-work-dir'),
      );
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });

  it('leaves a format the CMS does not clean as sent, metadata and all', async () => {
    const sent = await plain().withMetadata({ orientation: 6 }).tiff().toBuffer();
    const file = uploadFile('photo.tiff', sent);
    expect(carriesMetadata(await sharp(sent).metadata())).toBe(true);
    expect(await cleanImage(file, true)).toBe(file);
  });
});

describe('what counts as metadata', () => {
  it('sees IPTC, Photoshop tags, PNG text and a turn still to apply', async () => {
    const bare = await sharp(await plain().png().toBuffer()).metadata();
    const tag = Buffer.from('tag');
    expect(carriesMetadata(bare)).toBe(false);
    expect(carriesMetadata({ ...bare, iptc: tag })).toBe(true);
    expect(carriesMetadata({ ...bare, tifftagPhotoshop: tag })).toBe(true);
    expect(carriesMetadata({ ...bare, comments: [{ keyword: 'Author', text: 'Ana' }] })).toBe(true);
    expect(carriesMetadata({ ...bare, comments: [] })).toBe(false);
    expect(carriesMetadata({ ...bare, orientation: 6 })).toBe(true);
    expect(carriesMetadata({ ...bare, orientation: 1 })).toBe(false);
  });
});

describe('the upload plugin cleans every image through cleanImage', () => {
  type Manipulation = {
    isImage: (file: UploadFile) => Promise<boolean>;
    isOptimizableImage: (file: UploadFile) => Promise<boolean>;
    isResizableImage: (file: UploadFile) => Promise<boolean>;
    optimize: (file: UploadFile) => Promise<UploadFile>;
    generateResponsiveFormats: (file: UploadFile) => Promise<Array<{ key: string }>>;
    resizeFileTo: () => string;
  };

  function plugin(settings: unknown, strapiSaysImage = false) {
    const extend = vi.fn();
    registerImageCleaning(
      fakeStrapi({
        get: (name: string) => (name === 'services' ? { extend } : undefined),
        plugin: (name: string) => ({
          service: (service: string) =>
            name === 'upload' && service === 'upload'
              ? { getSettings: async () => settings }
              : undefined,
        }),
      }),
    );
    const [uid, wrap] = extend.mock.calls[0] ?? [];
    const found = {
      isImage: async () => strapiSaysImage,
      isOptimizableImage: async () => false,
      isResizableImage: async () => false,
      optimize: async (file: UploadFile) => file,
      generateResponsiveFormats: async () => [],
      resizeFileTo: () => 'Strapi’s own',
    };
    return { uid, manipulation: (wrap as (found: Manipulation) => Manipulation)(found) };
  }

  it('extends Strapi’s image manipulation service, keeping what it does not replace', () => {
    const { uid, manipulation } = plugin({ sizeOptimization: true });
    expect(uid).toBe('plugin::upload.image-manipulation');
    expect(manipulation.resizeFileTo()).toBe('Strapi’s own');
  });

  it('takes AVIF for an image, which Strapi’s own check misses', async () => {
    const { manipulation } = plugin({ sizeOptimization: true });
    const avif = uploadFile('photo.avif', await plain().avif().toBuffer());
    const svg = uploadFile(
      'logo.svg',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>'),
    );
    const pdf = uploadFile('terms.pdf', Buffer.from('%PDF-1.4 not an image'));
    expect(await manipulation.isImage(avif)).toBe(true);
    expect(await manipulation.isOptimizableImage(avif)).toBe(true);
    expect(await manipulation.isImage(svg)).toBe(false);
    expect(await manipulation.isOptimizableImage(svg)).toBe(false);
    expect(await manipulation.isImage(pdf)).toBe(false);
    expect(await manipulation.isOptimizableImage(pdf)).toBe(false);
    expect(await plugin({}, true).manipulation.isImage(pdf)).toBe(true);
    expect(await manipulation.isResizableImage(avif)).toBe(true);
    // Once the provider has stored the original and dropped its path: read through its stream.
    const { filepath: _stored, ...streamed } = avif;
    expect(await manipulation.isOptimizableImage(streamed as UploadFile)).toBe(true);
    expect(await manipulation.isResizableImage(pdf)).toBe(false);
  });

  it('cuts the site’s variants instead of Strapi’s formats, setting or not', async () => {
    const file = {
      ...uploadFile('wide.png', await plain().resize(800, 400).png().toBuffer()),
      name: 'wide.png',
    };
    const variants = await plugin(null).manipulation.generateResponsiveFormats(file);
    // The local provider deletes `filepath` once it has stored the original, which Strapi
    // uploads while it cuts the formats: the variants are read through the file's stream then.
    const { filepath: _stored, ...uploaded } = file;
    const fromStream = await plugin(null).manipulation.generateResponsiveFormats(
      uploaded as UploadFile,
    );
    expect(fromStream.map(({ key }) => key)).toEqual(variants.map(({ key }) => key));
    expect(variants.map(({ key }) => key)).toEqual([
      'w168',
      'w168-avif',
      'w384',
      'w384-avif',
      'w576',
      'w576-avif',
      'w768',
      'w768-avif',
    ]);
  });

  it('names the variants after the upload (its hash when it has no name), in its working folder', async () => {
    const work = mkdtempSync(path.join(dir, 'work-'));
    const named = {
      ...uploadFile('named.png', await plain().png().toBuffer(), work),
      hash: 'named_5',
      name: 'Team photo.png',
    };
    const variants = (await plugin(null).manipulation.generateResponsiveFormats(
      named,
    )) as unknown as Variant[];
    expect(variants.map(({ file }) => [file.name, file.hash, path.dirname(file.filepath)])).toEqual(
      [
        ['w60_Team photo.jpg', 'w60_named_5', work],
        ['w60_Team photo.avif', 'w60_named_5', work],
      ],
    );
    const { tmpWorkingDirectory: _work, ...unnamed } = uploadFile(
      'unnamed.png',
      await plain().png().toBuffer(),
    );
    const fromHash = (await plugin(null).manipulation.generateResponsiveFormats(
      unnamed,
    )) as unknown as Variant[];
    expect(fromHash.map(({ file }) => [file.name, path.dirname(file.filepath)])).toEqual([
      ['w60_unnamed.jpg', os.tmpdir()],
      ['w60_unnamed.avif', os.tmpdir()],
    ]);
    for (const { file } of fromHash) rmSync(file.filepath);
  });

  it('optimises as the media library’s setting says, and not when it has none', async () => {
    const file = uploadFile('setting.jpeg', await fullQuality.jpeg());
    const optimised = await plugin({ sizeOptimization: true }).manipulation.optimize(file);
    expect(optimised.filepath).toBe(path.join(dir, 'optimized-setting.jpeg'));
    expect(await plugin({ sizeOptimization: false }).manipulation.optimize(file)).toBe(file);
    expect(await plugin(null).manipulation.optimize(file)).toBe(file);
  });
});
