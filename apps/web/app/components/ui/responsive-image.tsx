import type { Media } from '@brilla/types';
import { altText, type ImageSlot, imageSource } from '~/lib/media';

type Props = {
  media: Media;
  /** Where it is shown (`SLOTS` of lib/media.ts): its `sizes` and the widths `srcset` lists. */
  slot: ImageSlot;
  className?: string;
  /**
   * The first, likely largest, image of a page: eager and fetched first. React preloads it
   * (`<link rel="preload" as="image">` with this `srcset` and `sizes`, fetchpriority high).
   */
  priority?: boolean;
  /** The entry's alt text in its language (`imageAlt`…); empty → the media library's alt. */
  alt: string | null | undefined;
  /** The editor marked the image decorative (`imageDecorative`…): `alt=""`, whatever else is set. */
  decorative?: boolean | null;
  /** The alt text's language when it differs from the page's (Spanish-only content). */
  lang?: string;
};

/** A CMS image with `srcset` from the CMS's variants that fit its slot, and its intrinsic size. */
export function ResponsiveImage({
  media,
  slot,
  className,
  priority = false,
  alt,
  decorative,
  lang,
}: Props) {
  const source = imageSource(media, slot);
  return (
    <img
      src={source.src}
      srcSet={source.srcSet}
      sizes={source.sizes}
      width={source.width}
      height={source.height}
      alt={decorative ? '' : altText(alt, media)}
      lang={lang}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      className={className}
    />
  );
}
