import { open, rm } from 'node:fs/promises';
import { posix } from 'node:path';
import sharp from 'sharp';
import { answerError } from '../lib/error-body';

/** The media the site uses: raster images (sharp can read them) and PDF. SVG can carry script. */
const IMAGE_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif']);
const INERT_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy':
    "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'",
  'Cross-Origin-Resource-Policy': 'same-site',
};
const IMAGE_PATH = /\.(jpe?g|png|webp|gif|avif)$/i;

type UploadedFile = { filepath?: string; originalFilename?: string | null };
type Ctx = {
  method: string;
  path: string;
  status: number;
  body: unknown;
  request: { files?: Record<string, UploadedFile | UploadedFile[]> };
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

/** What a file really is, read from its bytes (never its name or declared type). */
export async function mediaKind(filepath: string): Promise<'image' | 'pdf' | null> {
  try {
    const { format } = await sharp(filepath).metadata();
    if (format && IMAGE_FORMATS.has(format)) return 'image';
  } catch {
    // not an image sharp can read
  }
  return (await startsWith(filepath, '%PDF-')) ? 'pdf' : null;
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

async function checkedFiles(ctx: Ctx, files: UploadedFile[]): Promise<boolean> {
  for (const file of files) {
    if (!file?.filepath || (await mediaKind(file.filepath)) === null) {
      answerError(
        ctx,
        415,
        'UnsupportedMediaTypeError',
        `"${file?.originalFilename ?? 'file'}" is not an image (JPEG, PNG, WebP, GIF, AVIF) or a PDF; only those can be uploaded.`,
      );
      return false;
    }
  }
  return true;
}

/**
 * After strapi::body: an upload is accepted only when each file's content is an image or a PDF
 * (Strapi's own allow list, config/plugins.ts, checks the type it detects or guesses from the
 * name; HTML, SVG and script have no magic bytes, so their name would decide). Uploaded files
 * are then served inert: never sniffed, in a sandbox without script, downloaded unless images.
 * Every file the parser wrote is removed when the request ends, however it ends (strapi::body
 * removes only a field named `files`, and only when nothing threw).
 */
export default () => async (ctx: Ctx, next: () => Promise<void>) => {
  const served = servedPath(ctx.path);
  if (served.startsWith('/uploads/')) {
    for (const [name, value] of Object.entries(INERT_HEADERS)) ctx.set(name, value);
    if (!IMAGE_PATH.test(served)) ctx.set('Content-Disposition', 'attachment');
  }
  const files = parsedFiles(ctx);
  try {
    if (files.length > 0 && !(await checkedFiles(ctx, files))) return;
    await next();
  } finally {
    await Promise.all(
      files.map((file) => (file?.filepath ? rm(file.filepath, { force: true }) : undefined)),
    );
  }
};
