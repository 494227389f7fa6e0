import type { Media, MediaFormat } from '@brilla/types';

export type ImageSource = {
  src: string;
  srcSet: string | undefined;
  sizes: string | undefined;
  width: number;
  height: number;
};

/**
 * Where an image is shown: its `sizes` (the CSS width at each breakpoint, as the component's
 * classes and `app.css` lay it out: `container-page` is 1200 px with 20 px a side; Bootstrap's
 * breakpoints), and the narrowest (`min`, a 320 px phone) and widest (`max`) CSS width it takes.
 * A `srcset` lists no candidate wider than `max` at 3× and none narrower than `min` at 1×
 * (docs/decisions/024-cms-image-variants.md).
 */
export type ImageSlot = { sizes: string; min: number; max: number };

const FULL = 'calc(100vw - 40px)';

export const SLOTS = {
  /** The hero's image and banner carousel: half the page from lg (gap 48 px), all of it below. */
  hero: {
    sizes: `(min-width: 1200px) 556px, (min-width: 992px) calc(50vw - 44px), ${FULL}`,
    min: 280,
    max: 951,
  },
  /** Media and text: half the page from lg (gap 64 px), all of it below. */
  half: {
    sizes: `(min-width: 1200px) 548px, (min-width: 992px) calc(50vw - 52px), ${FULL}`,
    min: 280,
    max: 951,
  },
  /** A card of a grid of one, two (md) and three (lg) columns: blog cards, portfolio. */
  card: {
    sizes: `(min-width: 1200px) 371px, (min-width: 992px) calc(33.3vw - 30px), (min-width: 768px) calc(50vw - 32px), ${FULL}`,
    min: 280,
    max: 727,
  },
  /** A blog card in the list layout (one column, at most 896 px). */
  listCard: { sizes: `(min-width: 936px) 896px, ${FULL}`, min: 280, max: 896 },
  /** An article's cover without a sidebar (the text's 768 px column). */
  cover: { sizes: `(min-width: 768px) 728px, ${FULL}`, min: 280, max: 728 },
  /** An article's cover beside a 320 px sidebar (from lg). */
  coverBesideSidebar: {
    sizes: `(min-width: 1200px) 792px, (min-width: 992px) calc(100vw - 408px), ${FULL}`,
    min: 280,
    max: 951,
  },
  /** A team member's round photo (`w-48`). */
  team: { sizes: '192px', min: 192, max: 192 },
  /** A testimonial's avatar (`size-14`). */
  avatar: { sizes: '56px', min: 56, max: 56 },
} satisfies Record<string, ImageSlot>;

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

/** The widest screen density a `srcset` serves. */
const MAX_DENSITY = 3;
/** The `src` of a browser without `srcset`: the widest candidate up to this. */
const SRC_WIDTH = 768;
/** The CMS's variants (`w768`: JPEG, or PNG with transparency); `w768-avif` is never listed. */
const VARIANT = /^w\d+$/;
/** Strapi's own formats, on an upload the variants command has not reached yet. */
const STRAPI_FORMATS = new Set(['small', 'medium', 'large']);

/**
 * The files an image's `srcset` may list: the CMS's variants, or (an upload from before them)
 * Strapi's formats. Never the upload itself: a camera photo is megabytes and 4,000 px wide.
 */
function candidatesOf(media: Media): MediaFormat[] {
  const formats = Object.entries(media.formats ?? {});
  const variants = formats.filter(([key]) => VARIANT.test(key));
  const chosen =
    variants.length > 0 ? variants : formats.filter(([key]) => STRAPI_FORMATS.has(key));
  return chosen.map(([, format]) => format).sort((a, b) => a.width - b.width);
}

/**
 * `src`, `srcset`, `sizes` and intrinsic size of a CMS image shown in `slot`: the variants from
 * the slot's narrowest width at 1× to its widest at 3× (the widest below when the image has none
 * that narrow), `src` the widest of them up to 768 px. An image without variants (a GIF, one
 * smaller than the smallest) is shown as uploaded, without `srcset`.
 */
export function imageSource(media: Media, slot: ImageSlot): ImageSource {
  const all = candidatesOf(media);
  const cap = slot.max * MAX_DENSITY;
  const fitting = all.filter((format) => format.width <= cap);
  const wide = fitting.filter((format) => format.width >= slot.min);
  const candidates = wide.length > 0 ? wide : fitting.slice(-1);
  const width = media.width ?? all.at(-1)?.width ?? 1200;
  const height = media.height ?? 675;
  const [narrowest] = candidates;
  if (!narrowest) {
    return { src: mediaUrl(media.url), srcSet: undefined, sizes: undefined, width, height };
  }
  const src = candidates.filter((format) => format.width <= SRC_WIDTH).at(-1) ?? narrowest;
  return {
    src: mediaUrl(src.url),
    srcSet: candidates.map((format) => `${mediaUrl(format.url)} ${format.width}w`).join(', '),
    sizes: slot.sizes,
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

const formatOf = ({ url, width }: Json) => ({ url, width });

/** The formats the site lists: the variants, else Strapi's (not the AVIF twins, not the thumbnail). */
function shownFormats(formats: Json): Json {
  const entries = Object.entries(formats).filter(([, format]) => isObject(format));
  const variants = entries.filter(([key]) => VARIANT.test(key));
  const kept = variants.length > 0 ? variants : entries.filter(([key]) => STRAPI_FORMATS.has(key));
  return Object.fromEntries(kept.map(([key, format]) => [key, formatOf(format as Json)]));
}

/** Entry fields the site never shows (`updatedAt` it does: sitemap, article dates). */
const UNSHOWN_FIELDS = new Set(['createdAt', 'publishedAt']);

/**
 * A CMS answer cut down to what the site shows: each upload to the `Media` type (URL, size,
 * type, alt text and the URL and width of each format a `srcset` may list), each entry without the dates it never shows.
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
      formats: isObject(formats) ? shownFormats(formats) : null,
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
