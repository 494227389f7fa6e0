import { createHash } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { file as fileUtils } from '@strapi/utils';
import sharp from 'sharp';
import { envOptional } from '../env';

/**
 * The widths, in pixels, every uploaded image is cut to (docs/decisions/024-cms-image-variants.md):
 * the web's layout slots at 1×–3× (apps/web/app/lib/media.ts, `SLOTS`). 168: the testimonial
 * avatar (56 px) at 3×; 384 and 576: a phone's column at 1× and the team photo (192 px) at 3×;
 * 768: the `src` every browser gets; 1152: a phone's full-width slot at 3× (375 px → 335 px) and
 * the home hero at 2× on a desktop (556 px); 1536: a tablet's full width at 2×.
 */
export const VARIANT_WIDTHS = [168, 384, 576, 768, 1152, 1536] as const;
const WIDEST = 1536;

/** An image's own width is a variant only when no layout width is within 10 % below it. */
const NEAR = 1.1;

/**
 * AVIF at effort 2 (sharp's default is 4): a fifth of the encoding time for a few percent more
 * bytes; every test stack seeds its ~80 images afresh. Quality 50 is about JPEG 78's look.
 */
const AVIF_OPTIONS = { quality: 50, effort: 2 } as const;
const JPEG_OPTIONS = { quality: 78, progressive: true, mozjpeg: false } as const;
const PNG_OPTIONS = { compressionLevel: 8, adaptiveFiltering: false } as const;

/** A variant's format key: `w768` the fallback (JPEG, PNG with transparency), `w768-avif` AVIF. */
export const variantKey = (width: number, avif: boolean) => `w${width}${avif ? '-avif' : ''}`;
export const VARIANT_KEY = /^w\d+(-avif)?$/;

/** Formats sharp reads that get variants; a GIF may move, and is shown as uploaded. */
const VARIANT_SOURCES = new Set(['jpeg', 'png', 'webp', 'heif']);

/**
 * The widths an image of `width` pixels is cut to: every layout width it reaches (never
 * enlarged), and its own width when it is narrower than the widest and no layout width is
 * within 10 % below it (an 1200-pixel image gets 1152, not 1200 too; a 900-pixel one gets 900).
 */
export function variantWidths(width: number): number[] {
  // Stryker disable next-line EqualityOperator: an image exactly a layout width gets that width as its own below.
  const widths: number[] = VARIANT_WIDTHS.filter((w) => w <= width);
  const widest = widths.at(-1) ?? 0;
  // Below the widest layout width (an image of 1536 px or more reaches it).
  if (widest < WIDEST && widest * NEAR < width) widths.push(width);
  return widths;
}

/** A file as the upload plugin gives it to the provider (Strapi's format files). */
export type VariantFile = {
  name: string;
  hash: string;
  ext: string;
  mime: string;
  path: string | null;
  filepath: string;
  getStream: () => ReadStream;
  width: number;
  height: number;
  size: number;
  sizeInBytes: number;
};

export type Variant = { key: string; file: VariantFile };

/**
 * The source of the variants: the stored (cleaned) upload, as a file path or its bytes (the
 * provider may have deleted the file path by then: Strapi uploads the original alongside), its
 * name and hash.
 */
export type VariantSource = {
  input: string | Buffer;
  name: string;
  hash: string;
  path?: string | null;
};

const ENCODINGS = {
  jpeg: { ext: '.jpg', mime: 'image/jpeg' },
  png: { ext: '.png', mime: 'image/png' },
  avif: { ext: '.avif', mime: 'image/avif' },
} as const;

/** What a variant file is: the encoder's answer, kept beside the file in the cache. */
type Encoded = { width: number; height: number; size: number };

/** Everything that changes a variant's bytes besides the source's: part of the cache key. */
const RECIPE = JSON.stringify([VARIANT_WIDTHS, NEAR, AVIF_OPTIONS, JPEG_OPTIONS, PNG_OPTIONS]);

/**
 * A folder of variants already cut, by the source's bytes and the recipe (`CMS_VARIANT_CACHE`;
 * unset: none). Only test stacks set it (the test kit's `cmsEnv`): each seeds the same ~80
 * images afresh, and the AVIF encoding was most of a stack's start.
 */
