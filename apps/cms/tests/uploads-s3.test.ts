import { readdirSync } from 'node:fs';
import path from 'node:path';
import { DeleteBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { hasGpsBlock } from '@brilla/testkit/exif';
import { type FakeS3, startFakeS3 } from '@brilla/testkit/s3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backfillVariants } from '../src/lib/image-variants-backfill';
import { carriesMetadata } from '../src/lib/upload-image-cleaning';
import { adminLogin } from './helpers/admin-api';
import { colourAt, sidewaysPhoto } from './helpers/images';
import { type BootedStrapi, bootStrapi } from './helpers/strapi';

type StoredFile = {
  id: number;
  url: string;
  provider: string;
  mime: string;
  width?: number | null;
  formats: Record<string, { url: string }> | null;
};

/** `<publicUrl>/<key>` → key. */
const keyOf = (s3: FakeS3, url: string) => url.slice(`${s3.env.S3_PUBLIC_URL}/`.length);

/** Leaves the store without the bucket, as a fresh S3 store is. */
async function deleteBucket(s3: FakeS3): Promise<void> {
  const client = new S3Client({
    endpoint: s3.endpoint,
    region: s3.env.S3_REGION,
    forcePathStyle: true,
    credentials: {
      accessKeyId: s3.env.S3_ACCESS_KEY_ID ?? '',
      secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY ?? '',
    },
  });
  try {
    await client.send(new DeleteBucketCommand({ Bucket: s3.bucket }));
  } finally {
    client.destroy();
  }
}

/**
 * A CMS with S3_* set (docs/decisions/015-cms-shared-uploads-on-s3.md) against s3rver on
 * 127.0.0.1, whose bucket it creates on start: what the admin uploads, and what the seed
 * uploads, lands in the bucket, is linked at the bucket's public address, and never on the
 * CMS's own disk.
 */
describe('uploads on S3', () => {
  let s3: FakeS3;
  let cms: BootedStrapi;
  let jwt = '';
  let png: Buffer;
  let stored: StoredFile;

  const uploadsDir = () => path.join(cms.strapi.dirs.static.public, 'uploads');
  const upload = (name: string, content: Buffer, type: string) => {
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(content)], { type }), name);
    return fetch(`${cms.baseUrl}/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${jwt}` },
      body: form,
      signal: AbortSignal.timeout(20_000),
    });
  };

  beforeAll(async () => {
    s3 = await startFakeS3();
    await deleteBucket(s3);
    expect((await fetch(`${s3.endpoint}/${s3.bucket}`, { method: 'HEAD' })).status).toBe(404);
    cms = await bootStrapi(s3.env);
    jwt = await adminLogin(cms.baseUrl);
    // Wide enough for Strapi to make a thumbnail and a small format too.
    png = await sharp({ create: { width: 640, height: 400, channels: 3, background: '#6d28d9' } })
      .png()
      .toBuffer();
  });

  afterAll(async () => {
    await cms?.close();
    await s3?.close();
  });

  it('creates the bucket on start when the store has none', async () => {
    expect((await fetch(`${s3.endpoint}/${s3.bucket}`, { method: 'HEAD' })).status).toBe(200);
  });

  it('stores an admin upload and its formats in the bucket, linked at the public URL', async () => {
    const response = await upload('portada.png', png, 'image/png');
    expect(response.status).toBe(201);
    stored = ((await response.json()) as StoredFile[])[0] ?? expect.fail('no file in the answer');
    expect(stored.provider).toBe('aws-s3');
    expect(stored.url).toMatch(new RegExp(`^${s3.env.S3_PUBLIC_URL}/portada_[0-9a-f]+\\.png$`));
    const formats = Object.values(stored.formats ?? {}).map((format) => format.url);
    expect(formats.length).toBeGreaterThanOrEqual(2);
    const keys = await s3.keys();
    for (const url of [stored.url, ...formats]) {
      expect(url.startsWith(`${s3.env.S3_PUBLIC_URL}/`), url).toBe(true);
      expect(keys).toContain(keyOf(s3, url));
    }
  });

  it('serves the uploaded image from that URL', async () => {
    const served = await fetch(stored.url, { signal: AbortSignal.timeout(5000) });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    // Strapi re-encodes images it stores (size optimisation): the same pixels, not the same bytes.
    const pixels = (image: Buffer) => sharp(image).raw().toBuffer({ resolveWithObject: true });
    const [sent, got] = await Promise.all(
      [png, Buffer.from(await served.arrayBuffer())].map(pixels),
    );
    expect(got?.info).toEqual(sent?.info);
    expect(got?.data.equals(sent?.data as Buffer)).toBe(true);
  });

  it('stores a phone photo and its formats upright and without GPS or any metadata', async () => {
    const photo = await sidewaysPhoto(1200, 900).jpeg({ quality: 90 }).toBuffer();
    expect(hasGpsBlock((await sharp(photo).metadata()).exif)).toBe(true);
    const response = await upload('foto.jpg', photo, 'image/jpeg');
    expect(response.status).toBe(201);
    const [file] = (await response.json()) as StoredFile[];
    if (!file) return expect.fail('no file in the answer');
    const urls = [file.url, ...Object.values(file.formats ?? {}).map((format) => format.url)];
    // The original, the thumbnail, and a JPEG and an AVIF at 168, 384, 576, 768 and 900 px
    // (upright: 900 wide, 1200 tall).
    expect(urls).toHaveLength(12);
    expect(Object.keys(file.formats ?? {})).toContain('w900-avif');
    for (const url of urls) {
      const bytes = Buffer.from(await (await fetch(url)).arrayBuffer());
      const metadata = await sharp(bytes).metadata();
      expect(carriesMetadata(metadata), url).toBe(false);
      expect(hasGpsBlock(metadata.exif), url).toBe(false);
      expect(metadata.height, url).toBeGreaterThan(metadata.width);
      expect(await colourAt(bytes, Math.floor(metadata.width / 2), 2), url).toEqual([255, 0, 0]);
    }
  });

  it('puts the seed’s media in the bucket too, and nothing under public/uploads', async () => {
    const files = (await cms.strapi.db.query('plugin::upload.file').findMany({})) as StoredFile[];
    expect(files.length).toBeGreaterThan(1);
    const keys = await s3.keys();
    for (const file of files) {
      expect(file.provider, file.url).toBe('aws-s3');
      expect(keys).toContain(keyOf(s3, file.url));
    }
    expect(readdirSync(uploadsDir())).toEqual([]);
  });

  it('gives a stored image that lacks them its variants in the bucket, once', async () => {
    const files = () =>
      cms.strapi.db.query('plugin::upload.file').findMany({}) as Promise<StoredFile[]>;
    // An image wide enough for a 768 px variant: the phone photo above (900 px).
    const seeded = (await files()).find((file) => (file.width ?? 0) >= 800);
    if (!seeded) return expect.fail('no image 800 px wide or more');
    // As an upload from before the variants: Strapi's thumbnail only.
    const { thumbnail } = seeded.formats ?? {};
    await cms.strapi.db
      .query('plugin::upload.file')
      .update({ where: { id: seeded.id }, data: { formats: { thumbnail } } });
    const first = await backfillVariants(cms.strapi);
    expect(first).toMatchObject({ done: 1, failed: [] });
    const again = await backfillVariants(cms.strapi);
    expect(again).toMatchObject({ done: 0, failed: [] });
    const after = (await files()).find((file) => file.id === seeded.id);
    const formats = after?.formats ?? {};
    expect(formats.thumbnail).toEqual(thumbnail);
    const keys = await s3.keys();
    for (const key of ['w768', 'w768-avif']) {
      const url = formats[key]?.url ?? expect.fail(`no ${key}`);
      expect(url.startsWith(`${s3.env.S3_PUBLIC_URL}/`), url).toBe(true);
      expect(keys).toContain(keyOf(s3, url));
      const bytes = Buffer.from(await (await fetch(url)).arrayBuffer());
      const metadata = await sharp(bytes).metadata();
      expect(metadata.format).toBe(key.endsWith('avif') ? 'heif' : 'jpeg');
      expect(metadata.width).toBe(768);
      expect(carriesMetadata(metadata)).toBe(false);
    }
    expect(readdirSync(uploadsDir())).toEqual([]);
  });

  it('lets the admin show the bucket’s images (CSP img-src and media-src)', async () => {
    const response = await fetch(`${cms.baseUrl}/_health`);
    const csp = response.headers.get('content-security-policy') ?? '';
    const directive = (name: string) => csp.split(';').find((d) => d.trim().startsWith(name));
    expect(directive('img-src')).toContain(s3.endpoint);
    expect(directive('media-src')).toContain(s3.endpoint);
  });

  it('removes the file and its formats from the bucket when the admin deletes it', async () => {
    const keys = [stored.url, ...Object.values(stored.formats ?? {}).map((f) => f.url)].map((url) =>
      keyOf(s3, url),
    );
    const response = await fetch(`${cms.baseUrl}/upload/files/${stored.id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${jwt}` },
    });
    expect(response.status).toBe(200);
    const left = await s3.keys();
    for (const key of keys) expect(left).not.toContain(key);
  });
});
