import { hasGpsBlock } from '@brilla/testkit/exif';
import { PDFDocument, PDFName } from 'pdf-lib';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { carriesMetadata } from '../src/lib/upload-image-cleaning';
import { nextIp } from './api-context';
import { colourAt, pngBomb, sidewaysPhoto } from './helpers/images';
import { ADMIN } from './helpers/strapi';
import type { SecurityContext } from './security-suite';

type Json = Record<string, unknown>;
type StoredFile = {
  url: string;
  width: number;
  height: number;
  formats: Record<string, { url: string; width: number; height: number }> | null;
};

/**
 * What happens to a photo an editor uploads in the media library (the admin's POST /upload, files
 * on local disk here; tests/uploads-s3.test.ts does the same on S3): every file a visitor can
 * fetch is upright and carries no metadata, and an image too big to decode is refused, saying
 * what to do, in the admin's Spanish.
 */
export function defineUploadTests(context: SecurityContext) {
  const baseUrl = () => context.cms().baseUrl;
  let jwt = '';
  const upload = (name: string, content: Buffer, type: string, language?: string) => {
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(content)], { type }), name);
    return fetch(`${baseUrl()}/upload`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${jwt}`,
        ...(language ? { 'accept-language': language } : {}),
      },
      body: form,
      signal: AbortSignal.timeout(60_000),
    });
  };
  const files = () => context.cms().strapi.db.query('plugin::upload.file').count({});
  /** Every file of an upload a visitor can fetch: the original and each variant. */
  const served = async (file: StoredFile) =>
    Promise.all(
      [file, ...Object.values(file.formats ?? {})].map(async ({ url }) => {
        const response = await fetch(`${baseUrl()}${url}`);
        expect(response.status, url).toBe(200);
        return { url, bytes: Buffer.from(await response.arrayBuffer()) };
      }),
    );

  beforeAll(async () => {
    const reply = await context.call('POST', '/admin/login', ADMIN, {
      'x-forwarded-for': nextIp(),
    });
    jwt = (reply.body.data as Json).token as string;
  });

  describe('uploaded photos: upright, without metadata, within limits', () => {
    it('stores a phone photo and every variant upright, with no GPS, EXIF, XMP or IPTC', async () => {
      const photo = await sidewaysPhoto(1600, 1200).jpeg({ quality: 90 }).toBuffer();
      expect(hasGpsBlock((await sharp(photo).metadata()).exif)).toBe(true);
      const response = await upload('foto-del-telefono.jpg', photo, 'image/jpeg');
      expect(response.status).toBe(201);
      const [stored] = (await response.json()) as StoredFile[];
      if (!stored) return expect.fail('no file in the answer');
      // Shown upright the photo is 1200 wide and 1600 tall; the variants keep that shape: a JPEG
      // and an AVIF at each layout width it reaches (docs/decisions/024), and the thumbnail the
      // media library shows.
      expect({ width: stored.width, height: stored.height }).toEqual({ width: 1200, height: 1600 });
      expect(Object.keys(stored.formats ?? {}).sort()).toEqual(
        ['thumbnail', ...[1152, 168, 384, 576, 768].flatMap((w) => [`w${w}`, `w${w}-avif`])].sort(),
      );
      expect(stored.formats?.w768?.url).toMatch(/^\/uploads\/w768_foto_del_telefono_\w+\.jpg$/);
      expect(stored.formats?.['w768-avif']?.url).toBe(
        stored.formats?.w768?.url.replace(/\.jpg$/, '.avif'),
      );
      for (const { url, bytes } of await served(stored)) {
        const metadata = await sharp(bytes).metadata();
        expect(carriesMetadata(metadata), url).toBe(false);
        expect(hasGpsBlock(metadata.exif), url).toBe(false);
        expect(bytes.includes('Camera 12'), url).toBe(false);
        expect(metadata.height, url).toBeGreaterThan(metadata.width);
        expect(await colourAt(bytes, Math.floor(metadata.width / 2), 2), url).toEqual([255, 0, 0]);
        expect(
          await colourAt(bytes, Math.floor(metadata.width / 2), metadata.height - 3),
          url,
        ).toEqual([0, 0, 255]);
      }
    });

    it('stores an AVIF without its EXIF too (Strapi’s own image checks skip AVIF)', async () => {
      const photo = await sidewaysPhoto(320, 240).avif().toBuffer();
      const response = await upload('foto.avif', photo, 'image/avif');
      expect(response.status).toBe(201);
      const [stored] = (await response.json()) as StoredFile[];
      if (!stored) return expect.fail('no file in the answer');
      // Strapi's own lists skip AVIF: it got no variants before; now the layout's, and its own
      // 240 px width (a JPEG and an AVIF each).
      expect(Object.keys(stored.formats ?? {}).sort()).toEqual(
        ['thumbnail', 'w168', 'w168-avif', 'w240', 'w240-avif'].sort(),
      );
      for (const { url, bytes } of await served(stored)) {
        const metadata = await sharp(bytes).metadata();
        expect(carriesMetadata(metadata), url).toBe(false);
        expect(hasGpsBlock(metadata.exif), url).toBe(false);
        // Upright: 240 × 320, or a smaller copy of that shape.
        expect(metadata.height / metadata.width, url).toBeCloseTo(320 / 240, 1);
      }
      const original = await sharp(
        Buffer.from(await (await fetch(`${baseUrl()}${stored.url}`)).arrayBuffer()),
      ).metadata();
      expect({ width: original.width, height: original.height }).toEqual({
        width: 240,
        height: 320,
      });
    });

    it('refuses an image that decodes to too many pixels, before decoding it, in Spanish', async () => {
      const before = await files();
      // 200 megapixels in 24 KB: under sharp's own ceiling, so Strapi would decode all of it.
      const bomb = pngBomb(16_000, 12_500);
      const response = await upload('plano.png', bomb, 'image/png');
      expect(response.status).toBe(413);
      const body = (await response.json()) as { error: { name: string; message: string } };
      expect(body.error).toMatchObject({
        name: 'PayloadTooLargeError',
        message:
          '«plano.png» tiene 200 megapíxeles y el máximo es 50. Redúcela (por ejemplo, a 4000 × 3000 píxeles) y vuelve a subirla.',
      });
      expect(await files()).toBe(before);
    });

    it('says it in English to a browser that prefers English', async () => {
      const response = await upload('plan.png', pngBomb(20_000, 20_000), 'image/png', 'en-GB,en');
      expect(response.status).toBe(413);
      const body = (await response.json()) as { error: { message: string } };
      expect(body.error.message).toBe(
        '"plan.png" has 400 megapixels and the most is 50. Make it smaller (say 4000 × 3000 pixels) and upload it again.',
      );
    });

    it('stores a PDF without who made it, with what and when (document information, XMP)', async () => {
      const pdf = await PDFDocument.create();
      pdf.setAuthor('Ana Pérez');
      pdf.setCreator('Writer');
      pdf.addPage([300, 200]);
      const xmp = pdf.context.stream('<x:xmpmeta xmlns:x="adobe:ns:meta/"/>', { Type: 'Metadata' });
      pdf.catalog.set(PDFName.of('Metadata'), pdf.context.register(xmp));
      const sent = Buffer.from(await pdf.save({ useObjectStreams: false }));
      expect(sent.includes('xmpmeta')).toBe(true);
      const response = await upload('tarifas.pdf', sent, 'application/pdf');
      expect(response.status).toBe(201);
      const [stored] = (await response.json()) as [StoredFile & { size: number }];
      const bytes = (await served(stored)).map((file) => file.bytes)[0] ?? Buffer.alloc(0);
      expect(bytes.includes('xmpmeta')).toBe(false);
      const kept = await PDFDocument.load(bytes, { updateMetadata: false });
      expect([kept.getAuthor(), kept.getCreator(), kept.getPageCount()]).toEqual([
        undefined,
        undefined,
        1,
      ]);
      // The media library shows the size of the file it keeps.
      expect(stored.size).toBeCloseTo(bytes.length / 1000, 1);
    });

    it('refuses a PDF locked with a password, saying how to upload it, in Spanish', async () => {
      const locked = await PDFDocument.create();
      locked.addPage();
      locked.context.trailerInfo.Encrypt = locked.context.obj({ Filter: 'Standard' });
      const before = await files();
      const response = await upload(
        'tarifas.pdf',
        Buffer.from(await locked.save()),
        'application/pdf',
      );
      expect(response.status).toBe(415);
      const body = (await response.json()) as { error: { message: string } };
      expect(body.error.message).toBe(
        '«tarifas.pdf» está protegido con contraseña, y así no se le pueden quitar los datos de quién lo hizo antes de publicarlo. Guárdalo sin contraseña y vuelve a subirlo.',
      );
      expect(await files()).toBe(before);
    });

    it('refuses a file that is no image or PDF saying which formats it may be, in Spanish', async () => {
      const response = await upload('nota.txt', Buffer.from('hola'), 'text/plain');
      expect(response.status).toBe(415);
      const body = (await response.json()) as { error: { message: string } };
      expect(body.error.message).toBe(
        '«nota.txt» no es una imagen (JPEG, PNG, WebP, GIF o AVIF) ni un PDF: solo esos se pueden subir. Expórtalo en uno de esos formatos y vuelve a subirlo.',
      );
    });
  });
}