async function cached(
  input: string | Buffer,
  cut: (dir: string) => Promise<Record<string, Encoded>>,
  dir: string,
): Promise<Record<string, Encoded>> {
  const cacheRoot = envOptional('CMS_VARIANT_CACHE');
  if (!cacheRoot) return cut(dir);
  const bytes = typeof input === 'string' ? await readFile(input) : input;
  const key = createHash('sha256').update(RECIPE).update(bytes).digest('hex');
  const folder = path.join(cacheRoot, key);
  const index = path.join(folder, 'index.json');
  // Stryker disable next-line StringLiteral: without an encoding JSON.parse reads the file's bytes as the same text.
  const hit = await readFile(index, 'utf8').then(
    (text) => JSON.parse(text) as Record<string, Encoded>,
    // Stryker disable next-line ArrowFunction: a missing index read as undefined is a miss as null is.
    () => null,
  );
  if (hit) {
    await Promise.all(
      Object.keys(hit).map((name) => copyFile(path.join(folder, name), path.join(dir, name))),
    );
    return hit;
  }
  const made = await cut(dir);
  await mkdir(folder, { recursive: true });
  await Promise.all(
    Object.keys(made).map((name) => copyFile(path.join(dir, name), path.join(folder, name))),
  );
  await writeFile(index, JSON.stringify(made));
  return made;
}

/**
 * The variants of an image, written in `dir`: at each width of `variantWidths`, a JPEG (a PNG
 * when the image has transparency) and an AVIF of the same name and hash (`w768_<hash>.jpg`,
 * `w768_<hash>.avif`), so the web's upload proxy finds the AVIF beside the JPEG a `srcset`
 * lists. sharp writes no metadata: none reaches a variant. A file sharp cannot read, or a GIF,
 * has none. The widths are encoded side by side (AVIF keeps one core busy per image).
 */
export async function makeVariants(source: VariantSource, dir: string): Promise<Variant[]> {
  const metadata = await sharp(source.input)
    .metadata()
    .catch(
      // Stryker disable next-line ArrowFunction: metadata undefined is refused below as null is.
      () => null,
    );
  if (!metadata?.width || !VARIANT_SOURCES.has(metadata.format)) return [];
  const upright = (metadata.orientation ?? 1) >= 5;
  const width = upright ? (metadata.height ?? metadata.width) : metadata.width;
  const fallback = metadata.hasAlpha ? 'png' : 'jpeg';
  const targets = variantWidths(width).flatMap((target) =>
    [fallback, 'avif'].map((format) => ({ target, format: format as keyof typeof ENCODINGS })),
  );
  const fileName = (target: number, format: keyof typeof ENCODINGS) =>
    `w${target}_${source.hash}${ENCODINGS[format].ext}`;
  // Several uploads of one request share `dir`: each cuts in a folder of its own.
  const scratch = await mkdtemp(path.join(dir, 'variants-'));
  const encoded = await cached(
    source.input,
    async (into) => {
      const made = await Promise.all(
        targets.map(async ({ target, format }) => {
          const resized = sharp(source.input).autoOrient().resize({ width: target });
          const encoder =
            format === 'avif'
              ? resized.avif(AVIF_OPTIONS)
              : format === 'png'
                ? resized.png(PNG_OPTIONS)
                : // Stryker disable next-line ObjectLiteral: only an image without alpha gets a JPEG, so no pixel is flattened onto the background.
                  resized.flatten({ background: '#ffffff' }).jpeg(JPEG_OPTIONS);
          // Named by the target, not the hash: a cached cut serves any upload of the same bytes.
          const info = await encoder.toFile(path.join(into, `${target}${ENCODINGS[format].ext}`));
          return [
            `${target}${ENCODINGS[format].ext}`,
            { width: info.width, height: info.height, size: info.size },
          ] as const;
        }),
      );
      return Object.fromEntries(made);
    },
    scratch,
  );
  const variants = await Promise.all(
    targets.map(async ({ target, format }) => {
      const { ext, mime } = ENCODINGS[format];
      const made = encoded[`${target}${ext}`];
      if (!made) throw new Error(`variant ${target}${ext} of ${source.name} was not made`);
      const hash = `w${target}_${source.hash}`;
      const filepath = path.join(dir, fileName(target, format));
      await rename(path.join(scratch, `${target}${ext}`), filepath);
      return {
        key: variantKey(target, format === 'avif'),
        file: {
          name: `w${target}_${source.name.replace(/\.[^.]+$/, '')}${ext}`,
          hash,
          ext,
          mime,
          path: source.path ?? null,
          filepath,
          getStream: () => createReadStream(filepath),
          width: made.width,
          height: made.height,
          size: fileUtils.bytesToKbytes(made.size),
          sizeInBytes: made.size,
        },
      };
    }),
  );
  await rm(scratch, { recursive: true });
  return variants;
}

/** Whether an upload's formats already hold every variant it should have (the backfill skips it). */
export function hasVariants(formats: Record<string, unknown> | null | undefined, width: number) {
  return variantWidths(width).every(
    (w) => formats?.[variantKey(w, false)] && formats[variantKey(w, true)],
  );
}
