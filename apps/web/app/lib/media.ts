import type { Media, MediaFormat } from '@brilla/types';

export type ImageSource = {
  src: string;
  srcSet: string | undefined;
  width: number;
  height: number;
};

const FORMAT_ORDER = ['thumbnail', 'small', 'medium', 'large'] as const;

/**
 * Media URLs are relative (`/uploads/...`, proxied by the web server) with uploads on the CMS's
 * disk, absolute with uploads on S3 (`https://…/<bucket>/…`, allowed by MEDIA_ORIGINS): both pass.
 */
function mediaUrl(url: string): string {
  return url;
}

/**
 * An image's alt text: the entry's own, written in the entry's language (`imageAlt` beside the
 * media field), else the media library's, which Strapi does not translate.
 */
export function altText(localized: string | null | undefined, media: Media | null): string {
  return localized?.trim() || media?.alternativeText?.trim() || '';
}

/** `src`, `srcset` (Strapi formats plus the original) and intrinsic size of a CMS image. */
export function imageSource(media: Media): ImageSource {
  const formats: MediaFormat[] = [];
  for (const name of FORMAT_ORDER) {
    const format = media.formats?.[name];
    if (format) formats.push(format);
  }
  const width = media.width ?? formats.at(-1)?.width ?? 1200;
  const height = media.height ?? formats.at(-1)?.height ?? 675;
  const candidates = [...formats, { url: media.url, width, height }]
    .filter((format, i, all) => all.findIndex((other) => other.width === format.width) === i)
    .sort((a, b) => a.width - b.width);
  return {
    src: mediaUrl(media.url),
    srcSet:
      candidates.length > 1
        ? candidates.map((format) => `${mediaUrl(format.url)} ${format.width}w`).join(', ')
        : undefined,
    width,
    height,
  };
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A Strapi upload: its URL, its type and its (possibly null) formats. */
const isMedia = (value: Json) =>
  typeof value.url === 'string' && typeof value.mime === 'string' && 'formats' in value;

const formatOf = ({ url, width, height }: Json) => ({ url, width, height });

/** Entry fields the site never shows (`updatedAt` it does: sitemap, article dates). */
const UNSHOWN_FIELDS = new Set(['createdAt', 'publishedAt']);

/**
 * A CMS answer cut down to what the site shows: each upload to the `Media` type (URL, size,
 * type, alt text and the formats' URLs and sizes), each entry without the dates it never shows.
 * Strapi sends every upload's ids, file names, hashes, byte sizes, provider and dates besides,
 * in each format too: half a page's data, which the loader would send to the browser and the
 * browser decode on its first load.
 */
export function compactAnswer<T>(value: T): T {
  if (Array.isArray(value)) return value.map(compactAnswer) as T;
  if (!isObject(value)) return value;
  if (isMedia(value)) {
    const { url, alternativeText, width, height, mime, formats } = value;
    return {
      url,
      alternativeText,
      width,
      height,
      mime,
      formats: isObject(formats)
        ? Object.fromEntries(
            Object.entries(formats).map(([name, format]) => [
              name,
              isObject(format) ? formatOf(format) : format,
            ]),
          )
        : null,
    } as T;
  }
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !UNSHOWN_FIELDS.has(key))
      .map(([key, field]) => [key, compactAnswer(field)]),
  ) as T;
}

/** An absolute URL on the site's origin for Open Graph and JSON-LD. */
export function absoluteUrl(siteUrl: string, path: string): string {
  return /^https?:\/\//.test(path) ? path : `${siteUrl}${path.startsWith('/') ? '' : '/'}${path}`;
}
