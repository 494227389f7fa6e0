import { open, rm } from 'node:fs/promises';
import { posix } from 'node:path';
import sharp from 'sharp';
import { resolveLanguage } from '../lib/accept-language';
import { answerError } from '../lib/error-body';
import { cleanPdf } from '../lib/pdf-cleaning';
import { UPLOAD_REFUSALS } from '../lib/upload-refusals';

/** The media the site uses: raster images (sharp can read them) and PDF. SVG can carry script. */
const IMAGE_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif']);
const INERT_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy':
    "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'",
  'Cross-Origin-Resource-Policy': 'same-site',
};
const IMAGE_PATH = /\.(jpe?g|png|webp|gif|avif)$/i;

/** The limit is set once, in config/middlewares.ts (CMS_MAX_UPLOAD_MEGAPIXELS). */
type Config = { maxMegapixels?: number };
type UploadedFile = { filepath?: string; originalFilename?: string | null; size?: number };
type Ctx = {
  method: string;
  path: string;
  status: number;
  body: unknown;
  request: {
    files?: Record<string, UploadedFile | UploadedFile[]>;
    headers: Record<string, string | string[] | undefined>;
  };
  set: (header: string, value: string) => void;
};

async function startsWith(filepath: string, magic: string): Promise<boolean> {
  const file = await open(filepath, 'r');
  try {
    const buffer = Buffer.alloc(magic.length);
    await file.read(buffer, 0, magic.length, 0);
    return buffer.toString('latin1') === magic;
  } finally {
    await file.close();
  }
}

type Media = { kind: 'image'; megapixels: number } | { kind: 'pdf' };

/**
 * What a file really is, read from its bytes (never its name or declared type), and for an image
 * how many megapixels decoding it would make (every frame of an animation), read from its header
 * alone: a small file can decode to gigabytes.
 */
export async function mediaKind(filepath: string): Promise<Media | null> {
  try {
    // Read from the header with no pixel ceiling: sharp's own (268 megapixels) would make a
    // bigger image look like no image at all.
    const { format, width, height, pages } = await sharp(filepath, {
      limitInputPixels: false,
    }).metadata();
    if (format && IMAGE_FORMATS.has(format)) {
      return { kind: 'image', megapixels: (width * height * (pages ?? 1)) / 1_000_000 };
    }
  } catch {
    // not an image sharp can read
  }
  return (await startsWith(filepath, '%PDF-')) ? { kind: 'pdf' } : null;
}

/** The path as the static server resolves it (`//uploads/x`, `/a/../uploads/x`, escapes). */
export function servedPath(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // koa-send refuses it too
  }
  return posix.normalize(decoded.replace(/\\/g, '/')).replace(/^\/+/, '/');
}

/** Every file the body parser wrote for this request, whatever its field name. */
function parsedFiles(ctx: Ctx): UploadedFile[] {
  return Object.values(ctx.request.files ?? {}).flatMap((entry) =>
    Array.isArray(entry) ? entry : [entry],
  );
}

async function checkedFiles(
  ctx: Ctx,
  files: UploadedFile[],
  maxMegapixels: number,
): Promise<boolean> {
  const accepted = ctx.request.headers['accept-language'];
  const say = UPLOAD_REFUSALS[resolveLanguage(undefined, [accepted].flat().join(','))];
  for (const file of files) {
    const name = file?.originalFilename ?? 'archivo';
    const media = file?.filepath ? await mediaKind(file.filepath) : null;
    if (media === null) {
      answerError(ctx, 415, 'UnsupportedMediaTypeError', say.notMedia(name));
      return false;
    }
    if (media.kind === 'image' && media.megapixels > maxMegapixels) {
      answerError(
        ctx,
        413,
        'PayloadTooLargeError',
        say.tooManyPixels(name, media.megapixels, maxMegapixels),
        { megapixels: media.megapixels, maxMegapixels },
      );
      return false;
    }
    if (media.kind === 'pdf' && file.filepath) {
      const cleaned = await cleanPdf(file.filepath);
      if (typeof cleaned === 'string') {
        const message = cleaned === 'locked' ? say.pdfLocked(name) : say.pdfUnreadable(name);
        answerError(ctx, 415, 'UnsupportedMediaTypeError', message);
        return false;
      }
      // Strapi records the size the parser measured; the file is now the cleaned one.
      file.size = cleaned.bytes;
    }
  }
  return true;
}

/**
 * After strapi::body: an upload is accepted only when each file's content is an image or a PDF
 * (Strapi's own allow list, config/plugins.ts, checks the type it detects or guesses from the
 * name; HTML, SVG and script have no magic bytes, so their name would decide), and an image only
 * up to `maxMegapixels`, refused before Strapi decodes it (its validity check decodes every
 * pixel). A PDF is rewritten without its metadata (author, software, dates, XMP: lib/pdf-cleaning.ts)
 * before Strapi stores it; images are cleaned by lib/upload-image-cleaning.ts, where Strapi cuts
 * their variants. Uploaded files are then served inert: never sniffed, in a sandbox without script,
 * downloaded unless images. Every file the parser wrote is removed when the request ends,
 * however it ends (strapi::body removes only a field named `files`, and only when nothing threw).
 */
export default (config: Config = {}) => {
  const { maxMegapixels } = config;
  if (typeof maxMegapixels !== 'number') {
    throw new Error('global::uploads needs maxMegapixels (config/middlewares.ts).');
  }
  return async (ctx: Ctx, next: () => Promise<void>) => {
    const served = servedPath(ctx.path);
    if (served.startsWith('/uploads/')) {
      for (const [name, value] of Object.entries(INERT_HEADERS)) ctx.set(name, value);
      if (!IMAGE_PATH.test(served)) ctx.set('Content-Disposition', 'attachment');
    }
    const files = parsedFiles(ctx);
    try {
      if (files.length > 0 && !(await checkedFiles(ctx, files, maxMegapixels))) return;
      await next();
    } finally {
      await Promise.all(
        files.map((file) => (file?.filepath ? rm(file.filepath, { force: true }) : undefined)),
      );
    }
  };
};
