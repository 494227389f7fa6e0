import { randomBytes } from 'node:crypto';
import { createReadStream, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { colourAt, GPS_EXIF, hasGpsBlock, sidewaysPhoto } from '../../tests/helpers/images';
import { carriesMetadata, cleanImage, type UploadFile } from './upload-image-cleaning';

const dir = mkdtempSync(path.join(os.tmpdir(), 'brilla-clean-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function uploadFile(name: string, content: Buffer): UploadFile {
  const filepath = path.join(dir, name);
  writeFileSync(filepath, content);
  return {
    hash: name,
    filepath,
    tmpWorkingDirectory: dir,
    getStream: () => createReadStream(filepath),
  };
}

const plain = () => sharp({ create: { width: 60, height: 40, channels: 3, background: '#0f0' } });

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
