import { createReadStream, type ReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import type { Core } from '@strapi/strapi';
import { file as fileUtils } from '@strapi/utils';
import sharp, { type Metadata } from 'sharp';
import { makeVariants, type Variant } from './image-variants';

const IMAGE_MANIPULATION = 'plugin::upload.image-manipulation';

/**
 * The encoder for each format sharp reads that the CMS accepts (config/plugins.ts). AVIF reads as
 * 'heif': Strapi's own lists name it 'avif', so its image checks never saw an AVIF upload.
 */
const ENCODERS = {
  jpeg: 'jpeg',
  png: 'png',
  webp: 'webp',
  gif: 'gif',
  heif: 'avif',
} as const;
type Readable = keyof typeof ENCODERS;
/** What Strapi's size optimisation re-encodes in practice; GIF and AVIF only when they must be cleaned. */
const SIZE_OPTIMISED: ReadonlySet<Readable> = new Set(['jpeg', 'png', 'webp']);
const isReadable = (format: string): format is Readable => Object.hasOwn(ENCODERS, format);

/** The upload plugin's file as it goes from the request to the provider. */
export type UploadFile = {
  hash: string;
  name?: string;
  path?: string | null;
  filepath: string;
  tmpWorkingDirectory?: string;
  getStream: () => ReadStream;
  width?: number | null;
  height?: number | null;
  size?: number;
  sizeInBytes?: number;
};

type ImageManipulation = {
  optimize: (file: UploadFile) => Promise<UploadFile>;
  isImage: (file: UploadFile) => Promise<boolean>;
  isOptimizableImage: (file: UploadFile) => Promise<boolean>;
  isResizableImage: (file: UploadFile) => Promise<boolean>;
  generateResponsiveFormats: (file: UploadFile) => Promise<Variant[]>;
};
type UploadSettings = { sizeOptimization?: boolean } | null | undefined;

/**
 * Whether a file says more than its pixels: EXIF (camera, time, GPS), XMP, IPTC, Photoshop
 * tags, PNG text, or an orientation still to apply.
 */
export function carriesMetadata(metadata: Metadata): boolean {
  return (
    metadata.exif !== undefined ||
    metadata.xmp !== undefined ||
    metadata.iptc !== undefined ||
    metadata.tifftagPhotoshop !== undefined ||
    (metadata.comments?.length ?? 0) > 0 ||
    (metadata.orientation ?? 1) !== 1
  );
}

/**
 * The file the CMS stores for an uploaded image, from which Strapi also cuts every variant:
 * turned as its orientation tag says, then written without any metadata (sharp keeps none unless
 * asked). With size optimisation on (the media library's setting, on by default) a JPEG, PNG or
 * WebP is re-encoded at quality 80, and the upload is kept as sent when that comes out bigger —
 * but only when the upload carries nothing to remove: otherwise the clean file is kept, bigger or
 * not. A clean GIF or AVIF is kept as sent, as Strapi did (AVIF takes seconds to encode).
 */
export async function cleanImage(file: UploadFile, sizeOptimization: boolean): Promise<UploadFile> {
  const metadata = await sharp(file.filepath).metadata();
  if (!isReadable(metadata.format)) return file;
  const dirty = carriesMetadata(metadata);
  const optimise = sizeOptimization && SIZE_OPTIMISED.has(metadata.format);
  if (!dirty && !optimise) return file;
  const target = path.join(
    file.tmpWorkingDirectory ?? path.dirname(file.filepath),
    `optimized-${file.hash}`,
  );
  const info = await sharp(file.filepath, { animated: true })
    .autoOrient()
    .toFormat(ENCODERS[metadata.format], { quality: optimise ? 80 : 100 })
    .toFile(target);
  // Stryker disable next-line EqualityOperator: a copy of exactly the original's size is as small as it, so keeping either keeps the promise (never a larger upload).
  if (!dirty && info.size > (await stat(file.filepath)).size) return file;
  return {
    ...file,
    filepath: target,
    getStream: () => createReadStream(target),
    width: info.width,
    height: info.pageHeight ?? info.height,
    size: fileUtils.bytesToKbytes(info.size),
    sizeInBytes: info.size,
  };
}

/**
 * Every image uploaded, however (the media library, the REST upload, the seed) and wherever it is
 * stored (local disk or S3: the provider only receives files), goes through `cleanImage` before
 * Strapi stores it or cuts its variants: Strapi's own `optimize` keeps the upload as sent when
 * re-encoding makes it bigger (its GPS block and all), drops the orientation tag without turning
 * the pixels unless "auto orientation" is on (a portrait phone photo then lies on its side), and
 * never sees AVIF (docs/decisions/023-cms-uploaded-images-cleaned-and-limited.md).
 *
 * Strapi's responsive formats (small, medium, large: one width list, the upload's format) are
 * replaced by the site's variants, cut from the cleaned file: JPEG (PNG with transparency) and
 * AVIF at the layout's widths, whatever the media library's "responsive" setting says
 * (docs/decisions/024-cms-image-variants.md). The thumbnail stays: the media library shows it.
 */
export function registerImageCleaning(strapi: Core.Strapi): void {
  strapi.get('services').extend(IMAGE_MANIPULATION, (found: ImageManipulation) => {
    // A file sharp cannot read (a PDF, a text) is no image to clean. Strapi asks again once the
    // provider has stored the original and dropped its `filepath`: read the stream then.
    const readable = async (file: UploadFile) => {
      try {
        const input = file.filepath ?? (await buffer(file.getStream()));
        return isReadable((await sharp(input).metadata()).format);
      } catch {
        return false;
      }
    };
    return {
      ...found,
      isImage: async (file: UploadFile) => (await found.isImage(file)) || readable(file),
      isOptimizableImage: readable,
      // Strapi's list leaves AVIF out (sharp says 'heif'): an AVIF upload got no variants.
      isResizableImage: async (file: UploadFile) =>
        (await found.isResizableImage(file)) || readable(file),
      optimize: async (file: UploadFile) => {
        const settings = (await strapi
          .plugin('upload')
          .service('upload')
          .getSettings()) as UploadSettings;
        return cleanImage(file, settings?.sizeOptimization ?? false);
      },
      // Strapi uploads the original while it cuts the formats, and the provider deletes the
      // file's `filepath` once stored: read it through its stream then, as Strapi's own do.
      generateResponsiveFormats: async (file: UploadFile) =>
        makeVariants(
          {
            input: file.filepath ?? (await buffer(file.getStream())),
            name: file.name ?? file.hash,
            hash: file.hash,
            path: file.path,
          },
          file.tmpWorkingDirectory ?? os.tmpdir(),
        ),
    };
  });
}
